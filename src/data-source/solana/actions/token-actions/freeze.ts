import { createNoopSigner, unwrapOption, type Address } from '@solana/kit';
import { AccountState, getFreezeAccountInstruction, getThawAccountInstruction } from '@solana-program/token-2022';
import type { SolanaContext } from '../../context';
import { decodeTokenAccountFull, type RawAccount } from '../../read/raw-account';
import { parseAddress } from '../../parse-address';
import { refusals, requireAuthority, ROLE_NAMES } from '../../../action-wording';
import { readMintAndAssociated } from '../read-mint';
import type { ActionPlan } from '../action-plan';

function tokenAccountOfMint(raw: RawAccount | null | undefined, mint: Address) {
  if (!raw) return null;
  try {
    const account = decodeTokenAccountFull(raw);
    return account.mint === mint ? account : null;
  } catch {
    return null;
  }
}

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
  const read = await readMintAndAssociated(ctx, mintKey, holder, [holder]);
  const { mint, programId, associated: byWallet } = read;
  const asGiven = read.also[0];
  requireAuthority(unwrapOption(mint.freezeAuthority), owner, ROLE_NAMES.freeze);
  const target = tokenAccountOfMint(asGiven, mintKey) ? { address: holder, raw: asGiven ?? null } : byWallet;
  const account = tokenAccountOfMint(target.raw, mintKey);
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
        prefix: target === byWallet ? "The holder's account: " : 'That account: ',
        before: target.raw,
      },
    ],
    mint,
    rentLamports: 0n,
  };
}
