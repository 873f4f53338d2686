import type { Address, Instruction } from '@solana/kit';
import type { Mint } from '@solana-program/token-2022';

/** An account whose state the preview shows before and after, and how it is named there. */
export interface WatchedAccount {
  address: Address;
  kind: 'mint' | 'token-account';
  /** Put before each of its facts: "" for the mint, "Your account: ", "Holder's account: "... */
  prefix: string;
}

/** A token action made concrete against the chain as it is: what to sign, and what to watch change. */
export interface ActionPlan {
  instructions: Instruction[];
  watch: WatchedAccount[];
  mint: Mint;
  /** SOL the wallet adds to an account beyond the fee (a longer metadata needs more rent). */
  rentLamports: bigint;
}
