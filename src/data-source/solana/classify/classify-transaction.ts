import { shortenAddress } from '@/shared/lib/address';
import type { TransactionRecord, TransactionStatus, TransactionType } from '@/entities/transaction/model';
import type { MintLabel } from '../context';
import type { InstructionEvent } from './instruction-events';
import { accountKeyAddress, isSigner, type ParsedTransactionJson } from './parsed-transaction';
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

/** Lines about an account made or a nonce used: no token, not even SOL. */
const TOKENLESS: ReadonlySet<TransactionType> = new Set(['multisig', 'nonce', 'nonce-advance']);

type Shape = Pick<TransactionRecord, 'type' | 'amount' | 'decimals' | 'mint' | 'from' | 'to' | 'multisig'>;

/** Signed for through a multisig: the line names it (its authority), else says nothing. */
const viaMultisig = (authority: string, signers: string[] | undefined): Pick<Shape, 'multisig'> =>
  signers ? { multisig: authority } : {};

/** The wallet acted as this authority: it is the authority, or one of the multisig's signers that signed. */
const actedAs = (owner: string, authority: string, signers: string[] | undefined) =>
  authority === owner || (signers?.includes(owner) ?? false);

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
  const feePayer = accountKeyAddress(tx.transaction.message.accountKeys[0] ?? '');

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

  const made = events.find((event) => event.kind === 'initialize-multisig');
  if (made && (isSigner(tx, owner) || made.signers.includes(owner))) {
    return { type: 'multisig', amount: null, decimals: null, mint: undefined, from: feePayer, to: made.multisig };
  }
  const nonce = events.find((event) => event.kind === 'initialize-nonce');
  if (nonce && (nonce.authority === owner || feePayer === owner)) {
    return { type: 'nonce', amount: null, decimals: null, mint: undefined, from: feePayer, to: nonce.nonceAccount };
  }

  for (const event of events) {
    if (event.kind !== 'mint-to') continue;
    const recipient = ownerOf(event.account);
    if (!actedAs(owner, event.authority, event.signers) && recipient !== owner) continue;
    return {
      type: 'mint',
      amount: event.amount,
      decimals: decimalsOf(event.mint, event.decimals),
      mint: event.mint,
      from: event.authority,
      to: recipient ?? event.account,
      ...viaMultisig(event.authority, event.signers),
    };
  }

  const transfers = events.flatMap((event) => (event.kind === 'token-transfer' ? [event] : []));
  for (const event of transfers) {
    const sender = ownerOf(event.source) ?? event.authority;
    const recipient = ownerOf(event.destination);
    const outgoing = sender === owner || actedAs(owner, event.authority, event.signers);
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
      ...viaMultisig(event.authority, event.signers),
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

  // Last: a durable nonce is the lifetime of whatever else the transaction did; alone, it is the line.
  const advanced = events.find((event) => event.kind === 'advance-nonce');
  if (advanced && (advanced.authority === owner || feePayer === owner)) {
    return {
      type: 'nonce-advance',
      amount: null,
      decimals: null,
      mint: undefined,
      from: advanced.authority,
      to: advanced.nonceAccount,
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
  const token = shape.mint
    ? (label?.symbol ?? shortenAddress(shape.mint))
    : TOKENLESS.has(shape.type)
      ? undefined
      : 'SOL';
  return {
    ...base,
    ...fee,
    ...shape,
    ...(token && { token }),
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
        if (!actedAs(owner, event.authority, event.signers) && ownerOf(event.account) !== owner) break;
        return {
          // Burned by someone other than the account's owner (a permanent delegate): marked.
          type:
            ownerOf(event.account) !== undefined && ownerOf(event.account) !== event.authority ? 'force-burn' : 'burn',
          amount: event.amount,
          decimals: decimalsOf(event.mint, event.decimals),
          mint: event.mint,
          from: ownerOf(event.account) ?? event.authority,
          to: '',
          ...viaMultisig(event.authority, event.signers),
        };
      case 'close':
        if (!actedAs(owner, event.owner, event.signers)) break;
        return {
          type: 'close',
          amount: null,
          decimals: null,
          mint: mintOf(event.account),
          from: event.account,
          to: event.destination,
          ...viaMultisig(event.owner, event.signers),
        };
      case 'freeze':
      case 'thaw':
        if (!actedAs(owner, event.authority, event.signers) && ownerOf(event.account) !== owner) break;
        return {
          type: event.kind,
          amount: null,
          decimals: null,
          mint: event.mint,
          from: event.authority,
          to: ownerOf(event.account) ?? event.account,
          ...viaMultisig(event.authority, event.signers),
        };
      case 'set-authority':
        if (!actedAs(owner, event.authority, event.signers) && event.newAuthority !== owner) break;
        return {
          type: 'authority',
          amount: null,
          decimals: null,
          mint: mintOf(event.target) ?? event.target,
          from: event.authority,
          to: event.newAuthority ?? '',
          ...viaMultisig(event.authority, event.signers),
        };
      case 'metadata-update':
        if (event.authority !== owner) break;
        // Token-2022 keeps the metadata in the mint itself: the metadata address is the mint.
        return { type: 'metadata', amount: null, decimals: null, mint: event.metadata, from: event.authority, to: '' };
      case 'fee-change':
      case 'issuer-control':
        if (!actedAs(owner, event.authority, event.signers)) break;
        return {
          type: event.kind === 'fee-change' ? 'fee-change' : event.control,
          amount: null,
          decimals: null,
          mint: event.mint,
          from: event.authority,
          to: '',
          ...viaMultisig(event.authority, event.signers),
        };
      case 'fee-withdrawal':
        if (!actedAs(owner, event.authority, event.signers)) break;
        return {
          type: 'fee-withdrawal',
          amount: null,
          decimals: null,
          mint: event.mint,
          from: event.mint,
          to: ownerOf(event.destination) ?? event.destination,
          ...viaMultisig(event.authority, event.signers),
        };
      default:
        break;
    }
  }
  return null;
}
