import {
  createAssociatedTokenAccountIdempotentInstruction,
  createMintToCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import type { PublicKey, TransactionInstruction } from '@solana/web3.js';

export interface MintTokensPlan {
  /** Mint authority and fee payer. */
  authority: PublicKey;
  mint: PublicKey;
  /** The mint's own token program (classic or Token-2022). */
  programId: PublicKey;
  decimals: number;
  /** Wallet that receives the tokens (the authority itself for "mint to my wallet"). */
  destinationOwner: PublicKey;
  amount: bigint;
}

/** Mints into the destination wallet's associated account, creating it when missing (idempotent). */
export function buildMintTokensInstructions(plan: MintTokensPlan): TransactionInstruction[] {
  const { authority, mint, programId, destinationOwner } = plan;
  // A program-derived destination is allowed: its associated account is still well defined.
  const destination = getAssociatedTokenAddressSync(mint, destinationOwner, true, programId);
  return [
    createAssociatedTokenAccountIdempotentInstruction(authority, destination, destinationOwner, mint, programId),
    createMintToCheckedInstruction(mint, destination, authority, plan.amount, plan.decimals, [], programId),
  ];
}
