import { createNoopSigner, type Address, type Instruction } from '@solana/kit';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintToCheckedInstruction,
} from '@solana-program/token-2022';
import { thawNewAccount } from './thaw-new-account';

export interface MintTokensPlan {
  /** Mint authority and fee payer. */
  authority: Address;
  mint: Address;
  /** The mint's own token program (classic or Token-2022). */
  programId: Address;
  decimals: number;
  /** Wallet that receives the tokens (the authority itself for "mint to my wallet"). */
  destinationOwner: Address;
  amount: bigint;
  /** The destination's account is new and starts frozen; the authority, also the freeze authority, thaws it. */
  thawNewAccount?: boolean;
}

/** Mints into the destination wallet's associated account, creating it when missing (idempotent). */
export async function buildMintTokensInstructions(plan: MintTokensPlan): Promise<Instruction[]> {
  const { mint, programId, destinationOwner } = plan;
  const authority = createNoopSigner(plan.authority);
  // A program-derived destination is allowed: its associated account is still well defined.
  const [destination] = await findAssociatedTokenPda({ owner: destinationOwner, mint, tokenProgram: programId });
  return [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: authority,
      ata: destination,
      owner: destinationOwner,
      mint,
      tokenProgram: programId,
    }),
    ...thawNewAccount(plan.thawNewAccount, destination, plan, authority),
    getMintToCheckedInstruction(
      { mint, token: destination, mintAuthority: authority, amount: plan.amount, decimals: plan.decimals },
      { programAddress: programId },
    ),
  ];
}
