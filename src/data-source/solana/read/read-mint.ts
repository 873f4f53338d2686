import type { Address } from '@solana/kit';
import {
  TOKEN_2022_PROGRAM_ADDRESS,
  TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  type Mint,
} from '@solana-program/token-2022';
import { AppError } from '@/shared/lib/app-error';
import type { SolanaContext } from '../context';
import { decodeMint, decodeTokenAccountFull, type RawAccount } from './raw-account';
import { readAccounts } from './read-mints';
import { programName } from './token-programs';

/**
 * The mint and the token program that owns it (every action runs under the mint's own program), with
 * the account as read (its lamports and length, the "before" of a preview).
 */
export async function readMintAccount(ctx: SolanaContext, mint: Address) {
  const [raw] = await readAccounts(ctx, [mint]);
  return { ...mintFrom(ctx, mint, raw ?? null), raw: raw! };
}

/**
 * The mint and a wallet's associated account of it, in one request: the mint's program is not known
 * before the mint is read, so the associated account is read under both programs, and the mint's kept.
 * `also`: more accounts read in the same request, returned in order.
 */
export async function readMintAndAssociated(
  ctx: SolanaContext,
  mintKey: Address,
  wallet: Address,
  also: readonly Address[] = [],
) {
  const candidates = await Promise.all(
    [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS].map(
      async (tokenProgram) => (await findAssociatedTokenPda({ owner: wallet, mint: mintKey, tokenProgram }))[0],
    ),
  );
  const [mintRaw, ...rest] = await readAccounts(ctx, [mintKey, ...also, ...candidates]);
  const { mint, programId } = mintFrom(ctx, mintKey, mintRaw ?? null);
  const index = programId === TOKEN_PROGRAM_ADDRESS ? 0 : 1;
  return {
    mint,
    mintRaw: mintRaw!,
    programId,
    associated: { address: candidates[index]!, raw: rest[also.length + index] ?? null },
    also: rest.slice(0, also.length),
  };
}

/** Decodes an account read elsewhere as a mint, or says plainly that there is no mint there. */
export function mintFrom(ctx: SolanaContext, mint: string, raw: RawAccount | null): { mint: Mint; programId: Address } {
  if (!raw || !programName(raw.owner)) {
    throw new AppError('invalid', `No token mint exists at ${mint} on ${ctx.cluster.label}.`);
  }
  try {
    return { mint: decodeMint(raw), programId: raw.owner as Address };
  } catch {
    throw new AppError('invalid', `The account at ${mint} is not a token mint.`);
  }
}

function tokenAccountOfMint(raw: RawAccount | null | undefined, mint: Address) {
  if (!raw) return null;
  try {
    const account = decodeTokenAccountFull(raw);
    return account.mint === mint ? account : null;
  } catch {
    return null;
  }
}

/**
 * The mint and the holder's account an authority acts on: `holder` as given when it is a token account of
 * this mint, else the wallet's associated account (`byWallet` says which). The account is null when the
 * holder has none.
 */
export async function readHolderAccount(ctx: SolanaContext, mintKey: Address, holder: Address) {
  const read = await readMintAndAssociated(ctx, mintKey, holder, [holder]);
  const asGiven = read.also[0];
  const byWallet = !tokenAccountOfMint(asGiven, mintKey);
  const target = byWallet ? read.associated : { address: holder, raw: asGiven ?? null };
  return { ...read, target, byWallet, account: tokenAccountOfMint(target.raw, mintKey) };
}
