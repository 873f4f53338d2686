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
export type ProposalStatus = 'open' | 'landed' | 'withdrawn' | 'advanced';

/** An account an instruction names: what it is there, and whose it is. */
export interface StepAccount {
  /** Its place in the instruction, in words ("mint authority", "fee receiver"). */
  role: string;
  address: string;
  /** "yours", "the proposer's", "the multisig's", "owned by <full address>", "the token GIFT"; null for an account that is its own. */
  whose: string | null;
  /** Whether the transaction may change it (the message marks it writable). */
  written: boolean;
}

/** One instruction of a proposal, read from its own bytes: what it does, on which accounts. */
export interface ProposalStep {
  what: string;
  accounts: StepAccount[];
}

export interface ProposalView {
  /** What the transaction does, read from its instructions ("Mint 100 LTC"). */
  title: string;
  multisig: MultisigAccount;
  /** The wallet that proposed it: fee payer and nonce authority. */
  proposer: string;
  /** Every key that must sign, in the transaction's order, and whether it has. */
  signers: { address: string; signed: boolean }[];
  /**
   * 'open' while it may still land; 'landed' once it has; 'withdrawn' once its proposer advanced its nonce to
   * take it back; 'advanced' when its nonce moved on without it otherwise.
   */
  status: ProposalStatus;
  /**
   * Why no one should sign it: the instructions it holds that the app does not build for a multisig, each
   * named with its program and accounts. Sign and Submit are not offered then; null when all is explained.
   */
  refusal: string | null;
  /** Every instruction, in order, in words from its own bytes: said whether or not a simulation works. */
  steps: ProposalStep[];
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
