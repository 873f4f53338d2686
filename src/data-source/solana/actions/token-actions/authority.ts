import { unwrapOption, type Address } from '@solana/kit';
import type { Extension, Mint } from '@solana-program/token-2022';
import { DataError } from '../../../errors';
import type { SolanaContext } from '../../context';
import { readAccounts } from '../../read/read-mints';
import type { RawAccount } from '../../read/raw-account';
import { parseAddress } from '../amount-limits';
import { mintFrom } from '../read-mint';

/** The mint an action works on, with its raw account (lamports, length) and its program. */
export async function readActionMint(ctx: SolanaContext, mintAddress: string) {
  const mintKey = parseAddress(mintAddress, 'The token address');
  const [raw] = await readAccounts(ctx, [mintKey]);
  const { mint, programId } = mintFrom(ctx, mintKey, raw ?? null);
  return { mintKey, raw: raw as RawAccount, mint, programId };
}

/** The extension of this kind the mint carries, if any. */
export function extensionOf<K extends Extension['__kind']>(mint: Mint, kind: K) {
  return ((unwrapOption(mint.extensions) ?? []) as Extension[]).find(
    (each): each is Extract<Extension, { __kind: K }> => each.__kind === kind,
  );
}

/**
 * Said before the wallet is asked, in the words a failed simulation would use: the wallet must hold this
 * authority, and a revoked one can never be used again.
 */
export function requireAuthority(current: string | null | undefined, owner: Address, what: string): void {
  if (current === null || current === undefined) {
    throw new DataError('simulation-failed', `No one holds the ${what} of this token: it was revoked, or never set.`);
  }
  if (current !== owner) throw new DataError('simulation-failed', `This wallet is not the ${what} of this token.`);
}
