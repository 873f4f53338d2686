import { nativeMintProgram, WRAPPED_SOL_LABEL } from '@/entities/token/lib/native-mints';
import { shortenAddress } from '@/shared/lib/address';
import { hasHiddenCharacters, neutralizeText } from '@/shared/lib/untrusted-text';
import { address as toAddress } from '@solana/kit';
import type { Mint } from '@solana-program/token-2022';
import type { TokenProgram, TokenTraits } from '@/entities/token/model';
import type { MintLabel, SolanaContext } from '../context';
import { chunk } from '../rpc/batch';
import { embeddedMetadata, metaplexMetadataAddress, parseMetaplexMetadata } from './mint-metadata';
import { accountBytes, decodeMint, mintAuthorityOf, type RawAccount } from './raw-account';
import { programName } from './token-programs';
import { CLOCK_SYSVAR, clusterTime, mintTraits } from './token-traits';

export interface MintDetails extends MintLabel {
  mint: Mint;
  program: TokenProgram;
  /** base58, or null once the supply is fixed */
  mintAuthority: string | null;
  /** The name or symbol on chain carried hidden or direction-changing characters (now made visible). */
  hiddenCharacters?: boolean;
  /** What the mint imposes on holders (its amount rule at the cluster's time, a pause...). */
  traits: TokenTraits;
}

// getMultipleAccounts takes at most 100 keys; every chunk still travels in the same HTTP batch.
const MAX_KEYS = 100;

export async function readAccounts(ctx: SolanaContext, addresses: string[]): Promise<(RawAccount | null)[]> {
  const calls = chunk(addresses, MAX_KEYS).map((keys) => ({
    method: 'getMultipleAccounts',
    params: [keys, { encoding: 'base64', commitment: 'confirmed' }],
  }));
  const results = (await ctx.batch(calls)) as { value: (RawAccount | null)[] }[];
  return results.flatMap((result) => result.value);
}

/**
 * Reads many mints in at most two HTTP requests whatever their number: one batch for the mints, one for
 * the Metaplex metadata accounts of mints that carry no name of their own. Unknown mints are left out.
 */
export function readMints(ctx: SolanaContext, mintAddresses: string[]): Promise<Map<string, MintDetails>> {
  const read = readMintsNow(ctx, mintAddresses);
  ctx.mintReads.add(read);
  return read.finally(() => ctx.mintReads.delete(read));
}

async function readMintsNow(ctx: SolanaContext, mintAddresses: string[]): Promise<Map<string, MintDetails>> {
  const unique = [...new Set(mintAddresses)];
  // The cluster's clock rides in the same request: scaled amounts are computed at its time.
  const [clock, ...accounts] = await readAccounts(ctx, [CLOCK_SYSVAR, ...unique]);
  const now = clusterTime(clock);
  const details = new Map<string, MintDetails>();
  const unnamed: string[] = [];
  accounts.forEach((raw, index) => {
    const address = unique[index];
    if (!raw || !address) return;
    const program = programName(raw.owner);
    if (!program) return;
    let mint: Mint;
    try {
      mint = decodeMint(raw);
    } catch {
      return;
    }
    const named = embeddedMetadata(mint);
    if (!named) unnamed.push(address);
    // Wrapped SOL has a name of its own even where no Metaplex account gives it one (the local chain).
    const short = shortenAddress(address);
    const fallback = nativeMintProgram(address) ? WRAPPED_SOL_LABEL : { name: short, symbol: short };
    details.set(address, {
      mint,
      program,
      mintAuthority: mintAuthorityOf(mint),
      decimals: mint.decimals,
      name: named?.name || fallback.name,
      symbol: named?.symbol || fallback.symbol,
      traits: mintTraits(mint, raw, now),
    });
  });

  if (unnamed.length > 0) {
    const metadataAccounts = await readAccounts(
      ctx,
      await Promise.all(unnamed.map((mint) => metaplexMetadataAddress(toAddress(mint)))),
    );
    metadataAccounts.forEach((raw, index) => {
      const entry = details.get(unnamed[index] ?? '');
      if (!raw || !entry) return;
      const named = parseMetaplexMetadata(accountBytes(raw));
      if (named?.name) entry.name = named.name;
      if (named?.symbol) entry.symbol = named.symbol;
    });
  }
  for (const [address, entry] of details) {
    // Names are written by whoever made the mint: hidden and direction-changing characters are shown as such.
    entry.hiddenCharacters = hasHiddenCharacters(entry.name) || hasHiddenCharacters(entry.symbol);
    entry.name = neutralizeText(entry.name);
    entry.symbol = neutralizeText(entry.symbol);
    ctx.mintLabels.set(address, {
      name: entry.name,
      symbol: entry.symbol,
      decimals: entry.decimals,
      ...(entry.traits.scale && { scale: entry.traits.scale }),
    });
  }
  return details;
}
