// Runs one decoded transaction in LiteSVM and describes what it did, the way a validator's
// transaction status meta does (balances before/after, token balances, logs, inner instructions).
import bs58 from 'bs58';
import { FailedTransactionMetadata, type LiteSvm, type TransactionMetadata } from './litesvm';
import { readSvmAccount, writeSvmAccount, type AccountState } from './account-state';
import { durableNonceOf, readNonce, withDurableNonce } from './durable-nonce';
import type { InnerIx, TokenBalance, TxRecord } from './records';
import { readMint, readTokenAccount, uiTokenAmount } from './token-layout';
import { landsOnChain, txErrorJson, type TxError } from './tx-errors';
import { transactionFee } from './compute-budget';
import { withRecentBlockhash, type DecodedTx, type ResolvedKeys } from './wire';

export interface Outcome {
  err: TxError | null;
  logs: string[];
  computeUnits: bigint;
  innerInstructions: { index: number; instructions: InnerIx[] }[];
  returnData: { programId: string; data: [string, 'base64'] } | null;
}

function describe(meta: TransactionMetadata, err: TxError | null): Outcome {
  const innerInstructions = meta
    .innerInstructions()
    .map((list, index) => ({
      index,
      instructions: list.map((inner) => {
        const ix = inner.instruction();
        return {
          programIdIndex: ix.programIdIndex(),
          accounts: [...ix.accounts()],
          data: bs58.encode(ix.data()),
          stackHeight: inner.stackHeight(),
        };
      }),
    }))
    .filter((entry) => entry.instructions.length > 0);
  const rd = meta.returnData();
  const data = rd.data();
  return {
    err,
    logs: meta.logs(),
    computeUnits: meta.computeUnitsConsumed(),
    innerInstructions,
    returnData:
      data.length > 0
        ? { programId: bs58.encode(rd.programId()), data: [Buffer.from(data).toString('base64'), 'base64'] }
        : null,
  };
}

/** `blockhash`: the bank's blockhash the programs see (the current slot's), whatever the transaction names. */
export function runInSvm(svm: LiteSvm, tx: DecodedTx, simulate: boolean, blockhash: string) {
  const bytes = withRecentBlockhash(tx, blockhash);
  const result = simulate
    ? tx.version === 'legacy'
      ? svm.simulateLegacyTransaction(bytes)
      : svm.simulateVersionedTransaction(bytes)
    : tx.version === 'legacy'
      ? svm.sendLegacyTransaction(bytes)
      : svm.sendVersionedTransaction(bytes);
  if (result instanceof FailedTransactionMetadata) {
    return { outcome: describe(result.meta(), txErrorJson(result.err())), postAccounts: null };
  }
  if ('postAccounts' in result) {
    const post = new Map<string, AccountState | null>();
    for (const a of result.postAccounts()) {
      const acc = a.account();
      post.set(
        bs58.encode(a.address),
        acc.lamports() === 0n
          ? null
          : {
              lamports: acc.lamports(),
              owner: bs58.encode(acc.owner()),
              executable: acc.executable(),
              data: acc.data(),
            },
      );
    }
    return { outcome: describe(result.meta(), null), postAccounts: post };
  }
  return { outcome: describe(result, null), postAccounts: null };
}

/** Token balances of the listed accounts; `lookup` reads a mint at the same moment. */
export function tokenBalances(
  keys: string[],
  states: (AccountState | null)[],
  lookup: (address: string) => AccountState | null,
): TokenBalance[] {
  const out: TokenBalance[] = [];
  states.forEach((s, accountIndex) => {
    if (!s) return;
    const account = readTokenAccount(s.owner, s.data);
    if (!account) return;
    const mintState = keys.includes(account.mint) ? states[keys.indexOf(account.mint)] : lookup(account.mint);
    const mint = mintState ? readMint(mintState.owner, mintState.data) : null;
    out.push({
      accountIndex,
      mint: account.mint,
      owner: account.owner,
      programId: s.owner,
      uiTokenAmount: uiTokenAmount(account.amount, mint?.decimals ?? 0),
    });
  });
  return out;
}

/** Bytes counted against each account in the loaded-data limit, besides its data (TRANSACTION_ACCOUNT_BASE_SIZE). */
const ACCOUNT_BASE_SIZE = 64;
const programSizes = new Map<string, number>();

/**
 * What a transaction loads, as the runtime counts it against its loaded-data limit: every account's data
 * (programs' included) and 64 bytes each; an account that does not exist yet counts its 64. A program's size
 * is kept once read, as programs here do not change.
 */
export function loadedDataSize(svm: LiteSvm, keys: readonly string[]): number {
  let total = 0;
  for (const key of keys) {
    let size = programSizes.get(key);
    if (size === undefined) {
      const account = readSvmAccount(svm, key);
      size = account?.data.length ?? 0;
      if (account?.executable) programSizes.set(key, size);
    }
    total += size + ACCOUNT_BASE_SIZE;
  }
  return total;
}

/** Every key's state; read-only programs without their bytes (balances and token views never need them). */
const readAll = (svm: LiteSvm, keys: ResolvedKeys) => keys.keys.map((k, i) => readSvmAccount(svm, k, keys.writable[i]));

