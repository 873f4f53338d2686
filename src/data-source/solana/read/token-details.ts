import { NO_HOOK_PROGRAM } from '@/entities/token/lib/hook-program';
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { isOption, unwrapOption, type Address } from '@solana/kit';
import { AccountState, type Extension } from '@solana-program/token-2022';
import type { ExtensionParam, TokenDetails, TokenHolder } from '@/entities/token/model';
import { isValidAddress } from '@/shared/lib/address';
import { AppError } from '@/shared/lib/app-error';
import { parseAddress } from '../parse-address';
import { mintFrom } from './read-mint';
import type { SolanaContext } from '../context';
import { readAccounts, readMints } from './read-mints';
import { decodeTokenAccount, decodeTokenAccountFull, type RawAccount } from './raw-account';
import { accountTraits, joinTraits } from './token-traits';

const ACCOUNT_STATES: Record<number, string> = {
  [AccountState.Uninitialized]: 'Uninitialized',
  [AccountState.Initialized]: 'Initialized',
  [AccountState.Frozen]: 'Frozen',
};

/** An extension's fields as name/value text, nested ones flattened ("newerTransferFee.maximumFee"). */
const UNSET_ADDRESS: string = SYSTEM_PROGRAM_ADDRESS;

function paramsOf(value: Record<string, unknown>, prefix = ''): ExtensionParam[] {
  return Object.entries(value).flatMap(([key, raw]): ExtensionParam[] => {
    if (key === '__kind') return [];
    const name = prefix ? `${prefix}.${key}` : key;
    const field = isOption(raw) ? unwrapOption(raw) : raw;
    // An unset authority is a revoked one: still an address field, shown as "Revoked".
    if (field === null || field === undefined)
      return [{ name, value: null, ...(/authority$/i.test(key) && { address: true }) }];
    if (typeof field === 'bigint' || typeof field === 'number') return [{ name, value: field.toString() }];
    if (typeof field === 'boolean') return [{ name, value: field ? 'Yes' : 'No' }];
    // Some extensions keep an unset authority as the all-zero address: revoked too.
    if (field === UNSET_ADDRESS && /authority$/i.test(key)) return [{ name, value: null, address: true }];
    // A transfer hook with no program set keeps zeroes.
    if (field === UNSET_ADDRESS && key === 'programId') return [{ name, value: NO_HOOK_PROGRAM }];
    if (typeof field === 'string') return [{ name, value: field, ...(isValidAddress(field) && { address: true }) }];
    if (field instanceof Uint8Array) return [{ name, value: `${field.length} bytes` }];
    if (Array.isArray(field)) return [{ name, value: field.map(String).join(', ') || '—' }];
    if (typeof field === 'object') return paramsOf(field as Record<string, unknown>, name);
    return [{ name, value: String(field) }];
  });
}

/** The mint in full: supply, authorities, the metadata it holds, every extension with its parameters. */
export async function getTokenDetails(ctx: SolanaContext, mintAddress: string, owner: string): Promise<TokenDetails> {
  const mintKey = parseAddress(mintAddress, 'The token address');
  const [details, accounts] = await Promise.all([
    readMints(ctx, [mintKey]),
    ctx.tokenAccountsOf(parseAddress(owner, 'The wallet')),
  ]);
  const found = details.get(mintKey);
  if (!found) {
    // readMints leaves out what is not a mint; mintFrom says which: nothing there, or not a mint.
    const [raw] = await readAccounts(ctx, [mintKey]);
    mintFrom(ctx, mintKey, raw ?? null);
    throw new AppError('invalid', `The account at ${mintKey} is not a token mint.`);
  }
  const { mint } = found;
  const own = accounts.filter((account) => account.mint === mintKey);
  const ownTraits = own
    .map((account) => accountTraits(decodeTokenAccountFull(account.raw), account.raw))
    .reduce(joinTraits, found.traits);
  const extensions: Extension[] = unwrapOption(mint.extensions) ?? [];
  const metadata = extensions.find((each) => each.__kind === 'TokenMetadata');
  return {
    mint: mintKey,
    program: found.program,
    name: found.name,
    symbol: found.symbol,
    ...(found.hiddenCharacters && { hiddenCharacters: true }),
    decimals: mint.decimals,
    supply: mint.supply,
    balance: own.reduce((sum, account) => sum + account.amount, 0n),
    ...ownTraits,
    mintAuthority: unwrapOption(mint.mintAuthority) ?? null,
    freezeAuthority: unwrapOption(mint.freezeAuthority) ?? null,
    metadata:
      metadata && metadata.__kind === 'TokenMetadata'
        ? {
            updateAuthority: unwrapOption(metadata.updateAuthority) ?? null,
            uri: metadata.uri,
            additional: [...metadata.additionalMetadata.entries()],
          }
        : null,
    extensions: extensions
      .filter((each) => each.__kind !== 'TokenMetadata')
      .map((each): TokenDetails['extensions'][number] => ({
        name: each.__kind,
        // An account state is an enum on chain: said as a word, not its number.
        params: paramsOf(
          each.__kind === 'DefaultAccountState'
            ? { state: ACCOUNT_STATES[each.state] ?? String(each.state) }
            : (each as unknown as Record<string, unknown>),
        ),
      }))
      // The mint's extensions this app cannot read, named by their number.
      .concat((found.traits.unknownExtensions ?? []).map((type) => ({ name: `Extension ${type}`, params: [] }))),
  };
}

/** The cluster's list of the mint's largest accounts, each with the wallet that owns it; null when refused. */
export async function getLargestHolders(ctx: SolanaContext, mintAddress: string): Promise<TokenHolder[] | null> {
  const mintKey = parseAddress(mintAddress, 'The token address');
  let largest: readonly { address: Address; amount: string }[];
  try {
    largest = (await ctx.rpc.getTokenLargestAccounts(mintKey, { commitment: 'confirmed' }).send()).value;
  } catch {
    return null;
  }
  const raws = await readAccounts(
    ctx,
    largest.map((entry) => entry.address),
  );
  return largest.map((entry, index) => {
    return { account: entry.address, owner: ownerOf(raws[index] ?? null), amount: BigInt(entry.amount) };
  });
}

function ownerOf(raw: RawAccount | null): string | null {
  try {
    return raw ? decodeTokenAccount(raw).owner : null;
  } catch {
    return null;
  }
}
