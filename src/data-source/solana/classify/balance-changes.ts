import { NATIVE_MINTS } from '@/entities/token/lib/native-mints';
import type { InstructionEvent } from './instruction-events';
import { accountKeyAddress, type ParsedTransactionJson, type TokenBalanceJson } from './parsed-transaction';
import type { TokenAccountFacts } from './token-account-book';

/** Wrapped SOL: a token account of this mint holds SOL, and its owner's SOL and wSOL are one asset. */
export const NATIVE_MINT = NATIVE_MINTS['spl-token'];

/** One asset's exact change for the wallet: SOL when `mint` is absent. Signed base units. */
export interface AssetChange {
  mint?: string;
  amount: bigint;
  decimals: number | null;
}

export interface WalletFlows {
  /**
   * What the node recorded for the wallet: its SOL with the network fee apart, and each token summed over
   * its token accounts (wSOL as a token), nonzero only. Empty when nothing of the wallet's moved.
   */
  changes: AssetChange[];
  /**
   * The same as assets given and got: SOL and wSOL as one, and rent set apart (put into accounts that stay
   * open, or got back from accounts closed that were open before), so a new token account is not a cost.
   */
  gave: AssetChange[];
  got: AssetChange[];
  /** What the node's answer lacked, in words; absent when every balance was read. */
  unread?: string;
}

const sumInto = (map: Map<string, AssetChange>, mint: string | undefined, amount: bigint, decimals: number | null) => {
  const key = mint ?? '';
  const known = map.get(key);
  map.set(key, {
    ...(mint && { mint }),
    amount: (known?.amount ?? 0n) + amount,
    decimals: known?.decimals ?? decimals,
  });
};

const nonzero = (map: Map<string, AssetChange>) => [...map.values()].filter((change) => change.amount !== 0n);

/**
 * The wallet's own balance changes in a transaction, read from the node's pre and post balances: the
 * ground truth of what it did to the wallet, which the instructions only explain.
 */
export function walletFlows(
  tx: ParsedTransactionJson,
  owner: string,
  book: Map<string, TokenAccountFacts>,
  events: InstructionEvent[],
): WalletFlows {
  const { meta } = tx;
  if (!meta) return { changes: [], gave: [], got: [], unread: 'The node returned no balances for this transaction.' };
  const keys = tx.transaction.message.accountKeys.map(accountKeyAddress);
  const missing: string[] = [];
  if (meta.preBalances.length !== keys.length || meta.postBalances.length !== keys.length) {
    missing.push('a balance for every account it lists');
  }
  const lamports = (when: 'pre' | 'post', account: string): bigint | undefined => {
    const index = keys.indexOf(account);
    const value = (when === 'pre' ? meta.preBalances : meta.postBalances)[index];
    return index >= 0 && typeof value === 'number' ? BigInt(value) : undefined;
  };
  const raw = new Map<string, AssetChange>();
  const assets = new Map<string, AssetChange>();

  if (keys.includes(owner)) {
    const before = lamports('pre', owner);
    const after = lamports('post', owner);
    if (before === undefined || after === undefined) missing.push("the wallet's SOL");
    else {
      const fee = accountKeyAddress(tx.transaction.message.accountKeys[0] ?? '') === owner ? BigInt(meta.fee) : 0n;
      sumInto(raw, undefined, after - before + fee, 9);
      sumInto(assets, undefined, after - before + fee, 9);
    }
  }

  // Token balances: each of the wallet's token accounts, before and after (an account absent on a side is 0).
  const tokenAmounts = new Map<string, { mint: string; decimals: number; pre: bigint; post: bigint }>();
  for (const [side, list] of [
    ['pre', meta.preTokenBalances],
    ['post', meta.postTokenBalances],
  ] as const) {
    for (const balance of list ?? []) {
      const account = keys[balance.accountIndex];
      if (!account) {
        missing.push('a token balance naming no account of the transaction');
        continue;
      }
      const accountOwner = balance.owner ?? book.get(account)?.owner;
      if (accountOwner !== owner || !/^\d+$/.test(balance.uiTokenAmount.amount)) continue;
      const entry = tokenAmounts.get(account) ?? {
        mint: balance.mint,
        decimals: balance.uiTokenAmount.decimals,
        pre: 0n,
        post: 0n,
      };
      entry[side] = BigInt(balance.uiTokenAmount.amount);
      tokenAmounts.set(account, entry);
    }
  }
  for (const { mint, decimals, pre, post } of tokenAmounts.values()) {
    sumInto(raw, mint, post - pre, decimals);
    sumInto(assets, mint === NATIVE_MINT ? undefined : mint, post - pre, mint === NATIVE_MINT ? 9 : decimals);
  }

  // Rent apart: what the wallet put into accounts that stay open, and got back from accounts open before.
  const created = new Set(
    events.flatMap((event) =>
      event.kind === 'create-account'
        ? [event.account]
        : event.kind === 'create-associated-account'
          ? [event.account]
          : [],
    ),
  );
  const staysOpen = (account: string) => (lamports('post', account) ?? 0n) > 0n;
  let rent = 0n;
  for (const event of events) {
    if (event.kind === 'create-account' && event.source === owner && staysOpen(event.account)) rent += event.lamports;
    // An associated account funded by a plain transfer (the older path) is rent too, unless it holds wSOL.
    if (
      event.kind === 'sol-transfer' &&
      event.source === owner &&
      created.has(event.destination) &&
      book.get(event.destination)?.mint !== NATIVE_MINT &&
      staysOpen(event.destination)
    ) {
      rent += event.lamports;
    }
    if (event.kind === 'close' && event.destination === owner && !created.has(event.account)) {
      const held = lamports('pre', event.account) ?? 0n;
      const wrapped = book.get(event.account)?.mint === NATIVE_MINT ? (tokenAmounts.get(event.account)?.pre ?? 0n) : 0n;
      rent -= held - wrapped;
    }
  }
  if (rent !== 0n && assets.has('')) sumInto(assets, undefined, rent, 9);

  const changes = nonzero(raw);
  const net = nonzero(assets);
  return {
    changes,
    gave: net.filter((change) => change.amount < 0n),
    got: net.filter((change) => change.amount > 0n),
    ...(missing.length > 0 && { unread: `The node's answer lacked ${[...new Set(missing)].join(' and ')}.` }),
  };
}

/** How much a token account's balance moved, as the node recorded it; undefined when it recorded neither side. */
export function tokenDelta(tx: ParsedTransactionJson, account: string): bigint | undefined {
  const keys = tx.transaction.message.accountKeys.map(accountKeyAddress);
  const amountIn = (list: TokenBalanceJson[] | null | undefined) => {
    const found = list?.find((balance) => keys[balance.accountIndex] === account)?.uiTokenAmount.amount;
    return found !== undefined && /^\d+$/.test(found) ? BigInt(found) : undefined;
  };
  const before = amountIn(tx.meta?.preTokenBalances);
  const after = amountIn(tx.meta?.postTokenBalances);
  if (before === undefined && after === undefined) return undefined;
  return (after ?? 0n) - (before ?? 0n);
}

/** The sum of amounts all known; undefined when any is not. */
export function sumOf(amounts: (bigint | undefined)[]): bigint | undefined {
  let sum = 0n;
  for (const amount of amounts) {
    if (amount === undefined) return undefined;
    sum += amount;
  }
  return sum;
}
