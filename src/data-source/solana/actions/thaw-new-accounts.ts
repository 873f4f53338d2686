import { unwrapOption, type Address } from '@solana/kit';
import { AccountState, type Mint } from '@solana-program/token-2022';
import { recipientTokenAccount } from '../builders/send-tokens';
import type { SolanaContext } from '../context';
import { extensionOf } from '../read/raw-account';
import { readAccounts } from '../read/read-mints';

/**
 * A mint whose new accounts start frozen (DefaultAccountState): when the signer is its freeze authority,
 * each account its mint or send creates is thawed in the same transaction, or nothing could land in it.
 * The wallets among `recipients` whose associated account does not exist yet (one read for all of them).
 */
export async function newAccountsToThaw(
  ctx: SolanaContext,
  signer: Address,
  mint: Mint,
  where: { mint: Address; programId: Address },
  recipients: readonly Address[],
): Promise<Set<Address>> {
  const defaultState = extensionOf(mint, 'DefaultAccountState');
  if (defaultState?.state !== AccountState.Frozen || unwrapOption(mint.freezeAuthority) !== signer) return new Set();
  const unique = [...new Set(recipients)];
  const accounts = await Promise.all(unique.map((recipient) => recipientTokenAccount({ ...where, recipient })));
  const existing = await readAccounts(ctx, accounts);
  return new Set(unique.filter((_, index) => !existing[index]));
}
