import type { Address } from '@solana/kit';
import type { Mint } from '@solana-program/token-2022';
import { DataError } from '../../errors';
import type { SolanaContext } from '../context';
import { decodeMint, type RawAccount } from '../read/raw-account';
import { readAccounts } from '../read/read-mints';
import { programName } from '../read/token-programs';

/**
 * The mint and the token program that owns it (every action runs under the mint's own program), with
 * the account as read (its lamports and length, the "before" of a preview).
 */
export async function readMintAccount(ctx: SolanaContext, mint: Address) {
  const [raw] = await readAccounts(ctx, [mint]);
  return { ...mintFrom(ctx, mint, raw ?? null), raw: raw! };
}

/** Decodes an account read elsewhere as a mint, or says plainly that there is no mint there. */
export function mintFrom(ctx: SolanaContext, mint: string, raw: RawAccount | null): { mint: Mint; programId: Address } {
  if (!raw || !programName(raw.owner)) {
    throw new DataError('invalid', `No token mint exists at ${mint} on ${ctx.cluster.label}.`);
  }
  try {
    return { mint: decodeMint(raw), programId: raw.owner as Address };
  } catch {
    throw new DataError('invalid', `The account at ${mint} is not a token mint.`);
  }
}
