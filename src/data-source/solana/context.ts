import type { Cluster } from '@/entities/cluster/model';
import type { PrioritySetting } from '@/entities/priority/model';
import type { SignatureCache } from './history/signature-cache';
import type { TransactionCache } from './history/transaction-cache';
import type { AmountScale, TokenProgram } from '@/entities/token/model';
import type { RawAccount } from './read/raw-account';
import type { RpcCall } from './rpc/batch';
import type { KitRpc } from './rpc/kit-rpc';
import type { PendingStore } from '../pending-store';
import type { RentRule } from '../fee-rules';

/** One token account of the owner, as read with getTokenAccountsByOwner. */
export interface OwnedTokenAccount {
  address: string;
  mint: string;
  amount: bigint;
  program: TokenProgram;
  /** The account as the node returned it (lamports, state, extensions), for whoever needs more. */
  raw: RawAccount;
}

/** What a token is called and how it divides, as read from its mint (cached per data source). */
export interface MintLabel {
  name: string;
  symbol: string;
  decimals: number;
  /** The mint's amount rule (scaled, interest-bearing), as read. */
  scale?: AmountScale;
}

/** Everything the Solana operations share for one cluster. */
export interface SolanaContext {
  cluster: Cluster;
  endpoint: string;
  /** kit's typed RPC: one call per request, exact integers. */
  rpc: KitRpc;
  /** One HTTP request carrying several JSON-RPC calls (raw JSON answers). */
  batch(calls: RpcCall[]): Promise<unknown[]>;
  /** The same batch, each call settled on its own: a call the node refused is its 'rpc' AppError, in place. */
  batchSettled(calls: RpcCall[]): Promise<unknown[]>;
  /** One call as a plain request (a provider's method that refuses batches); its raw JSON answer. */
  single(call: RpcCall): Promise<unknown>;
  /**
   * Whether the endpoint answers getTransactionsForAddress (a provider's history index): unknown until
   * the first history read asks, then remembered for this data source.
   */
  indexedHistory?: boolean;
  /**
   * The highest transaction version this node returns when asked: unknown (then the newest the app reads is
   * asked) until a node refuses the parameter, then 0, remembered for this data source.
   */
  transactionVersion?: 0;
  /** Whether this node takes v1 transactions: asked the first time a wallet that signs v1 acts. */
  takesV1?: Promise<boolean>;
  /**
   * The cluster's rent, from its Rent sysvar (kept a minute; `fresh` reads it again, as every account funded
   * does): every rent funded or shown is computed from it.
   */
  rent(options?: { fresh?: boolean }): Promise<RentRule>;
  /** The user's priority setting, read when a transaction is priced (it may change between two). */
  priority(): PrioritySetting;
  /** How long the confirmation loop waits between polls. */
  pollIntervalMs: number;
  /** Signed transactions not yet final, kept across reloads. */
  pending: PendingStore;
  /** Names and symbols seen so far, so history pages rarely need to read mints again. */
  mintLabels: Map<string, MintLabel>;
  /** Each address's signatures as far as read: history, the look-alike check and a token's activity share them. */
  signatures: SignatureCache;
  /** Transactions read lately, by signature (a confirmed transaction does not change); the most recent kept. */
  transactions: TransactionCache;
  /** Mint reads under way; history waits for them rather than reading the same mints again. */
  mintReads: Set<Promise<unknown>>;
  /**
   * The owner's token accounts. The dashboard asks for tokens and history at the same moment and both
   * need this list, so a read still in flight is shared rather than repeated.
   */
  tokenAccountsOf(owner: string): Promise<OwnedTokenAccount[]>;
}
