import { createNoopSigner, unwrapOption, type Address } from '@solana/kit';
import {
  AuthorityType,
  getSetAuthorityInstruction,
  getUpdateTokenMetadataUpdateAuthorityInstruction,
} from '@solana-program/token-2022';
import type { AuthorityRole } from '../../../contract';
import type { SolanaContext } from '../../context';
import { parseAddress } from '../../parse-address';
import { extensionOf } from '../../read/raw-account';
import { refusals, requireAuthority, ROLE_NAMES } from '../../../action-wording';
import type { ActionPlan } from '../action-plan';
import { readPlanMint } from './plan-mint';

/** Hands an authority to another address, or revokes it (null) for good. */
export async function planSetAuthority(
  ctx: SolanaContext,
  owner: Address,
  input: { mint: string; role: AuthorityRole; newAuthority: string | null },
): Promise<ActionPlan> {
  const { mintKey, mint, programId, watched } = await readPlanMint(ctx, input.mint);
  const next = input.newAuthority === null ? null : parseAddress(input.newAuthority, 'The new authority');
  const what = ROLE_NAMES[input.role];
  if (next === owner) throw refusals.alreadyHeld(input.role);
  const signer = createNoopSigner(owner);
  const watch = [watched];
  if (input.role === 'metadata') {
    const metadata = extensionOf(mint, 'TokenMetadata');
    if (!metadata) throw refusals.noMetadata();
    requireAuthority(unwrapOption(metadata.updateAuthority), owner, what);
    return {
      instructions: [
        getUpdateTokenMetadataUpdateAuthorityInstruction(
          { metadata: mintKey, updateAuthority: signer, newUpdateAuthority: next },
          { programAddress: programId },
        ),
      ],
      watch,
      mint,
      rentLamports: 0n,
    };
  }
  const current = input.role === 'mint' ? mint.mintAuthority : mint.freezeAuthority;
  requireAuthority(unwrapOption(current), owner, what);
  return {
    instructions: [
      getSetAuthorityInstruction(
        {
          owned: mintKey,
          owner: signer,
          authorityType: input.role === 'mint' ? AuthorityType.MintTokens : AuthorityType.FreezeAccount,
          newAuthority: next,
        },
        { programAddress: programId },
      ),
    ],
    watch,
    mint,
    rentLamports: 0n,
  };
}
