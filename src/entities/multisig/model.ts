import type { ActionPreview } from '@/entities/action/model';
import type { TokenProgram } from '@/entities/token/model';

/** An SPL Token multisig: `threshold` of its `signers` must sign whatever it is the authority of. */
export interface MultisigAccount {
  address: string;
  program: TokenProgram;
  threshold: number;
  signers: string[];
  /**
   * Listed by getMultisigs: created with this wallet here (else it merely names the wallet as a signer:
   * anyone can name anyone).
   */
  createdHere?: boolean;
}

/** A durable nonce account: a transaction built on its nonce stays valid until the nonce is advanced. */
export interface NonceAccount {
  address: string;
  authority: string;
  /** The nonce a transaction built now carries. */
  nonce: string;
}

/**
 * A proposal, read from its link against the chain as it is now: what it does (told from its own
 * transaction, never from words the link could carry), who has signed, and whether it can still land.
 */
export interface ProposalView {
  /** What the transaction does, read from its instructions ("Mint 100 LTC"). */
  title: string;
  multisig: MultisigAccount;
  /** The wallet that proposed it: fee payer and nonce authority. */
  proposer: string;
  /** Every key that must sign, in the transaction's order, and whether it has. */
  signers: { address: string; signed: boolean }[];
  /** 'open' while it may still land; 'landed' once it has; 'advanced' when its nonce moved on without it. */
  status: 'open' | 'landed' | 'advanced';
  /**
   * Why no one should sign it: the instructions it holds that the app does not build for a multisig, each
   * named with its program and accounts. Sign and Submit are not offered then; null when all is explained.
   */
  refusal: string | null;
  /** The transaction's signature (the proposer's): its name on chain. */
  signature: string;
  /**
   * What it would change and cost, simulated anew: every written account's SOL, balances, owner, delegate
   * and close authority, the reader's own first; null once it is not open, when it would fail, or when refused.
   */
  preview: ActionPreview | null;
  /** Why it would fail if submitted now (an authority moved, a balance short), in words; null when it would not. */
  failure: string | null;
  /** The transaction's message, base58, as Squads' transaction builder imports it; null in Demo (no real transaction). */
  squadsMessage: string | null;
}
