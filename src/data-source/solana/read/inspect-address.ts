import type { AddressKind } from '../../contract';
import type { SolanaContext } from '../context';
import { parseAddress } from '../parse-address';
import { accountBytes, type RawAccount } from './raw-account';
import { readAccounts } from './read-mints';
import { programName } from './token-programs';

const MINT_SIZE = 82;
const TOKEN_ACCOUNT_SIZE = 165;
/** An SPL Token multisig: m, n, initialized, and 11 signer keys. */
const MULTISIG_SIZE = 355;
// Token-2022 accounts with extensions carry their type after the 165 base bytes: 1 = mint, 2 = account.
const ACCOUNT_TYPE_MINT = 1;
const ACCOUNT_TYPE_ACCOUNT = 2;

/** One account read: a token program's mint, account or multisig, an executable program, or a wallet. */
export async function inspectAddress(ctx: SolanaContext, address: string): Promise<AddressKind> {
  const [kind] = await inspectAddresses(ctx, [address]);
  return kind!;
}

/** Many, read in batches (a bulk send's recipients), in the order given. */
export async function inspectAddresses(ctx: SolanaContext, addresses: readonly string[]): Promise<AddressKind[]> {
  const raws = await readAccounts(
    ctx,
    addresses.map((address) => parseAddress(address, 'The address')),
  );
  return addresses.map((_, index) => kindOf(raws[index] ?? null));
}

/** What an account is, from its owner and bytes: nothing there is a wallet yet to be funded. */
export function kindOf(raw: RawAccount | null): AddressKind {
  if (!raw) return 'wallet';
  if (raw.executable) return 'program';
  if (programName(raw.owner)) {
    const size = accountBytes(raw).length;
    if (size === MINT_SIZE) return 'mint';
    if (size === TOKEN_ACCOUNT_SIZE) return 'token-account';
    if (size === MULTISIG_SIZE) return 'multisig';
    const type = accountBytes(raw)[TOKEN_ACCOUNT_SIZE];
    if (type === ACCOUNT_TYPE_MINT) return 'mint';
    if (type === ACCOUNT_TYPE_ACCOUNT) return 'token-account';
    return 'other';
  }
  return raw.owner === '11111111111111111111111111111111' ? 'wallet' : 'other';
}
