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
