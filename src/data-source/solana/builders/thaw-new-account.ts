import type { Address, Instruction, TransactionSigner } from '@solana/kit';
import { getThawAccountInstruction } from '@solana-program/token-2022';

/**
 * The thaw of an account created frozen (its mint's default state), right after its creation, by the
 * freeze authority who creates it — or nothing when the account is not new or not frozen.
 */
export function thawNewAccount(
  thaw: boolean | undefined,
  account: Address,
  plan: { mint: Address; programId: Address },
  freezeAuthority: TransactionSigner,
): Instruction[] {
  if (!thaw) return [];
  return [
    getThawAccountInstruction({ account, mint: plan.mint, owner: freezeAuthority }, { programAddress: plan.programId }),
  ];
}
