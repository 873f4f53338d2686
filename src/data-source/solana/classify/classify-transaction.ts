import { isOffCurveAddress, type Address } from '@solana/kit';
import { shortenAddress } from '@/shared/lib/address';
import type { BalanceChange, TransactionRecord, TransactionStatus } from '@/entities/transaction/model';
import type { MintLabel } from '../context';
import { isCoreProgram } from '../read/known-programs';
import { sumOf, tokenDelta, walletFlows, type WalletFlows } from './balance-changes';
import { describeByBalances } from './by-balances';
import { computeBudgetOf } from './compute-budget-of';
import type { InstructionEvent } from './instruction-events';
import { accountKeyAddress, isSigner, type ParsedTransactionJson } from './parsed-transaction';
import { instructionEvents } from './parser-registry';
import { describeUpkeep } from './describe-upkeep';
import { describeRentWithdrawal } from './describe-rent-withdrawal';
import { describeUnwrap, describeWrap } from './describe-wrap';
import { actedAs, viaMultisig, type Shape } from './history-shape';
import { decimalsInTransaction, tokenAccountBook, type TokenAccountFacts } from './token-account-book';

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

/** A wallet, not an account a program owns: "recently paid" and the look-alike baseline hold only these. */
const isWallet = (address: string | undefined): address is string => {
  try {
    return !!address && !isOffCurveAddress(address as Address);
  } catch {
    return false;
  }
};

/** Each recipient once, in order, with what it got of the total. */
function partsOf(transfers: { to: string; amount: bigint }[]) {
  const parts = new Map<string, bigint>();
  for (const { to, amount } of transfers) parts.set(to, (parts.get(to) ?? 0n) + amount);
  return [...parts].map(([to, amount]) => ({ to, amount }));
}

/** A payment's parts, the wallets among its recipients, and whether it went only to the wallet itself. */
function payment(owner: string, transfers: { to: string; amount: bigint }[]) {
  const parts = partsOf(transfers);
  const others = parts.filter((part) => part.to !== owner);
  return {
    self: others.length === 0,
    ...(others.length > 1 && { parts: others }),
    paid: others.map((part) => part.to).filter(isWallet),
    amount: others.reduce((sum, part) => sum + part.amount, 0n),
    to: others[0]?.to ?? owner,
  };
}

