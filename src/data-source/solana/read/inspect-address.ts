import type { AddressKind } from '../../contract';
import type { SolanaContext } from '../context';
import { parseAddress } from '../parse-address';
import { accountBytes, type RawAccount } from './raw-account';
import { readAccounts } from './read-mints';
import { programName as tokenProgramName } from './token-programs';
import { programName } from './known-programs';
import { programAccountIssue, recipientKindIssue } from '@/entities/token/lib/recipient-issue';
import { AppError } from '@/shared/lib/app-error';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const NONCE_ACCOUNT_SIZE = 80;
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
  if (tokenProgramName(raw.owner)) {
    const size = accountBytes(raw).length;
    if (size === MINT_SIZE) return 'mint';
    if (size === TOKEN_ACCOUNT_SIZE) return 'token-account';
    if (size === MULTISIG_SIZE) return 'multisig';
    const type = accountBytes(raw)[TOKEN_ACCOUNT_SIZE];
    if (type === ACCOUNT_TYPE_MINT) return 'mint';
    if (type === ACCOUNT_TYPE_ACCOUNT) return 'token-account';
    return 'other';
  }
  if (raw.owner !== SYSTEM_PROGRAM) return 'other';
  // The System program's accounts with data: a durable nonce account (80 bytes), or data kept there.
  const size = accountBytes(raw).length;
  return size === 0 ? 'wallet' : size === NONCE_ACCOUNT_SIZE ? 'nonce' : 'other';
}

/**
 * Why an address cannot take tokens as a wallet, in words, read from what it holds; null for a wallet (one
 * that holds nothing yet is still a wallet). The one check every way of paying shares, and runs again inside
 * the action: Send, Bulk send, a Solana Pay payment, a mint to another wallet.
 */
export function recipientIssueOf(raw: RawAccount | null): string | null {
  const kind = kindOf(raw);
  if (kind === 'other' && raw && raw.owner !== SYSTEM_PROGRAM) {
    const name = programName(raw.owner);
    return programAccountIssue(name ? `the ${name}` : `the program ${raw.owner}`);
  }
  return recipientKindIssue(kind);
}

/** Each address's issue as a recipient, in the order given (null where it is a wallet). */
export async function recipientIssues(ctx: SolanaContext, addresses: readonly string[]): Promise<(string | null)[]> {
  const raws = await readAccounts(
    ctx,
    addresses.map((address) => parseAddress(address, 'The address')),
  );
  return addresses.map((_, index) => recipientIssueOf(raws[index] ?? null));
}

/** Refuses, inside the action, a recipient that is no wallet: in the words the form says it. */
export async function refuseNonWallets(ctx: SolanaContext, addresses: readonly string[]) {
  const issues = await recipientIssues(ctx, addresses);
  const at = issues.findIndex((issue) => issue !== null);
  if (at < 0) return;
  const who = addresses.length > 1 ? `${addresses[at]}: ` : '';
  throw new AppError('invalid', `${who}${issues[at]}.`);
}
