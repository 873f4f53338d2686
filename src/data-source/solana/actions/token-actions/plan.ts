import type { Address, Instruction } from '@solana/kit';
import type { Mint } from '@solana-program/token-2022';
import type { SolanaContext } from '../../context';
import type { RawAccount } from '../../read/raw-account';
import { parseAddress } from '../../address';
import { readMintAccount } from '../read-mint';

/** An account whose state the preview shows before and after, and how it is named there. */
export interface WatchedAccount {
  address: Address;
  kind: 'mint' | 'token-account';
  /** Put before each of its facts: "" for the mint, "Your account: ", "Holder's account: "... */
  prefix: string;
  /** The account as the plan already read it (null: it does not exist); left out, the preview reads it. */
  before?: RawAccount | null;
}

/** A token action made concrete against the chain as it is: what to sign, and what to watch change. */
export interface ActionPlan {
  instructions: Instruction[];
  watch: WatchedAccount[];
  mint: Mint;
  /** SOL the wallet adds to an account beyond the fee (a longer metadata needs more rent). */
  rentLamports: bigint;
}

/** The mint an action works on, and the mint as a watched account (already read: the preview's "before"). */
export async function readPlanMint(ctx: SolanaContext, mintAddress: string) {
  const mintKey = parseAddress(mintAddress, 'The token address');
  const read = await readMintAccount(ctx, mintKey);
  const watched: WatchedAccount = { address: mintKey, kind: 'mint', prefix: '', before: read.raw };
  return { ...read, mintKey, watched };
}
