import { isWritableRole, type AccountMeta, type Address } from '@solana/kit';
import type { TransferHookCall } from '@/entities/transfer/model';
import { programName as knownProgramName } from './known-programs';
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

/**
 * What a hooked transfer also runs, as its confirmation says it: the hook program (named where it is known)
 * and the accounts the token program hands it beyond the transfer's own, each marked when it may be written.
 */
export function hookCallOf(program: Address, metas: readonly AccountMeta[]): TransferHookCall {
  const name = knownProgramName(program);
  return {
    program,
    ...(name && { programName: name }),
    accounts: metas
      .filter((meta) => meta.address !== program)
      .map((meta) => ({ address: meta.address, writable: isWritableRole(meta.role) })),
  };
}

/**
 * The hook a transfer of this mint would run, resolved for this very transfer; null for a mint without one.
 * Its accounts null where they cannot be worked out: the transfer itself is refused then, in words.
 */
export async function hookCallFor(
  ctx: SolanaContext,
  mint: Mint,
  transfer: HookedTransfer,
): Promise<TransferHookCall | null> {
  const program = transferHookOf(mint);
  if (!program) return null;
  try {
    return hookCallOf(program, await hookAccountsFor(ctx, mint, transfer));
  } catch {
    return { ...hookCallOf(program, []), accounts: null };
  }
}
