import { getAddressDecoder, getBase64Encoder, type Address } from '@solana/kit';
import type { HolderSnapshot, SnapshotHolder, SnapshotOptions } from '@/entities/token/holder-snapshot';
import { checkedExclusions, snapshotOf } from '../../snapshot-rules';
import { AppError, isAppError } from '@/shared/lib/app-error';
import { readMintAccount } from './read-mint';
import type { SolanaContext } from '../context';
import { parseAddress } from '../parse-address';
import { TOKEN_PROGRAM } from './token-programs';

/** A token account's base layout, the same in both programs: mint, owner, amount, …, state at 108. */
const SLICE = { offset: 32, length: 77 };
const TOKEN_ACCOUNT_BYTES = 165;
const FROZEN = 2;
const DAS_PAGE = 1000;

const base64 = getBase64Encoder();
const addresses = getAddressDecoder();

interface Found {
  slot: bigint;
  accounts: SnapshotHolder[];
}

/**
 * Every account of the mint in one scan of its program, each read as a slice (owner, amount, state):
 * the mint and, for the classic program, the account size filter what the node returns.
 */
async function byProgramAccounts(ctx: SolanaContext, mint: Address, programId: Address): Promise<Found> {
  const filters = [
    ...(programId === TOKEN_PROGRAM ? [{ dataSize: TOKEN_ACCOUNT_BYTES }] : []),
    { memcmp: { offset: 0, bytes: mint } },
  ];
  const [answer] = (await ctx.batch([
    {
      method: 'getProgramAccounts',
      params: [
        programId,
        { encoding: 'base64', commitment: 'confirmed', withContext: true, dataSlice: SLICE, filters },
      ],
    },
  ])) as [{ context: { slot: number }; value: { pubkey: string; account: { data: [string, string] } }[] }];
  return {
    slot: BigInt(answer.context.slot),
    accounts: answer.value.map(({ pubkey, account }) => {
      const bytes = base64.encode(account.data[0]);
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      return {
        tokenAccount: pubkey,
        owner: addresses.decode(bytes.subarray(0, 32)),
        amount: view.getBigUint64(32, true),
        frozen: bytes[108 - SLICE.offset] === FROZEN,
      };
    }),
  };
}

interface DasPage {
  token_accounts?: { address: string; owner: string; amount: number | string; frozen?: boolean }[];
  cursor?: string | null;
}

/** The DAS getTokenAccounts method, page by page along its cursor; the slot is the one the read began at. */
async function byDas(ctx: SolanaContext, mint: Address, onProgress?: (read: number) => void): Promise<Found> {
  const slot = await ctx.rpc.getSlot({ commitment: 'confirmed' }).send();
  const accounts: SnapshotHolder[] = [];
  let cursor: string | null | undefined;
  do {
    const [page] = (await ctx.batch([
      {
        method: 'getTokenAccounts',
        params: { mint, limit: DAS_PAGE, ...(cursor && { cursor }), options: { showZeroBalance: false } },
      },
    ])) as [DasPage];
    const list = page.token_accounts ?? [];
    for (const each of list) {
      accounts.push({
        tokenAccount: each.address,
        owner: each.owner,
        amount: BigInt(each.amount),
        frozen: !!each.frozen,
      });
    }
    onProgress?.(accounts.length);
    cursor = list.length === DAS_PAGE ? page.cursor : null;
  } while (cursor);
  return { slot, accounts };
}

const NEITHER =
  'This cluster answers neither a scan of the token program for this token (getProgramAccounts) nor the DAS getTokenAccounts method: choose an RPC URL whose provider offers one of them to read every holder.';

/** Every holder of the mint at one slot (see snapshotOf for who counts and who is left out). */
export async function getHolderSnapshot(
  ctx: SolanaContext,
  mintAddress: string,
  options: SnapshotOptions = {},
  onProgress?: (read: number) => void,
): Promise<HolderSnapshot> {
  const mintKey = parseAddress(mintAddress, 'The token address');
  // Checked before anything is read: a bad exclusion is said at once.
  checkedExclusions(options.exclude);
  const { mint, programId } = await readMintAccount(ctx, mintKey);
  let found: Found;
  try {
    found = await byProgramAccounts(ctx, mintKey, programId);
  } catch (scanError) {
    if (!isAppError(scanError)) throw scanError;
    try {
      found = await byDas(ctx, mintKey, onProgress);
    } catch (dasError) {
      if (!isAppError(dasError, 'rpc')) throw dasError;
      throw new AppError('unsupported', NEITHER, { cause: scanError });
    }
  }
  onProgress?.(found.accounts.length);
  return snapshotOf(found.accounts, options, {
    mint: mintKey,
    slot: found.slot,
    decimals: mint.decimals,
    supply: mint.supply,
  });
}
