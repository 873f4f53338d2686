import { getBase64Encoder } from '@solana/kit';
import { getMultisigDecoder, getMultisigSize } from '@solana-program/token-2022';
import { AppError } from '@/shared/lib/app-error';
import type { MultisigAccount } from '@/entities/multisig/model';
import type { SolanaContext } from '../context';
import { parseAddress } from '../parse-address';
import type { RawAccount } from '../read/raw-account';
import { readAccounts } from '../read/read-mints';
import { programName, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../read/token-programs';
import { placesOf, rememberedAddresses, rememberedAndFound } from './remembered';

/** Both token programs lay a multisig out alike: m, n, initialized, then eleven signer slots. */
export const MULTISIG_BYTES = getMultisigSize();
const SIGNERS_OFFSET = 3;
const SIGNER_SLOTS = 11;

const base64 = getBase64Encoder();
const decoder = getMultisigDecoder();

export const rememberedMultisigs = rememberedAddresses('tokenManager.multisigs');
/** Multisigs met in a proposal's link: found again, but never taken for the wallet's own. */
export const metMultisigs = rememberedAddresses('tokenManager.metMultisigs');

/** The multisig an account holds; null when it holds none. */
export function decodeMultisig(address: string, raw: RawAccount | null): MultisigAccount | null {
  if (!raw || (raw.owner !== TOKEN_PROGRAM && raw.owner !== TOKEN_2022_PROGRAM)) return null;
  const bytes = base64.encode(raw.data[0]);
  if (bytes.length !== MULTISIG_BYTES) return null;
  const multisig = decoder.decode(bytes);
  if (!multisig.isInitialized) return null;
  return {
    address,
    program: programName(raw.owner)!,
    threshold: multisig.m,
    signers: multisig.signers.slice(0, multisig.n),
  };
}

/** The multisigs among these addresses, by address. */
export async function readMultisigs(ctx: SolanaContext, addresses: string[]): Promise<Map<string, MultisigAccount>> {
  const unique = [...new Set(addresses)];
  const raws = unique.length ? await readAccounts(ctx, unique) : [];
  const found = new Map<string, MultisigAccount>();
  unique.forEach((address, index) => {
    const multisig = decodeMultisig(address, raws[index] ?? null);
    if (multisig) found.set(address, multisig);
  });
  return found;
}

export async function getMultisig(ctx: SolanaContext, address: string): Promise<MultisigAccount> {
  const key = parseAddress(address, 'The multisig address');
  const multisig = (await readMultisigs(ctx, [key])).get(key);
  if (!multisig) throw new AppError('invalid', `There is no token multisig at ${key} on ${ctx.cluster.label}.`);
  // Only read: a multisig seen as another token's authority is not one of "your multisigs".
  return multisig;
}

/** Multisigs that name `owner` among their signers, one search per signer slot and token program. */
async function searchBySigner(ctx: SolanaContext, owner: string): Promise<string[]> {
  const calls = [TOKEN_PROGRAM, TOKEN_2022_PROGRAM].flatMap((program) =>
    Array.from({ length: SIGNER_SLOTS }, (_, slot) => ({
      method: 'getProgramAccounts',
      params: [
        program,
        {
          encoding: 'base64',
          commitment: 'confirmed',
          dataSlice: { offset: 0, length: 0 },
          filters: [{ dataSize: MULTISIG_BYTES }, { memcmp: { offset: SIGNERS_OFFSET + 32 * slot, bytes: owner } }],
        },
      ],
    })),
  );
  const answers = (await ctx.batch(calls)) as { pubkey: string }[][];
  return answers.flat().map((each) => each.pubkey);
}

/**
 * The multisigs created here, and those that name `owner` as a signer (remembered from a proposal, or
 * found by the cluster): each says which it is.
 */
export async function getMultisigs(ctx: SolanaContext, ownerAddress: string): Promise<MultisigAccount[]> {
  const owner = parseAddress(ownerAddress, 'The wallet');
  const [ownPlace, olderPlace] = placesOf(ctx, owner);
  const created = new Set(rememberedMultisigs.list(ownPlace!));
  // Kept before multisigs were told apart, those mixed the created and the met: listed only if they name you.
  const older = rememberedMultisigs.list(olderPlace!);
  const named = [...older, ...(await rememberedAndFound(ctx, metMultisigs, () => searchBySigner(ctx, owner)))];
  const read = await readMultisigs(ctx, [...new Set([...created, ...named])]);
  return [...read.values()]
    .map((multisig) => ({ ...multisig, createdHere: created.has(multisig.address) }))
    .filter((multisig) => multisig.createdHere || multisig.signers.includes(owner));
}
