import type { AccountMeta, Address } from '@solana/kit';
import { resolveExtraAccountMetasForExecute, type Mint } from '@solana-program/token-2022';
import { refusals } from '../../action-wording';
import { reasonOf } from '@/shared/lib/describe-error';
import type { SolanaContext } from '../context';
import { transferHookOf } from './token-traits';

/** One transfer of a hooked mint, as the hook's validation account describes its accounts. */
export interface HookedTransfer {
  source: Address;
  mint: Address;
  destination: Address;
  owner: Address;
  amount: bigint;
}

/**
 * The accounts the mint's transfer hook needs for this transfer, resolved from the hook's validation
 * account by the token program's own helpers: its extra accounts, then the hook program and the
 * validation account. None when the mint has no hook.
 */
export async function hookAccountsFor(
  ctx: SolanaContext,
  mint: Mint,
  transfer: HookedTransfer,
): Promise<AccountMeta[]> {
  const program = transferHookOf(mint);
  if (!program) return [];
  let accounts: AccountMeta[];
  try {
    accounts = await resolveExtraAccountMetasForExecute({
      rpc: ctx.rpc,
      transferHookProgramAddress: program,
      ...transfer,
    });
  } catch (error) {
    throw refusals.hookAccountsUnknown(program, reasonOf(error));
  }
  // No validation account: the token program could not call the hook, and the transfer would fail.
  if (accounts.length === 0) throw refusals.hookAccountsUnknown(program, 'it keeps no list of accounts for this token');
  return accounts;
}
