import { unwrapOption } from '@solana/kit';
import { AccountState } from '@solana-program/token-2022';
import type { EmptyAccount } from '@/entities/token/empty-account';
import { FROZEN_ACCOUNT_BLOCKED } from '../../action-wording';
import { parseAddress } from '../parse-address';
import type { SolanaContext } from '../context';
import { decodeTokenAccountFull, extensionOf, type RawAccount } from './raw-account';
import { readMints } from './read-mints';

/** Why an empty account cannot be closed by its owner, or null when it can. */
function blockedReason(raw: RawAccount, owner: string): string | null {
  const account = decodeTokenAccountFull(raw);
  if (account.state === AccountState.Frozen) return FROZEN_ACCOUNT_BLOCKED;
  const closer = unwrapOption(account.closeAuthority);
  if (closer && closer !== owner) return 'Another address holds its close authority.';
  if ((extensionOf(account, 'TransferFeeAmount')?.withheldAmount ?? 0n) > 0n) {
    return 'It holds withheld transfer fees: the token’s fee authority must withdraw them first.';
  }
  return null;
}

/**
 * The owner's token accounts with nothing in them, from the token accounts already read (shared with the
 * token list) and one more request for their mints' names.
 */
export async function getEmptyAccounts(ctx: SolanaContext, ownerAddress: string): Promise<EmptyAccount[]> {
  const owner = parseAddress(ownerAddress, 'The wallet');
  const empty = (await ctx.tokenAccountsOf(owner)).filter((account) => account.amount === 0n);
  if (empty.length === 0) return [];
  const mints = await readMints(
    ctx,
    empty.map((account) => account.mint),
  );
  return empty.map((account) => {
    const mint = mints.get(account.mint);
    return {
      account: account.address,
      mint: account.mint,
      name: mint?.name ?? account.mint,
      symbol: mint?.symbol ?? '',
      rentLamports: BigInt(account.raw.lamports),
      blocked: blockedReason(account.raw, owner),
    };
  });
}
