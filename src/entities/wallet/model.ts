/**
 * The transaction format a wallet signs: version 1 (SIMD-0385) where it lists it, else version 0, unless it
 * declares only `legacy`.
 */
export type TransactionVersion = 'legacy' | 0 | 1;

/**
 * The signing half of a connected wallet: enough to act, nothing more. Keys never leave the wallet.
 * Transactions travel as wire bytes, so the data source and the wallet share no library types.
 */
export interface WalletSigner {
  /** base58 address of the connected account: the one every request asks to sign */
  address: string;
  /**
   * The newest version the wallet signs: messages are built in it (0 when absent), v1 only where the node
   * takes it too.
   */
  transactionVersion?: TransactionVersion;
  /**
   * The account the wallet has selected right now, which may have changed while an approval was open
   * (null once it disconnected); absent where the bridge cannot tell.
   */
  accountNow?(): string | null;
  /**
   * Asks the wallet to sign (`solana:signTransaction`); resolves with the signed wire transaction.
   * Rejects with the wallet's own error: a user rejection carries code 4001 or says so in words.
   * Absent for wallets that can only sign and send.
   */
  signTransaction?(wireTransaction: Uint8Array): Promise<Uint8Array>;
  /**
   * Several transactions in ONE approval (`solana:signTransaction` with several inputs, what wallets show
   * as "approve all"); resolves with each signed, in order. Absent where the wallet signs one at a time.
   */
  signTransactions?(wireTransactions: readonly Uint8Array[]): Promise<Uint8Array[]>;
  /**
   * Only for wallets that offer nothing else (`solana:signAndSendTransaction`): the wallet signs and
   * sends; resolves with the 64-byte signature.
   */
  signAndSendTransaction?(wireTransaction: Uint8Array, options: { minContextSlot: bigint }): Promise<Uint8Array>;
}
