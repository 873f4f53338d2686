import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import type { PublicKey, TransactionInstruction } from '@solana/web3.js';

export interface SendTokensPlan {
  owner: PublicKey;
  /** The owner's token account the tokens leave from. */
  source: PublicKey;
  mint: PublicKey;
  /** The mint's own token program (classic or Token-2022). */
  programId: PublicKey;
  decimals: number;
  recipient: PublicKey;
  amount: bigint;
}

export function recipientTokenAccount(plan: Pick<SendTokensPlan, 'mint' | 'recipient' | 'programId'>): PublicKey {
  // allowOwnerOffCurve: a program-derived recipient (a vault, a multisig) has an associated account too.
  return getAssociatedTokenAddressSync(plan.mint, plan.recipient, true, plan.programId);
}

/** A checked transfer into the recipient's associated account, created first when missing (idempotent). */
export function buildSendTokensInstructions(plan: SendTokensPlan): TransactionInstruction[] {
  const destination = recipientTokenAccount(plan);
  return [
    createAssociatedTokenAccountIdempotentInstruction(
      plan.owner,
      destination,
      plan.recipient,
      plan.mint,
      plan.programId,
    ),
    createTransferCheckedInstruction(
      plan.source,
      plan.mint,
      destination,
      plan.owner,
      plan.amount,
      plan.decimals,
      [],
      plan.programId,
    ),
  ];
}
