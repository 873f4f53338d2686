import type { TokenHolding } from '@/entities/token/model';
import type { SolanaContext } from '../context';
import { readMints } from './read-mints';

/**
 * The wallet's tokens: at most three HTTP requests whatever their number (token accounts of both
 * programs; their mints; Metaplex names for mints that carry none). Never getProgramAccounts.
 */
export async function getTokens(ctx: SolanaContext, owner: string): Promise<TokenHolding[]> {
  const accounts = await ctx.tokenAccountsOf(owner);
  const mints = await readMints(
    ctx,
    accounts.map((account) => account.mint),
  );
  const holdings: TokenHolding[] = [];
  for (const account of accounts) {
    const details = mints.get(account.mint);
    if (!details) continue;
    const mintAuthority = details.mint.mintAuthority?.toBase58() ?? null;
    holdings.push({
      mint: account.mint,
      name: details.name,
      symbol: details.symbol,
      decimals: details.decimals,
      balance: account.amount,
      program: account.program,
      tokenAccount: account.address,
      mintAuthority,
      canMint: mintAuthority === owner,
    });
  }
  // The node's order is arbitrary; a stable one keeps the list from reshuffling on every refresh.
  return holdings.sort(
    (a, b) =>
      a.name.localeCompare(b.name) || a.mint.localeCompare(b.mint) || a.tokenAccount.localeCompare(b.tokenAccount),
  );
}
