import { createNoopSigner, type Address } from '@solana/kit';
import {
  getBurnCheckedInstruction,
  getPermissionedBurnCheckedInstruction,
  type Mint,
} from '@solana-program/token-2022';
import { authorityOf } from '../../read/mint-authorities';
import { refusals } from '../../../action-wording';
import type { SolanaContext } from '../../context';
import type { RawAccount } from '../../read/raw-account';
import { assertU64 } from '../amount-limits';
import { parseAddress } from '../../parse-address';
import { readSendSource } from '../send';
import type { ActionPlan } from '../action-plan';

/** Burns from the account a send would spend from; never more than it holds. */
export async function planBurn(
  ctx: SolanaContext,
  owner: Address,
  input: { mint: string; amount: bigint },
): Promise<ActionPlan> {
  assertU64(input.amount, 'The amount', false);
  const mintKey = parseAddress(input.mint, 'The token address');
  const { mint, mintRaw, programId, source, sourceRaw, balance } = await readSendSource(ctx, owner, mintKey);
  if (input.amount > balance) throw refusals.burnLimit(balance, mint.decimals);
  return burnPlan({ owner, mintKey, mint, mintRaw, programId, source, sourceRaw }, input.amount, 'Your account: ');
}

/**
 * A checked burn from `source`, signed by the wallet (its owner, or the permanent delegate); the mint and the
 * account watched. A mint with permissioned burn takes it only with its burn authority's signature too: the
 * wallet's, when it is that authority, else refused before anything is signed (once revoked, burns are free).
 */
export function burnPlan(
  read: {
    owner: Address;
    mintKey: Address;
    mint: Mint;
    mintRaw: RawAccount;
    programId: Address;
    source: Address;
    sourceRaw: RawAccount;
  },
  amount: bigint,
  prefix: string,
): ActionPlan {
  const { owner, mintKey, mint, programId, source } = read;
  const signer = createNoopSigner(owner);
  const burn = { account: source, mint: mintKey, authority: signer, amount, decimals: mint.decimals };
  // Revoked, the authority no longer stands in the way: the program then takes the standard burn only.
  const burnAuthority = authorityOf(mint, 'permissioned-burn') ?? null;
  if (burnAuthority && burnAuthority !== owner) throw refusals.burnAuthorityNeeded(burnAuthority);
  return {
    instructions: [
      burnAuthority
        ? getPermissionedBurnCheckedInstruction(
            { ...burn, permissionedBurnAuthority: signer },
            { programAddress: programId },
          )
        : getBurnCheckedInstruction(burn, { programAddress: programId }),
    ],
    watch: [
      { address: mintKey, kind: 'mint', prefix: '', before: read.mintRaw },
      { address: source, kind: 'token-account', prefix, before: read.sourceRaw },
    ],
    mint,
    rentLamports: 0n,
  };
}
