import type { NetworkFee } from '@/entities/priority/model';

/** One thing the action changes, as the simulation shows it: before -> after, as text. */
export interface StateChange {
  label: string;
  before: string;
  after: string;
}

/**
 * What an action would do and cost, from a simulation against the chain's current state; nothing is
 * signed. A token action says what it changes; every action says its fee and the rent it pays.
 */
export interface ActionPreview {
  /** What the simulation shows changing (token actions); empty where only the cost is said. */
  changes: StateChange[];
  /** The network fee, lamports (networkFee.total). */
  feeLamports: bigint;
  /** Summed over the action's transactions. */
  networkFee: NetworkFee;
  /** How many transactions the action sends (a create with many metadata fields needs more than one). */
  transactions: number;
  /** SOL the wallet pays beyond the fee: rent for the accounts it creates or grows, lamports. */
  rentLamports: bigint;
}