function describe(
  tx: ParsedTransactionJson,
  owner: string,
  events: InstructionEvent[],
  book: Map<string, TokenAccountFacts>,
  flows: WalletFlows,
  labelOf: ClassifyInput['labelOf'],
): Shape | null {
  const ownerOf = (account: string) => book.get(account)?.owner;
  const decimalsOf = (mint: string | undefined, stated?: number) =>
    stated ?? (mint ? (decimalsInTransaction(mint, book, events) ?? labelOf(mint)?.decimals) : undefined) ?? null;
  const mintOf = (account: string, stated?: string) => stated ?? book.get(account)?.mint;
  const feePayer = accountKeyAddress(tx.transaction.message.accountKeys[0] ?? '');

  const made = events.find((event) => event.kind === 'initialize-multisig');
  if (made && (isSigner(tx, owner) || made.signers.includes(owner))) {
    return { type: 'multisig', amount: null, decimals: null, mint: undefined, from: feePayer, to: made.multisig };
  }
  const withdrawn = describeRentWithdrawal(tx, events, owner);
  if (withdrawn) return withdrawn;
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

  // Before the transfers: a part unwrapped moves it between two of the wallet's own accounts first.
  const wrapping = { tx, events, owner, ownerOf, mintOf };
  const unwrapped = describeUnwrap(wrapping);
  if (unwrapped) return unwrapped;

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
    const decimals = decimalsOf(mint, event.decimals);
    const gross = counted.reduce((sum, other) => sum + other.amount, 0n);
    const via = viaMultisig(event.authority, event.signers);
    if (!outgoing) {
      // What arrived, as the node recorded it: less than what was sent when the mint withheld a fee.
      const arrived = flows.changes.find((change) => change.mint === mint)?.amount;
      const amount = arrived !== undefined && arrived > 0n && arrived < gross ? arrived : gross;
      return {
        type: 'receive',
        amount,
        decimals,
        mint,
        from: sender,
        to: recipient ?? event.destination,
        ...(amount < gross && { feeWithheld: gross - amount }),
        ...via,
      };
    }
    const sent = payment(
      owner,
      counted.map((other) => ({ to: ownerOf(other.destination) ?? other.destination, amount: other.amount })),
    );
    const stated = counted.reduce((sum, other) => sum + (other.fee ?? 0n), 0n);
    const arrived = sumOf(counted.map((other) => tokenDelta(tx, other.destination)));
    const withheld = stated > 0n ? stated : arrived !== undefined && arrived < gross ? gross - arrived : 0n;
    const fee = withheld > 0n && { feeWithheld: withheld };
    if (sent.self && !forced) {
      return { type: 'self-transfer', amount: gross, decimals, mint, from: owner, to: owner, ...fee, ...via };
    }
    return {
      type: forced ? 'force-transfer' : 'send',
      amount: forced ? gross : sent.amount,
      decimals,
      mint,
      from: sender,
      to: forced ? (recipient ?? event.destination) : sent.to,
      ...(sent.parts && { parts: sent.parts }),
      ...(!forced && { paid: sent.paid }),
      ...fee,
      ...via,
    };
  }

  const upkeep = describeUpkeep(events, owner, ownerOf, mintOf, decimalsOf);
  if (upkeep) return upkeep;
  const wrapped = describeWrap(wrapping);
  if (wrapped) return wrapped;

  // SOL between wallets: SOL put into a token account is wrapping it, or an account's rent, not a payment.
  const sol = events.flatMap((event) => (event.kind === 'sol-transfer' && !book.has(event.destination) ? [event] : []));
  const out = sol.filter((event) => event.source === owner);
  if (out.length > 0) {
    const sent = payment(
      owner,
      out.map((event) => ({ to: event.destination, amount: event.lamports })),
    );
    const total = out.reduce((sum, event) => sum + event.lamports, 0n);
    if (sent.self)
      return { type: 'self-transfer', amount: total, decimals: 9, mint: undefined, from: owner, to: owner };
    return {
      type: 'send',
      amount: sent.amount,
      decimals: 9,
      mint: undefined,
      from: owner,
      to: sent.to,
      ...(sent.parts && { parts: sent.parts }),
      paid: sent.paid,
    };
  }
  const incoming = sol.filter((event) => event.destination === owner);
  if (incoming.length > 0) {
    return {
      type: 'receive',
      amount: incoming.reduce((sum, event) => sum + event.lamports, 0n),
      decimals: 9,
      mint: undefined,
      from: incoming[0]!.source,
      to: owner,
    };
  }

  // Fees harvested into a mint (a withdrawal harvests too, and is named above): the fee payer's doing.
  const harvest = events.find((event) => event.kind === 'fee-harvest');
  if (harvest && feePayer === owner) {
    return { type: 'fee-harvest', amount: null, decimals: null, mint: harvest.mint, from: owner, to: '' };
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
  const { owner, labelOf } = input;
  const status: TransactionStatus = tx.meta?.err ? 'failed' : input.status;
  const feePayer = accountKeyAddress(tx.transaction.message.accountKeys[0] ?? '');
  // The fee is the fee payer's: shown (and exported) only for transactions this wallet paid for.
  const fee = tx.meta && feePayer === owner ? { feeLamports: BigInt(tx.meta.fee), budget: computeBudgetOf(tx) } : {};
  const events = instructionEvents(tx);
  const book = tokenAccountBook(tx, events);
  const flows = walletFlows(tx, owner, book, events);
  // Another program at the top (a swap, a pool, a program of any kind): what it did is read from the balances.
  const foreign = tx.transaction.message.instructions.find((instruction) => !isCoreProgram(instruction.programId));
  const ownerOf = (account: string) => book.get(account)?.owner;
  const shape =
    describeCreate(tx, owner, events, ownerOf) ??
    (foreign
      ? describeByBalances(flows, events, owner, book, foreign.programId)
      : describe(tx, owner, events, book, flows, labelOf));
  const named = (change: Omit<BalanceChange, 'token'>): BalanceChange => nameChange(change, labelOf);
  const facts = {
    ...(tx.meta && { changes: flows.changes.map(named) }),
    ...(flows.unread && { unread: flows.unread }),
  };
  if (!shape) {
    return { ...base, ...fee, type: 'other', amount: null, decimals: 0, from: feePayer, to: '', status, ...facts };
  }
  const label = shape.mint ? labelOf(shape.mint) : undefined;
  const token = shape.mint ? (label?.symbol ?? shortenAddress(shape.mint)) : shape.amount !== null ? 'SOL' : undefined;
  return {
    ...base,
    ...fee,
    ...shape,
    ...(shape.received && { received: named(shape.received) }),
    ...(token && { token }),
    status,
    ...(label?.scale && shape.amount !== null && { scale: label.scale }),
    ...facts,
  };
}

/** A change named: its token's symbol (or 'SOL', or the mint shortened), and a scaled token's rule. */
function nameChange(change: Omit<BalanceChange, 'token'>, labelOf: ClassifyInput['labelOf']): BalanceChange {
  if (!change.mint) return { ...change, token: 'SOL' };
  const label = labelOf(change.mint);
  return {
    ...change,
    token: label?.symbol ?? shortenAddress(change.mint),
    ...(label?.scale && { scale: label.scale }),
  };
}

/**
 * A token made: a new mint that signed the transaction (a key made for it), initialised while the wallet
 * signed. A pool's share mint is its program's own (no key signs for it): never the wallet's creation.
 */
function describeCreate(
  tx: ParsedTransactionJson,
  owner: string,
  events: InstructionEvent[],
  ownerOf: (account: string) => string | undefined,
): Shape | null {
  const created = events.find((event) => event.kind === 'initialize-mint' && isSigner(tx, event.mint));
  if (created?.kind !== 'initialize-mint' || !isSigner(tx, owner)) return null;
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
