import { createNoopSigner, unwrapOption, type Address } from '@solana/kit';
import {
  AuthorityType,
  getSetAuthorityInstruction,
  getUpdateTokenMetadataUpdateAuthorityInstruction,
} from '@solana-program/token-2022';
import { AppError } from '@/shared/lib/app-error';
import type { AuthorityRole } from '../../../contract';
import type { SolanaContext } from '../../context';
import { parseAddress } from '../../parse-address';
import { extensionOf } from '../../read/raw-account';
import { refusals, requireAuthority, ROLE_NAMES } from '../../../action-wording';
import type { ActionPlan } from '../action-plan';
import { readPlanMint } from './plan-mint';
import { authorityOf } from '../../read/mint-authorities';
import { readMultisigs } from '../../multisig/multisig-account';
import { programAddress, programName } from '../../read/token-programs';
import { proposalRefusals } from '../../../proposal-rules';

/** The token program's name for each role SetAuthority changes. */
const AUTHORITY_TYPES: Record<Exclude<AuthorityRole, 'metadata'>, AuthorityType> = {
  mint: AuthorityType.MintTokens,
  freeze: AuthorityType.FreezeAccount,
  'transfer-fee': AuthorityType.TransferFeeConfig,
  'withdraw-fees': AuthorityType.WithheldWithdraw,
  pause: AuthorityType.Pause,
  multiplier: AuthorityType.ScaledUiAmount,
  'interest-rate': AuthorityType.InterestRate,
  'close-mint': AuthorityType.CloseMint,
  'transfer-hook': AuthorityType.TransferHookProgramId,
  'permissioned-burn': AuthorityType.PermissionedBurn,
};

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
  if (next) {
    // Handed to a multisig the token's program does not own, the authority could never be used again.
    const target = (await readMultisigs(ctx, [next])).get(next);
    if (target && programAddress(target.program) !== programId) {
      throw proposalRefusals.otherProgram(target.program, programName(programId)!);
    }
  }
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
  const current = authorityOf(mint, input.role);
  if (current === undefined) throw new AppError('invalid', `This token has no ${what}.`);
  requireAuthority(current, owner, what);
  return {
    instructions: [
      getSetAuthorityInstruction(
        { owned: mintKey, owner: signer, authorityType: AUTHORITY_TYPES[input.role], newAuthority: next },
        { programAddress: programId },
      ),
    ],
    watch,
    mint,
    rentLamports: 0n,
  };
}
