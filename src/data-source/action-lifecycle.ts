// How an action runs and ends, as the data source tells its caller: its stages, the options a run takes, what a
// wallet was handed or signed, how a transaction ended. Re-exported by contract.ts.
/** Where an action is in its lifecycle; drives the loading toast. */
export type ActionStage = 'building' | 'simulating' | 'signing' | 'sending' | 'confirming';
/** Which of several transactions an action is at, when it needs more than one (1-based). */
export interface ActionStep {
  index: number;
  of: number;
}
export type OnStage = (stage: ActionStage, step?: ActionStep) => void;

export interface ActionOptions {
  onStage?: OnStage;
  /** Stops the action's waiting (unmount, cluster switch); a transaction already sent may still land. */
  signal?: AbortSignal;
  /** Called once the wallet has signed, before the bytes are sent: what a caller must keep to resume. */
  onSigned?: (signed: SignedTransaction) => void;
  /**
   * Called before a wallet that signs and sends by itself is handed a transaction: what a caller must
   * keep to find it again should the page die while the wallet holds it. A throw here asks nothing.
   */
  onHandedOver?: (handed: HandedTransaction) => void;
}

/**
 * A transaction handed to a wallet that signs and sends it itself, as kept before the wallet was asked:
 * the message (base64), the slot it was built at and the block height after which it cannot land. It is
 * found again on chain by its blockhash and instructions.
 */
export interface HandedTransaction {
  message: string;
  slot: string;
  lastValidBlockHeight: string;
}

/** A signed transaction, named by its signature; it can land until the chain passes its last valid block height. */
export interface SignedTransaction {
  signature: string;
  /** A bigint, as text. */
  lastValidBlockHeight: string;
}

/** How a signed transaction ended: 'expired' only once it can no longer land. */
export type TransactionOutcome = 'confirmed' | 'failed' | 'expired';
