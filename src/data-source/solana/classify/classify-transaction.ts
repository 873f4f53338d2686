import { shortenAddress } from '@/shared/lib/address';
import type { TransactionRecord, TransactionStatus } from '@/entities/transaction/model';
import type { MintLabel } from '../context';
import type { InstructionEvent } from './instruction-events';
import { accountKeyAddress, type ParsedTransactionJson } from './parsed-transaction';
import { instructionEvents } from './parser-registry';
import { decimalsInTransaction, tokenAccountBook } from './token-account-book';

export interface ClassifyInput {
  /** The wallet whose history this is: send and receive are from its point of view. */
  owner: string;
  signature: string;
  /** From getSignaturesForAddress; the transaction's own meta.err wins when it says failed. */
  status: TransactionStatus;
  blockTime: number | null;
  /** Name, symbol and decimals of mints known so far. */
  labelOf: (mint: string) => MintLabel | undefined;
}

type Shape = Pick<TransactionRecord, 'type' | 'amount' | 'decimals' | 'mint' | 'from' | 'to'>;

function isSigner(tx: ParsedTransactionJson, address: string): boolean {
  return tx.transaction.message.accountKeys.some(
    (key, index) =>
      accountKeyAddress(key) === address &&
      // Plain json has no signer flags; the fee payer is always the first key and a signer.
      (typeof key === 'string' ? index === 0 : key.signer),
  );
}

function describe(
  tx: ParsedTransactionJson,
  owner: string,
  events: InstructionEvent[],
  labelOf: ClassifyInput['labelOf'],
): Shape | null {
  const book = tokenAccountBook(tx, events);
  const ownerOf = (account: string) => book.get(account)?.owner;
  const decimalsOf = (mint: string | undefined, stated?: number) =>
    stated ?? (mint ? (decimalsInTransaction(mint, book, events) ?? labelOf(mint)?.decimals) : undefined) ?? null;
  const mintOf = (account: string, stated?: string) => stated ?? book.get(account)?.mint;

  const created = events.find((event) => event.kind === 'initialize-mint');
  if (created && isSigner(tx, owner)) {
    const initial = events.filter((event) => event.kind === 'mint-to' && event.mint === created.mint);
    const amount = initial.reduce((sum, event) => sum + (event.kind === 'mint-to' ? event.amount : 0n), 0n);
    const firstDestination = initial[0]?.kind === 'mint-to' ? ownerOf(initial[0].account) : undefined;
    return {
      type: 'create',
      amount,
      decimals: created.decimals,
      mint: created.mint,
      from: owner,
      to: firstDestination ?? owner,
    };
  }

  for (const event of events) {
    if (event.kind !== 'mint-to') continue;
    const recipient = ownerOf(event.account);
    if (event.authority !== owner && recipient !== owner) continue;
    return {
      type: 'mint',
      amount: event.amount,
      decimals: decimalsOf(event.mint, event.decimals),
      mint: event.mint,
      from: event.authority,
      to: recipient ?? event.account,
    };
  }

  const transfers = events.flatMap((event) => (event.kind === 'token-transfer' ? [event] : []));
  for (const event of transfers) {
    const sender = ownerOf(event.source) ?? event.authority;
    const recipient = ownerOf(event.destination);
    const outgoing = sender === owner || event.authority === owner;
    if (!outgoing && recipient !== owner) continue;
    const mint = mintOf(event.source, event.mint) ?? mintOf(event.destination);
    // A batch is one line: what the wallet sent of this token in all, to its first recipient; or, seen
    // by a recipient, all it received of it.
    const counted = transfers.filter(
      (other) =>
        (mintOf(other.source, other.mint) ?? mintOf(other.destination)) === mint &&
        (outgoing ? other.source === event.source : ownerOf(other.destination) === owner),
    );
    // Moved by someone other than the account's owner (a permanent delegate): marked, for both of them.
    const forced = ownerOf(event.source) !== undefined && event.authority !== sender && outgoing;
    return {
      type: forced ? 'force-transfer' : outgoing ? 'send' : 'receive',
      amount: counted.reduce((sum, other) => sum + other.amount, 0n),
      decimals: decimalsOf(mint, event.decimals),
      mint,
      from: sender,
      to: recipient ?? event.destination,
    };
  }

  const upkeep = describeUpkeep(events, owner, ownerOf, mintOf, decimalsOf);
  if (upkeep) return upkeep;

  for (const event of events) {
    if (event.kind !== 'sol-transfer') continue;
    if (event.source !== owner && event.destination !== owner) continue;
    return {
      type: event.source === owner ? 'send' : 'receive',
      amount: event.lamports,
      decimals: 9,
      mint: undefined,
      from: event.source,
      to: event.destination,
    };
  }
  return null;
}

