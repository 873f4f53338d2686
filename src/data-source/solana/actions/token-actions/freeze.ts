import { createNoopSigner, unwrapOption, type Address } from '@solana/kit';
import { AccountState, getFreezeAccountInstruction, getThawAccountInstruction } from '@solana-program/token-2022';
import type { SolanaContext } from '../../context';
import { parseAddress } from '../../parse-address';
import { refusals, requireAuthority, ROLE_NAMES } from '../../../action-wording';
import { readHolderAccount } from '../../read/read-mint';
import type { ActionPlan } from '../action-plan';

/**
 * Freezes or thaws a holder's account: `holder` is a token account of this mint, or a wallet whose
 * associated account is meant.
 */
export async function planFreeze(
  ctx: SolanaContext,
  owner: Address,
  input: { kind: 'freeze' | 'thaw'; mint: string; holder: string },
): Promise<ActionPlan> {
  const mintKey = parseAddress(input.mint, 'The token address');
  const holder = parseAddress(input.holder, 'The holder');
  // The address as given (a token account?) is read with the mint and the holder's associated account.
  const { mint, programId, target, byWallet, account } = await readHolderAccount(ctx, mintKey, holder);
  requireAuthority(unwrapOption(mint.freezeAuthority), owner, ROLE_NAMES.freeze);
  if (!account) throw refusals.noHolderAccount();
  if ((account.state === AccountState.Frozen) === (input.kind === 'freeze')) throw refusals.freezeState(input.kind);
  const accounts = { account: target.address, mint: mintKey, owner: createNoopSigner(owner) };
  return {
    instructions: [
      input.kind === 'freeze'
        ? getFreezeAccountInstruction(accounts, { programAddress: programId })
        : getThawAccountInstruction(accounts, { programAddress: programId }),
    ],
    watch: [
      {
        address: target.address,
        kind: 'token-account',
        prefix: byWallet ? "The holder's account: " : 'That account: ',
        before: target.raw,
      },
    ],
    mint,
    rentLamports: 0n,
  };
}
