import { onPublicEndpoint, type Cluster } from '@/entities/cluster/model';
import { PACE_WINDOW_MS, readPace } from '@/entities/cluster/identify';
import { readPrioritySetting, type PrioritySetting } from '@/entities/priority/model';
import { isDirectAction, type DataSource } from '../contract';
import { requireSigner } from '../require-signer';
import { estimateSend } from './read/estimate-send';
import { findPayment } from './read/find-payment';
import { newAccountsAmong } from './read/new-accounts';
import { runDirectAction } from './actions/direct-actions';
import { runGroup } from './actions/run-group';
import { packTransfers } from './actions/send-batch';
import { previewAction, runAction } from './actions/run-action';
import type { SolanaContext } from './context';
import { getTransactions } from './history/get-transactions';
import { createSignatureCache } from './history/signature-cache';
import { createTransactionCache } from './history/transaction-cache';
import { getEmptyAccounts } from './read/empty-accounts';
import { getExcessRent } from './read/excess-rent';
import { getExpiryWindow } from './read/expiry-window';
import { readLanded } from './read/read-landed';
import { rentReader } from './read/rent';
import { getTokens } from './read/get-tokens';
import { inspectAddress, recipientIssues } from './read/inspect-address';
import { getHolderSnapshot } from './read/holder-snapshot';
import { getLargestHolders, getTokenDetails } from './read/token-details';
import { readTokenAccounts, type OwnedTokenAccount } from './read/token-accounts';
import { parseAddress } from './parse-address';
import { getMultisig, getMultisigs } from './multisig/multisig-account';
import { getNonceAccounts } from './multisig/nonce-accounts';
import { readProposal } from './multisig/read-proposal';
import { rpcBatch, rpcBatchSettled, rpcSingle } from './rpc/batch';
import { budgetedFetch, PUBLIC_LIMITS, storedCallLog, UNPACED, type RpcLimits } from './rpc/budget';
import type { FetchFn } from './rpc/http';
import { createKitRpc } from './rpc/kit-rpc';
import type { RetryPolicy } from './rpc/retry';
import { createPendingStore, type PendingStore } from '../pending-store';
import { pendingTransfers, resumePending, settleHandedOver, settleTransaction } from './send/resume-pending';

export interface SolanaDataSourceOptions {
  /** The fetch every request goes through (tests count requests with it). */
  fetch?: FetchFn;
  /** Wait between confirmation polls; default 500 ms (a slot is ~400 ms). */
  pollIntervalMs?: number;
  /** Where signed, not yet final transactions are kept; localStorage in the browser by default. */
  pendingStore?: PendingStore;
  /** How reads retry transient failures (429, 5xx, no answer); tests shorten the waits. */
  retryPolicy?: RetryPolicy;
  /** The priority setting; the one kept in this browser by default. */
  priority?: () => PrioritySetting;
  /** What the endpoint allows (pace, batch size); by default, from what the cluster is. */
  limits?: RpcLimits;
}

// `npm start` can point the app at a mainnet-like local chain, which enforces the public limits.
const LOCALNET_LIMITS = import.meta.env?.VITE_LOCALNET_LIMITS === 'public' ? PUBLIC_LIMITS : UNPACED;

/**
 * The public endpoints' limits where the cluster is one; a URL of the user's own at the pace set with
 * it, unpaced when none was set.
 */
export function limitsFor(cluster: Cluster): RpcLimits {
  if (cluster.id === 'localnet') return LOCALNET_LIMITS;
  if (onPublicEndpoint(cluster)) return PUBLIC_LIMITS;
  const pace = cluster.endpoint && typeof localStorage !== 'undefined' ? readPace(cluster.endpoint) : null;
  return pace === null ? UNPACED : { ...UNPACED, windowMs: PACE_WINDOW_MS, callsPerWindow: pace };
}

/** Joins a read already in flight for the same owner; a finished read is never reused, so nothing goes stale. */
function sharedWhileInFlight(read: (owner: string) => Promise<OwnedTokenAccount[]>) {
  const inFlight = new Map<string, Promise<OwnedTokenAccount[]>>();
  return (owner: string) => {
    const pending = inFlight.get(owner);
    if (pending) return pending;
    const promise = read(owner).finally(() => inFlight.delete(owner));
    inFlight.set(owner, promise);
    return promise;
  };
}

