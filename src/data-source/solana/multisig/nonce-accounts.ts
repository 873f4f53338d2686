import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import type { NonceAccount } from '@/entities/multisig/model';
import type { SolanaContext } from '../context';
import { parseAddress } from '../parse-address';
import type { RawAccount } from '../read/raw-account';
import { readAccounts } from '../read/read-mints';
import { decodeNonceAccount, NONCE_ACCOUNT_BYTES } from '../send/nonce-account';
import { rememberedAddresses, rememberedAndFound } from './remembered';

export const rememberedNonces = rememberedAddresses('tokenManager.nonceAccounts');
const AUTHORITY_OFFSET = 8;

/** Nonce accounts whose authority is `owner`, where the node answers a search of the system program. */
async function searchByAuthority(ctx: SolanaContext, owner: string): Promise<string[]> {
  const [found] = (await ctx.batch([
    {
      method: 'getProgramAccounts',
      params: [
        SYSTEM_PROGRAM_ADDRESS,
        {
          encoding: 'base64',
          commitment: 'confirmed',
          dataSlice: { offset: 0, length: 0 },
          filters: [{ dataSize: NONCE_ACCOUNT_BYTES }, { memcmp: { offset: AUTHORITY_OFFSET, bytes: owner } }],
        },
      ],
    },
  ])) as [{ pubkey: string }[]];
  return found.map((each) => each.pubkey);
}

/** The nonce accounts of `owner`: remembered in this browser, or found where the cluster allows the search. */
export async function getNonceAccounts(ctx: SolanaContext, ownerAddress: string): Promise<NonceAccount[]> {
  const owner = parseAddress(ownerAddress, 'The wallet');
  const addresses = await rememberedAndFound(ctx, rememberedNonces, () => searchByAuthority(ctx, owner), owner);
  const raws: (RawAccount | null)[] = addresses.length ? await readAccounts(ctx, addresses) : [];
  return addresses.flatMap((address, index) => {
    const held = decodeNonceAccount(raws[index] ?? null);
    return held && held.authority === owner ? [{ address, ...held }] : [];
  });
}
