import type { OwnedTokenAccount, SolanaContext } from '../context';
import { decodeTokenAccount, type RawAccount } from './raw-account';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM, programName } from './token-programs';

// Declared beside the context that shares it, so the context needs nothing from here.
export type { OwnedTokenAccount } from '../context';

interface KeyedAccount {
  pubkey: string;
  account: RawAccount;
}

/**
 * Every token account of the owner under both token programs, in one HTTP request (a batch of two
 * getTokenAccountsByOwner calls). Raw bytes are unpacked here rather than trusting a node's jsonParsed.
 */
export async function readTokenAccounts(ctx: SolanaContext, owner: string): Promise<OwnedTokenAccount[]> {
  const calls = [TOKEN_PROGRAM, TOKEN_2022_PROGRAM].map((programId) => ({
    method: 'getTokenAccountsByOwner',
    params: [owner, { programId }, { encoding: 'base64', commitment: 'confirmed' }],
  }));
  const results = (await ctx.batch(calls)) as { value: KeyedAccount[] }[];
  const accounts: OwnedTokenAccount[] = [];
  for (const { pubkey, account } of results.flatMap((result) => result.value)) {
    const program = programName(account.owner);
    if (!program) continue;
    try {
      const decoded = decodeTokenAccount(account);
      accounts.push({ address: pubkey, mint: decoded.mint, amount: decoded.amount, program, raw: account });
    } catch {
      // Not a token account after all (a node answered something odd): leave it out rather than fail the list.
    }
  }
  return accounts;
}

/**
 * Of the owner's accounts of one mint, the one a send spends from: the associated account when it is
 * among them, else the fullest. The token list and the send both use this rule, so the balance a form
 * checks is the balance the transfer draws on.
 */
export function spendAccount<T extends { address: string; amount: bigint }>(
  accounts: T[],
  associated: string,
): T | undefined {
  return (
    accounts.find((account) => account.address === associated) ??
    [...accounts].sort((a, b) =>
      a.amount === b.amount ? a.address.localeCompare(b.address) : a.amount > b.amount ? -1 : 1,
    )[0]
  );
}
