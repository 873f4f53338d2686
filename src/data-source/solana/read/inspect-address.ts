import type { AddressKind } from '../../contract';
import type { SolanaContext } from '../context';
import { parseAddress } from '../parse-address';
import { accountBytes, type RawAccount } from './raw-account';
import { readAccounts } from './read-mints';
import { programName } from './token-programs';

const MINT_SIZE = 82;
const TOKEN_ACCOUNT_SIZE = 165;
// Token-2022 accounts with extensions carry their type after the 165 base bytes: 1 = mint, 2 = account.
const ACCOUNT_TYPE_MINT = 1;
const ACCOUNT_TYPE_ACCOUNT = 2;

/** One account read: a token program's mint or account, an executable program, or a wallet. */
export async function inspectAddress(ctx: SolanaContext, address: string): Promise<AddressKind> {
  const [raw] = await readAccounts(ctx, [parseAddress(address, 'The address')]);
  return kindOf(raw ?? null);
}

/** What an account is, from its owner and bytes: nothing there is a wallet yet to be funded. */
export function kindOf(raw: RawAccount | null): AddressKind {
  if (!raw) return 'wallet';
  if (raw.executable) return 'program';
  if (programName(raw.owner)) {
    const size = accountBytes(raw).length;
    if (size === MINT_SIZE) return 'mint';
    if (size === TOKEN_ACCOUNT_SIZE) return 'token-account';
    const type = accountBytes(raw)[TOKEN_ACCOUNT_SIZE];
    if (type === ACCOUNT_TYPE_MINT) return 'mint';
    if (type === ACCOUNT_TYPE_ACCOUNT) return 'token-account';
    return 'other';
  }
  return raw.owner === '11111111111111111111111111111111' ? 'wallet' : 'other';
}