/** One history line from a jsonParsed transaction (null while the node cannot return it yet). */
export function classifyTransaction(tx: ParsedTransactionJson | null, input: ClassifyInput): TransactionRecord {
  const blockTime = tx?.blockTime ?? input.blockTime;
  const base = { signature: input.signature, timestamp: blockTime ? blockTime * 1000 : null };
  if (!tx) {
    return { ...base, type: 'other', amount: null, decimals: 0, from: input.owner, to: '', status: input.status };
  }
  const status: TransactionStatus = tx.meta?.err ? 'failed' : input.status;
  const feePayer = accountKeyAddress(tx.transaction.message.accountKeys[0] ?? '');
  // The fee is the fee payer's: shown (and exported) only for transactions this wallet paid for.
  const fee = tx.meta && feePayer === input.owner ? { feeLamports: BigInt(tx.meta.fee) } : {};
  const shape = describe(tx, input.owner, instructionEvents(tx), input.labelOf);
  if (!shape) {
    return { ...base, ...fee, type: 'other', amount: null, decimals: 0, from: feePayer, to: '', status };
  }
  const label = shape.mint ? input.labelOf(shape.mint) : undefined;
  const token = shape.mint ? (label?.symbol ?? shortenAddress(shape.mint)) : 'SOL';
  return {
    ...base,
    ...fee,
    ...shape,
    token,
    status,
    ...(label?.scale && shape.amount !== null && { scale: label.scale }),
  };
}

/**
 * What an owner does after minting and sending: burn, close an account, freeze or thaw one, change an
 * authority, update metadata, withdraw withheld fees. Only what this wallet did or was done to it.
 */
function describeUpkeep(
  events: InstructionEvent[],
  owner: string,
  ownerOf: (account: string) => string | undefined,
  mintOf: (account: string, stated?: string) => string | undefined,
  decimalsOf: (mint: string | undefined, stated?: number) => number | null,
): Shape | null {
  for (const event of events) {
    switch (event.kind) {
      case 'burn':
        if (event.authority !== owner && ownerOf(event.account) !== owner) break;
        return {
          // Burned by someone other than the account's owner (a permanent delegate): marked.
          type:
            ownerOf(event.account) !== undefined && ownerOf(event.account) !== event.authority ? 'force-burn' : 'burn',
          amount: event.amount,
          decimals: decimalsOf(event.mint, event.decimals),
          mint: event.mint,
          from: ownerOf(event.account) ?? event.authority,
          to: '',
        };
      case 'close':
        if (event.owner !== owner) break;
        return {
          type: 'close',
          amount: null,
          decimals: null,
          mint: mintOf(event.account),
          from: event.account,
          to: event.destination,
        };
      case 'freeze':
      case 'thaw':
        if (event.authority !== owner && ownerOf(event.account) !== owner) break;
        return {
          type: event.kind,
          amount: null,
          decimals: null,
          mint: event.mint,
          from: event.authority,
          to: ownerOf(event.account) ?? event.account,
        };
      case 'set-authority':
        if (event.authority !== owner && event.newAuthority !== owner) break;
        return {
          type: 'authority',
          amount: null,
          decimals: null,
          mint: mintOf(event.target) ?? event.target,
          from: event.authority,
          to: event.newAuthority ?? '',
        };
      case 'metadata-update':
        if (event.authority !== owner) break;
        // Token-2022 keeps the metadata in the mint itself: the metadata address is the mint.
        return { type: 'metadata', amount: null, decimals: null, mint: event.metadata, from: event.authority, to: '' };
      case 'fee-change':
        if (event.authority !== owner) break;
        return { type: 'fee-change', amount: null, decimals: null, mint: event.mint, from: event.authority, to: '' };
      case 'issuer-control':
        if (event.authority !== owner) break;
        return { type: event.control, amount: null, decimals: null, mint: event.mint, from: event.authority, to: '' };
      case 'fee-withdrawal':
        if (event.authority !== owner) break;
        return {
          type: 'fee-withdrawal',
          amount: null,
          decimals: null,
          mint: event.mint,
          from: event.mint,
          to: ownerOf(event.destination) ?? event.destination,
        };
      default:
        break;
    }
  }
  return null;
}
