import { unwrapOption } from '@solana/kit';
import { AccountState, getTokenDecoder, type Extension } from '@solana-program/token-2022';
import type { EmptyAccount } from '../../model';
import { parseAddress } from '../actions/amount-limits';
import type { SolanaContext } from '../context';
import { accountBytes } from './raw-account';
import { readAccounts, readMints } from './read-mints';

/** Why an empty account cannot be closed by its owner, or null when it can. */
function blockedReason(raw: Parameters<typeof accountBytes>[0], owner: string): string | null {
  const account = getTokenDecoder().decode(accountBytes(raw));
  if (account.state === AccountState.Frozen) return 'Frozen by the token’s freeze authority: it must be thawed first.';
  const closer = unwrapOption(account.closeAuthority);
  if (closer && closer !== owner) return 'Another address holds its close authority.';
  const fees = ((unwrapOption(account.extensions) ?? []) as Extension[]).find(
    (each) => each.__kind === 'TransferFeeAmount',
  );
  if (fees?.__kind === 'TransferFeeAmount' && fees.withheldAmount > 0n) {
    return 'It holds withheld transfer fees: the token’s fee authority must withdraw them first.';
  }
  return null;
}

/** The owner's token accounts with nothing in them: two more requests (the accounts, their mints' names). */
export async function getEmptyAccounts(ctx: SolanaContext, ownerAddress: string): Promise<EmptyAccount[]> {
  const owner = parseAddress(ownerAddress, 'The wallet');
  const empty = (await ctx.tokenAccountsOf(owner)).filter((account) => account.amount === 0n);
  if (empty.length === 0) return [];
  const [raws, mints] = await Promise.all([
    readAccounts(
      ctx,
      empty.map((account) => account.address),
    ),
    readMints(
      ctx,
      empty.map((account) => account.mint),
    ),
  ]);
  return empty.flatMap((account, index) => {
    const raw = raws[index];
    if (!raw) return []; // closed since the list was read
    const mint = mints.get(account.mint);
    return [
      {
        account: account.address,
        mint: account.mint,
        name: mint?.name ?? account.mint,
        symbol: mint?.symbol ?? '',
        rentLamports: BigInt(raw.lamports),
        blocked: blockedReason(raw, owner),
      },
    ];
  });
}
