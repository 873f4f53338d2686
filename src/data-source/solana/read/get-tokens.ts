import type { Address } from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token-2022';
import { sortTokens } from '@/entities/token/lib/sort-tokens';
import type { TokenHolding } from '@/entities/token/model';
import type { SolanaContext } from '../context';
import { readMints } from './read-mints';
import { spendAccount, type OwnedTokenAccount } from './token-accounts';
import { decodeTokenAccountFull } from './raw-account';
import { programAddress } from './token-programs';
import { accountTraits, joinTraits } from './token-traits';

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
  const byMint = new Map<string, OwnedTokenAccount[]>();
  for (const account of accounts) byMint.set(account.mint, [...(byMint.get(account.mint) ?? []), account]);
  const holdings: TokenHolding[] = [];
  for (const [mint, ofMint] of byMint) {
    const details = mints.get(mint);
    if (!details) continue;
    const [associated] = await findAssociatedTokenPda({
      owner: owner as Address,
      mint: mint as Address,
      tokenProgram: programAddress(details.program),
    });
    const spent = spendAccount(ofMint, associated)!;
    const others = ofMint.filter((account) => account !== spent);
    const empty = ofMint.filter((account) => account.amount === 0n).length;
    const mintAuthority = details.mintAuthority;
    holdings.push({
      mint,
      name: details.name,
      symbol: details.symbol,
      decimals: details.decimals,
      balance: spent.amount,
      program: spent.program,
      tokenAccount: spent.address,
      ...(others.length > 0 && {
        otherAccounts: { count: others.length, balance: others.reduce((sum, account) => sum + account.amount, 0n) },
      }),
      ...(empty > 0 && { emptyAccounts: empty }),
      mintAuthority,
      canMint: mintAuthority === owner,
      ...(details.hiddenCharacters && { hiddenCharacters: true }),
      ...joinTraits(details.traits, accountTraits(decodeTokenAccountFull(spent.raw), spent.raw)),
    });
  }
  // The node's order is arbitrary; a stable one keeps the list from reshuffling on every refresh.
  return sortTokens(holdings);
}
