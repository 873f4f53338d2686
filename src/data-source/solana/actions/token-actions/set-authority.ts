import { createNoopSigner, unwrapOption, type Address } from '@solana/kit';
import {
  AuthorityType,
  getSetAuthorityInstruction,
  getUpdateTokenMetadataUpdateAuthorityInstruction,
} from '@solana-program/token-2022';
import { DataError } from '../../../errors';
import type { AuthorityRole } from '../../../model';
import type { SolanaContext } from '../../context';
import { parseAddress } from '../amount-limits';
import { extensionOf, readActionMint, requireAuthority } from './authority';
import type { ActionPlan } from './plan';

const ROLE_NAMES: Record<AuthorityRole, string> = {
  mint: 'mint authority',
  freeze: 'freeze authority',
  metadata: 'metadata update authority',
};

/** Hands an authority to another address, or revokes it (null) for good. */
export async function planSetAuthority(
  ctx: SolanaContext,
  owner: Address,
  input: { mint: string; role: AuthorityRole; newAuthority: string | null },
): Promise<ActionPlan> {
  const { mintKey, mint, programId } = await readActionMint(ctx, input.mint);
  const next = input.newAuthority === null ? null : parseAddress(input.newAuthority, 'The new authority');
  const what = ROLE_NAMES[input.role];
  if (next === owner) throw new DataError('invalid', `This wallet already is the ${what}.`);
  const signer = createNoopSigner(owner);
  const watch = [{ address: mintKey, kind: 'mint' as const, prefix: '' }];
  if (input.role === 'metadata') {
    const metadata = extensionOf(mint, 'TokenMetadata');
    if (!metadata) throw new DataError('invalid', 'This token keeps no metadata in its mint.');
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
