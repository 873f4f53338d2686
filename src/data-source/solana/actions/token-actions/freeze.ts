import { createNoopSigner, unwrapOption, type Address } from '@solana/kit';
import {
  AccountState,
  findAssociatedTokenPda,
  getFreezeAccountInstruction,
  getThawAccountInstruction,
  getTokenDecoder,
} from '@solana-program/token-2022';
import { DataError } from '../../../errors';
import type { SolanaContext } from '../../context';
import { accountBytes, type RawAccount } from '../../read/raw-account';
import { readAccounts } from '../../read/read-mints';
import { parseAddress } from '../amount-limits';
import type { ActionPlan } from './plan';
import { readActionMint, requireAuthority } from './authority';

function tokenAccountOfMint(raw: RawAccount | null | undefined, mint: Address) {
  if (!raw) return null;
  try {
    const account = getTokenDecoder().decode(accountBytes(raw));
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
  const { mintKey, mint, programId } = await readActionMint(ctx, input.mint);
  const holder = parseAddress(input.holder, 'The holder');
  requireAuthority(unwrapOption(mint.freezeAuthority), owner, 'freeze authority');
  const [associated] = await findAssociatedTokenPda({ owner: holder, mint: mintKey, tokenProgram: programId });
  const [asGiven, asWallet] = await readAccounts(ctx, [holder, associated]);
  let target: Address = holder;
  let account = tokenAccountOfMint(asGiven, mintKey);
  if (!account) {
    target = associated;
    account = tokenAccountOfMint(asWallet, mintKey);
  }
  if (!account) throw new DataError('invalid', 'This address holds no account of this token.');
  const frozen = account.state === AccountState.Frozen;
  if (input.kind === 'freeze' && frozen) throw new DataError('invalid', 'That account is already frozen.');
  if (input.kind === 'thaw' && !frozen) throw new DataError('invalid', 'That account is not frozen.');
  const accounts = { account: target, mint: mintKey, owner: createNoopSigner(owner) };
  return {
    instructions: [
      input.kind === 'freeze'
        ? getFreezeAccountInstruction(accounts, { programAddress: programId })
        : getThawAccountInstruction(accounts, { programAddress: programId }),
    ],
    watch: [
      {
        address: target,
        kind: 'token-account',
        prefix: target === associated ? "The holder's account: " : 'That account: ',
      },
    ],
    mint,
    rentLamports: 0n,
  };
}