/** The DataSource backed by a Solana JSON-RPC endpoint (Localnet, Devnet, Testnet, Mainnet-beta, Custom). */
export function createSolanaDataSource(cluster: Cluster, options: SolanaDataSourceOptions = {}): DataSource {
  const endpoint = cluster.endpoint;
  if (!endpoint) throw new Error(`${cluster.label} has no RPC endpoint; it is served by the demo data source.`);
  // Called through a closure so a fetch swapped in later (tests, polyfills) is the one used.
  const rawFetch: FetchFn = options.fetch ?? ((...args) => globalThis.fetch(...args));
  // Every request of this data source passes the one RPC budget.
  const limits = options.limits ?? limitsFor(cluster);
  const log = typeof localStorage === 'undefined' ? undefined : storedCallLog(endpoint);
  const fetchFn = budgetedFetch(rawFetch, limits, { log });
  const rpc = createKitRpc(endpoint, fetchFn, options.retryPolicy);
  const ctx: SolanaContext = {
    cluster,
    endpoint,
    rpc,
    batch: (calls) => rpcBatch(endpoint, fetchFn, calls, options.retryPolicy),
    batchSettled: (calls) => rpcBatchSettled(endpoint, fetchFn, calls, options.retryPolicy),
    single: (call) => rpcSingle(endpoint, fetchFn, call, options.retryPolicy),
    rent: rentReader(rpc),
    priority: options.priority ?? readPrioritySetting,
    pollIntervalMs: options.pollIntervalMs ?? 500,
    pending: options.pendingStore ?? createPendingStore(),
    signatures: createSignatureCache((calls, background) =>
      rpcBatch(endpoint, background ? fetchFn.background : fetchFn, calls, options.retryPolicy),
    ),
    transactions: createTransactionCache(),
    mintLabels: new Map(),
    mintReads: new Set(),
    tokenAccountsOf: (owner) => shared(owner),
  };
  const shared = sharedWhileInFlight((owner) => readTokenAccounts(ctx, owner));

  return {
    cluster,
    getSolBalance: async (owner) =>
      (await rpc.getBalance(parseAddress(owner, 'The wallet'), { commitment: 'confirmed' }).send()).value,
    getTokens: (owner) => getTokens(ctx, owner),
    getTokenDetails: (mint, owner) => getTokenDetails(ctx, mint, owner),
    getLargestHolders: (mint) => getLargestHolders(ctx, mint),
    getHolderSnapshot: (mint, options, onProgress) => getHolderSnapshot(ctx, mint, options, onProgress),
    getTransactions: (owner, cursor, pageSize, onProgress) => getTransactions(ctx, owner, cursor, pageSize, onProgress),
    preview: (owner, action) => previewAction(ctx, owner, action),
    run: (signer, action, options = {}) =>
      // The direct kinds' results are their own; TypeScript cannot pair a kind with its result through the guard.
      (isDirectAction(action)
        ? runDirectAction(ctx, signer, action, options)
        : runAction(ctx, requireSigner(signer), action, options)) as never,
    runGroup: (signer, actions, options) => runGroup(ctx, signer, actions, options),
    packTransfers: (owner, input) => packTransfers(ctx, owner, input),
    estimateSend: (owner, input) => estimateSend(ctx, owner, input),
    newAccountsAmong: (mint, recipients, owner) => newAccountsAmong(ctx, mint, recipients, owner),
    settleTransaction: (signed, signal) => settleTransaction(ctx, signed, signal),
    settleHandedOver: (owner, handed, signal) => settleHandedOver(ctx, owner, handed, signal),
    readLanded: (signatures, onProgress) => readLanded(ctx, signatures, onProgress),
    getEmptyAccounts: (owner) => getEmptyAccounts(ctx, owner),
    getExcessRent: (owner) => getExcessRent(ctx, owner),
    getExpiryWindow: () => getExpiryWindow(ctx),
    findPayment: (reference, recipient, asked) => findPayment(ctx, reference, recipient, asked),
    inspectAddress: (address) => inspectAddress(ctx, address),
    recipientIssue: async (address) => (await recipientIssues(ctx, [address]))[0] ?? null,
    pendingTransfers: (owner) => pendingTransfers(ctx, owner),
    resumePending: (owner, signal) => resumePending(ctx, owner, signal),
    getMultisigs: (owner) => getMultisigs(ctx, owner),
    getMultisig: (address) => getMultisig(ctx, address),
    getNonceAccounts: (owner) => getNonceAccounts(ctx, owner),
    readProposal: (link, viewer) => readProposal(ctx, link, viewer),
  };
}
