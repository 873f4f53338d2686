import type { Address, Instruction, KeyPairSigner } from '@solana/kit';
import type { Mint } from '@solana-program/token-2022';
import type { PlannedAction } from '../../contract';
import type { MintLabel, SolanaContext } from '../context';
import type { RawAccount } from '../read/raw-account';
import type { PendingRecord } from '../../pending-store';
import type { NonceKey } from '../send/build-transaction';
import type { RememberedAddresses } from '../multisig/remembered';

/** An account whose state the preview shows before and after, and how it is named there. */
export interface WatchedAccount {
  address: Address;
  kind: 'mint' | 'token-account';
  /** Put before each of its facts: "" for the mint, "Your account: ", "Holder's account: "... */
  prefix: string;
  /** The account as the plan already read it (null: it does not exist); left out, the preview reads it. */
  before?: RawAccount | null;
}

/** An account the wallet may fund: the lamports it gains are rent the wallet pays. */
export interface FundedAccount {
  address: Address;
  /** As the plan already read it (null: it does not exist yet); left out, the preview reads it. */
  before?: RawAccount | null;
}

/**
 * An action made concrete against the chain as it is: what to sign, and what a preview shows. Every kind's
 * module returns one; the preview and the run are the same for all of them.
 */
export interface ActionPlan {
  /** The action's transaction. */
  instructions: Instruction[];
  /** Keys that sign before the wallet does (a new mint's key pair). */
  coSigners?: KeyPairSigner[];
  /** Accounts the preview shows changing; a plan that watches any is refused when its simulation fails. */
  watch?: WatchedAccount[];
  /** The mint, whose decimals the changes are told in. */
  mint?: Mint;
  /** Accounts the transaction may create or grow: what they gain is the rent. */
  funded?: FundedAccount[];
  /** The rent the wallet pays, when the plan knows it better than `funded` would say. */
  rentLamports?: bigint;
  /** What a send moves, kept with the signed bytes (to name a pending one, and to spot a duplicate). */
  transfer?: PendingRecord['transfer'];
  /** A mint the action creates: returned with the signature, its label kept for history. */
  newMint?: { address: Address; label: MintLabel };
  /**
   * Transactions that follow the first, each with the names of what it adds (a create's metadata fields
   * that did not fit). One that fails leaves the action standing: the run says what was not added.
   */
  followUps?: { instructions: Instruction[]; adds: string[] }[];
  /**
   * An account the action creates (a multisig, a nonce account): returned with the signature, and kept in
   * the browser's list of its kind, so it is found again whether or not the cluster answers a search.
   */
  newAccount?: { address: Address; list: RememberedAddresses };
  /**
   * A proposal: the transaction rides this durable nonce and is signed by the wallet but not sent; the
   * run returns it as a link for its co-signers.
   */
  nonce?: NonceKey;
}

/** One kind's module: reads what the action needs from the chain and returns its plan. */
export type PlanAction<A extends PlannedAction> = (
  ctx: SolanaContext,
  owner: Address,
  action: A,
  signal?: AbortSignal,
) => Promise<ActionPlan>;
