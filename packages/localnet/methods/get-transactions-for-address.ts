// getTransactionsForAddress, as RPC providers that index history offer it (Helius first; not a validator
// method): an address's transactions, its token accounts' too on request, in pages along a pagination token.
// Answered only when the chain is started with `indexedHistory` (`--indexed-history`); else "Method not
// found", as a plain validator answers.
import type { TxRecord } from '../chain/records';
import { readTokenAccount, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../chain/token-layout';
import { checkVersion, maxVersionParam } from '../chain/transaction-version';
import { encodeTransaction, type TxEncoding } from '../encoding/transaction-encoding';
import { invalidParams, METHOD_NOT_FOUND, RpcError } from '../rpc-error';
import type { Handler } from './context';
import { checkMinContextSlot, configAt, confirmedOrFinalized, pubkeyParam } from './params';

const MOST = { signatures: 1000, full: 100 } as const;
const TOKEN_ACCOUNTS = ['none', 'balanceChanged', 'all'] as const;
const ENCODINGS = ['json', 'jsonParsed', 'base64', 'base58'];

type TokenAccounts = (typeof TOKEN_ACCOUNTS)[number];

function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string, fallback: T): T {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    throw invalidParams(`Invalid params: ${name} must be one of ${allowed.join(', ')}`);
  }
  return value as T;
}

/** The wallet's token accounts: those it owns now, and those its transactions show it owned (closed since). */
function tokenAccountsOf(
  address: string,
  own: TxRecord[],
  all: (program: string) => [string, { owner: string; data: Uint8Array }][],
) {
  const accounts = new Set<string>();
  for (const program of [TOKEN_PROGRAM, TOKEN_2022_PROGRAM]) {
    for (const [key, state] of all(program)) {
      if (readTokenAccount(state.owner, state.data)?.owner === address) accounts.add(key);
    }
  }
  for (const rec of own) {
    for (const balance of [...rec.preTokenBalances, ...rec.postTokenBalances]) {
      const key = rec.accountKeys[balance.accountIndex];
      if (balance.owner === address && key) accounts.add(key);
    }
  }
  return accounts;
}

/** Whether the transaction moved this account's token balance. */
function movedBalance(rec: TxRecord, account: string): boolean {
  const index = rec.accountKeys.indexOf(account);
  const amount = (list: TxRecord['preTokenBalances']) =>
    list.find((balance) => balance.accountIndex === index)?.uiTokenAmount.amount ?? '0';
  return index >= 0 && amount(rec.preTokenBalances) !== amount(rec.postTokenBalances);
}

const tokenOf = (rec: TxRecord) => `${rec.slot}:${rec.seq}`;

function parseToken(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  const match = typeof value === 'string' ? /^\d+:(\d+)$/.exec(value) : null;
  if (!match) throw invalidParams('Invalid params: paginationToken is not one this method gave');
  return Number(match[1]);
}

export const getTransactionsForAddress: Handler = (params, { chain, indexedHistory }) => {
  if (!indexedHistory) throw new RpcError(METHOD_NOT_FOUND, 'Method not found');
  const address = pubkeyParam(params, 0, 'address');
  const config = configAt(params, 1);
  const c = confirmedOrFinalized(config);
  checkMinContextSlot(chain, config, c);
  const details = oneOf(config.transactionDetails, ['signatures', 'full'], 'transactionDetails', 'signatures');
  const order = oneOf(config.sortOrder, ['desc', 'asc'], 'sortOrder', 'desc');
  const limit = config.limit ?? MOST[details];
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MOST[details]) {
    throw invalidParams(`Invalid params: limit must be 1 to ${MOST[details]} with transactionDetails ${details}`);
  }
  const encoding = oneOf(config.encoding, ENCODINGS, 'encoding', 'json') as TxEncoding;
  const versions = maxVersionParam(config.maxSupportedTransactionVersion);
  const filters = (config.filters ?? {}) as Record<string, unknown>;
  if (typeof filters !== 'object' || Array.isArray(filters)) throw invalidParams('Invalid params: filters');
  const unknown = Object.keys(filters).filter((name) => name !== 'tokenAccounts');
  if (unknown.length > 0) {
    throw invalidParams(`Invalid params: the local chain filters by tokenAccounts only, not ${unknown.join(', ')}`);
  }
  const tokenAccounts: TokenAccounts = oneOf(filters.tokenAccounts, TOKEN_ACCOUNTS, 'filters.tokenAccounts', 'none');
  const after = parseToken(config.paginationToken);

  const own = chain.signaturesFor(address);
  const found = new Map(own.map((rec) => [rec.signature, rec]));
  if (tokenAccounts !== 'none') {
    for (const account of tokenAccountsOf(address, own, (program) => chain.programAccounts(program, c))) {
      for (const rec of chain.signaturesFor(account)) {
        if (tokenAccounts === 'all' || movedBalance(rec, account)) found.set(rec.signature, rec);
      }
    }
  }
  const listed = [...found.values()]
    .filter((rec) => chain.visible(rec, c))
    .sort((a, b) => (order === 'desc' ? b.seq - a.seq : a.seq - b.seq))
    .filter((rec) => after === null || (order === 'desc' ? rec.seq < after : rec.seq > after));
  const page = listed.slice(0, limit);
  const data = page.map((rec) =>
    details === 'signatures'
      ? {
          signature: rec.signature,
          slot: rec.slot,
          transactionIndex: chain.indexInBlock(rec),
          err: rec.err,
          memo: rec.memo ?? null,
          blockTime: rec.blockTime,
          confirmationStatus: chain.confirmationStatus(rec),
        }
      : // A transaction newer than the reader takes fails the whole call, as it does at a provider.
        encodeTransaction(rec, encoding, checkVersion(rec.version, versions), chain.indexInBlock(rec)),
  );
  const last = page.at(-1);
  return { data, paginationToken: listed.length > limit && last ? tokenOf(last) : null };
};