/**
 * Errors the runtime meets before it loads a transaction (its checks, the fee payer): nothing is charged and a
 * simulation reports no fee, no logs, nothing loaded. Other errors of a transaction that never ran (a program
 * missing, too much to load) come after the fee payer was charged: fees only.
 */
const CHECK_FAILURES = new Set([
  'AccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'BlockhashNotFound',
  'AlreadyProcessed',
]);
export const failsBeforeLoading = (err: TxError | null) => typeof err === 'string' && CHECK_FAILURES.has(err);

/**
 * A simulation as a validator reports it (runtime/src/bank.rs `simulate_transaction_unchecked`): the outcome,
 * the fee once the transaction was loaded, and the balances before and after, which its balance collector
 * records even for a transaction that failed its checks (then unchanged). `checkFailure`: an error found
 * before running it (an expired blockhash), reported as such without running it.
 */
export function simulateWithBalances(
  svm: LiteSvm,
  tx: DecodedTx,
  keys: ResolvedKeys,
  blockhash: string,
  checkFailure: TxError | null = null,
) {
  const lookup = (a: string) => readSvmAccount(svm, a);
  const pre = readAll(svm, keys);
  const ran = checkFailure === null ? runInSvm(svm, tx, true, blockhash) : null;
  const outcome: Outcome = ran?.outcome ?? {
    err: checkFailure,
    logs: [],
    computeUnits: 0n,
    innerInstructions: [],
    returnData: null,
  };
  const postAccounts = ran?.postAccounts ?? null;
  const unloaded = failsBeforeLoading(outcome.err);
  const fee = unloaded ? null : transactionFee(tx);
  // A transaction that failed in a program rolls back but for its fee, which its payer still pays.
  const post = postAccounts
    ? keys.keys.map((k, i) => (postAccounts.has(k) ? postAccounts.get(k)! : pre[i]!))
    : pre.map((state, i) => (i === 0 && state && fee !== null ? { ...state, lamports: state.lamports - fee } : state));
  return {
    outcome: unloaded ? { ...outcome, logs: [], computeUnits: 0n } : outcome,
    postAccounts,
    fee,
    loadedAccountsDataSize: unloaded ? 0 : loadedDataSize(svm, keys.keys),
    preBalances: pre.map((state) => state?.lamports ?? 0n),
    postBalances: post.map((state) => state?.lamports ?? 0n),
    preTokenBalances: tokenBalances(keys.keys, pre, lookup),
    postTokenBalances: tokenBalances(keys.keys, post, lookup),
  };
}

/**
 * Executes for real; a transaction that lands is described as a ledger record. `env.nonceAccount`: the
 * nonce account when the transaction lives by its durable nonce, which is advanced even if it fails.
 */
export function executeAndRecord(
  svm: LiteSvm,
  tx: DecodedTx,
  keys: ResolvedKeys,
  at: { seq: number; slot: number; blockTime: number },
  env: { blockhash: string; nonceAccount: string | null },
):
  | { kind: 'rejected'; err: TxError; outcome: Outcome }
  | { kind: 'landed'; rec: TxRecord; pre: (AccountState | null)[]; post: (AccountState | null)[] } {
  const lookup = (a: string) => readSvmAccount(svm, a);
  const pre = readAll(svm, keys);
  const preTokenBalances = tokenBalances(keys.keys, pre, lookup);
  const { outcome } = runInSvm(svm, tx, false, env.blockhash);
  if (outcome.err !== null && !landsOnChain(outcome.err)) return { kind: 'rejected', err: outcome.err, outcome };
  // LiteSVM rolls a failed transaction back but for its fee; a validator also advances the nonce it used.
  if (outcome.err !== null && env.nonceAccount !== null) advanceNonce(svm, env.nonceAccount, env.blockhash);
  const post = readAll(svm, keys);
  const rec: TxRecord = {
    signature: tx.signatures[0]!,
    ...at,
    wire: Buffer.from(tx.bytes).toString('base64'),
    version: tx.version,
    accountKeys: keys.keys,
    loaded: keys.loaded,
    err: outcome.err,
    fee: transactionFee(tx).toString(),
    preBalances: pre.map((s) => (s?.lamports ?? 0n).toString()),
    postBalances: post.map((s) => (s?.lamports ?? 0n).toString()),
    preTokenBalances,
    postTokenBalances: tokenBalances(keys.keys, post, lookup),
    logs: outcome.logs,
    innerInstructions: outcome.innerInstructions,
    computeUnits: outcome.computeUnits.toString(),
    returnData: outcome.returnData,
    memo: memoOf(tx),
  };
  return { kind: 'landed', rec, pre, post };
}

function advanceNonce(svm: LiteSvm, address: string, blockhash: string) {
  const account = readSvmAccount(svm, address);
  if (!account || !readNonce(account)) return;
  writeSvmAccount(svm, address, { ...account, data: withDurableNonce(account.data, durableNonceOf(blockhash)) });
}

const MEMO_PROGRAMS = ['MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo'];

function memoOf(tx: DecodedTx): string | null {
  const memos = tx.instructions
    .filter((ix) => MEMO_PROGRAMS.includes(tx.staticKeys[ix.programIdIndex] ?? ''))
    .map((ix) => `[${ix.data.length}] ${Buffer.from(ix.data).toString('utf8')}`);
  return memos.length ? memos.join('; ') : null;
}
