// Test-only: runs web3.js transactions in LiteSVM (the real SPL programs, no server) to prove builders work.
import { getTransactionDecoder, type Address } from '@solana/kit';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import {
  Keypair,
  PublicKey,
  Transaction,
  type AccountInfo,
  type Signer,
  type TransactionInstruction,
} from '@solana/web3.js';

export class LiteChain {
  readonly svm = new LiteSVM();

  fund(owner: PublicKey, lamports = 10_000_000_000n) {
    this.svm.airdrop(owner.toBase58() as Address, lamports as never);
  }

  newFundedWallet(): Keypair {
    const wallet = Keypair.generate();
    this.fund(wallet.publicKey);
    return wallet;
  }

  rent(bytes: number): number {
    return Number(this.svm.minimumBalanceForRentExemption(BigInt(bytes)));
  }

  account(address: PublicKey): AccountInfo<Buffer> | null {
    const account = this.svm.getAccount(address.toBase58() as Address);
    if (!account.exists) return null;
    return {
      data: Buffer.from(account.data),
      owner: new PublicKey(account.programAddress),
      lamports: Number(account.lamports),
      executable: account.executable,
    };
  }

  /** Writes an account as it is (e.g. a Metaplex metadata account, whose program LiteSVM does not carry). */
  setAccount(address: PublicKey, owner: PublicKey, data: Buffer, lamports = 1_000_000_000n) {
    this.svm.setAccount({
      address: address.toBase58() as Address,
      data,
      executable: false,
      lamports: lamports as never,
      programAddress: owner.toBase58() as Address,
      space: BigInt(data.length),
    });
  }

  /** A node's JSON-RPC answers for the reads the data source makes, computed from this chain's state. */
  rpc = async (calls: { method: string; params: unknown[] }[]): Promise<unknown[]> =>
    calls.map(({ method, params }) => {
      const encode = (info: AccountInfo<Buffer> | null) =>
        info && {
          data: [info.data.toString('base64'), 'base64'],
          executable: info.executable,
          lamports: info.lamports,
          owner: info.owner.toBase58(),
        };
      if (method === 'getMultipleAccounts') {
        return {
          context: { slot: 1 },
          value: (params[0] as string[]).map((key) => encode(this.account(new PublicKey(key)))),
        };
      }
      if (method === 'getTokenAccountsByOwner') {
        const owner = new PublicKey(params[0] as string);
        const { programId } = params[1] as { programId: string };
        const accounts = this.svm
          .getProgramAccounts(programId as Address)
          .filter((account) => account.data.length >= 165 && owner.equals(new PublicKey(account.data.slice(32, 64))))
          .map((account) => ({
            pubkey: account.address,
            account: encode(this.account(new PublicKey(account.address))),
          }));
        return { context: { slot: 1 }, value: accounts };
      }
      throw new Error(`the LiteSVM test chain does not answer ${method}`);
    });

  /** Signs with every signer and executes; returns the logs, or throws with them when the chain refuses. */
  run(instructions: TransactionInstruction[], signers: Signer[]): string[] {
    const [payer] = signers;
    if (!payer) throw new Error('a transaction needs a fee payer');
    const transaction = new Transaction({ feePayer: payer.publicKey, recentBlockhash: this.svm.latestBlockhash() });
    transaction.add(...instructions);
    transaction.sign(...signers);
    const decoded = getTransactionDecoder().decode(transaction.serialize());
    const result = this.svm.sendTransaction(decoded as never);
    if (result instanceof FailedTransactionMetadata) {
      throw new Error(`transaction failed: ${result.toString()}\n${result.meta().logs().join('\n')}`);
    }
    return result.logs();
  }
}
