import type { RecipientsSurvey, SendEstimate } from '@/entities/transfer/model';
import type { ActionPreview, StateChange } from '@/entities/action/model';
import type { MultisigAccount, NonceAccount, ProposalView } from '@/entities/multisig/model';
import type { AskedPayment, PaymentFound } from '@/entities/payment/model';
import type { EmptyAccount } from '@/entities/token/empty-account';
import type { ExcessRent } from '@/entities/token/excess-rent';
import type { ExpiryWindow } from '@/entities/cluster/expiry-window';
import type { HolderSnapshot, SnapshotOptions } from '@/entities/token/holder-snapshot';
import type { LandedTransaction } from '@/entities/transaction/landed';
import type { Cluster } from '@/entities/cluster/model';
import type { NetworkFee, PaidFee } from '@/entities/priority/model';
import type { AddressKind, TokenDetails, TokenHolder, TokenHolding, TokenProgram } from '@/entities/token/model';
import type { CreateTokenOptions } from '@/entities/token/lib/create-options';
import type { HistoryProgress, TransactionPage } from '@/entities/transaction/model';
import type { WalletSigner } from '@/entities/wallet/model';
import type { TokenAction } from './token-actions';

export type { WalletSigner };

/** What became of one action of a group: its result, or the error that ended it. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** How a group of actions reports its way: its stage, and every signature before any is sent. */
export interface GroupOptions {
  onStage?: OnStage;
  signal?: AbortSignal;
  /**
   * Called once the wallet has signed the group, before any byte is sent, with each signed action's
   * signature by its index (the others were refused before signing). A throw here sends nothing.
   */
  onSigned?: (signed: Map<number, SignedTransaction>) => void;
}

export type { AuthorityRole, TokenAction } from './token-actions';
export type { CreateTokenOptions };
export type { CreateTokenInput, MintTokensInput, PackInput, SendBatchInput, SendTokensInput } from './action-inputs';
import type { CreateTokenInput, MintTokensInput, PackInput, SendBatchInput, SendTokensInput } from './action-inputs';
export type {
  ActionOptions,
  ActionStage,
  ActionStep,
  HandedTransaction,
  OnStage,
  SignedTransaction,
  TransactionOutcome,
} from './action-lifecycle';
import type {
  ActionOptions,
  HandedTransaction,
  OnStage,
  SignedTransaction,
  TransactionOutcome,
} from './action-lifecycle';

export type { NetworkFee };

/** At most this many accounts are closed in one transaction: each adds a key and an instruction. */
export const CLOSE_BATCH_MAX = 20;
/** Accounts whose excess rent one transaction withdraws: each names one more account, as a close does. */
export const RECLAIM_BATCH_MAX = 20;

/** A transaction signed on an earlier visit (or before a cluster switch) whose outcome was not known. */
export interface PendingTransfer {
  /** Absent for one handed to a send-only wallet that never said its signature: it may have landed. */
  signature?: string;
  /** Handed to a wallet that sends by itself, and not found yet: "may have landed: checking". */
  handedOver?: boolean;
  action: ActionKind;
  /** For a send: what it moves (amount in base units, as text). */
  transfer?: { mint: string; recipient: string; amount: string };
}

/** How a resumed pending transaction ended. */
export interface PendingOutcome extends PendingTransfer {
  outcome: 'confirmed' | 'failed' | 'expired';
  /** The reason, when it failed. */
  reason?: string;
}

export type { PaidFee };

export interface ActionResult {
  signature: string;
  /** Summed over every transaction the action sent; absent where no fee was paid (Demo). */
  paid?: PaidFee;
}

/**
 * A created token. Additional metadata fields that did not fit the creating transaction follow in more
 * transactions; when one of those fails, the token stands and `fieldsNotAdded` says which and why.
 */
export interface CreateTokenResult extends ActionResult {
  mint: string;
  fieldsNotAdded?: { keys: string[]; reason: string };
}

export type { AddressKind };

/**
 * Every write the app signs, one union: a new action is a new member here, a module in each data source,
 * and a form. Amounts are bigint base units; addresses base58 strings.
 */
export type ChainAction =
  | ({ kind: 'create' } & CreateTokenInput)
  | ({ kind: 'mint' } & MintTokensInput)
  | ({ kind: 'send' } & SendTokensInput)
  | ({ kind: 'send-batch' } & SendBatchInput)
  /** Empty token accounts of the wallet, at most CLOSE_BATCH_MAX: their rent returns to it. */
  | { kind: 'close'; accounts: string[] }
  /**
   * The rent above today's minimum in these accounts (at most RECLAIM_BATCH_MAX), to `destination` (the wallet
   * by default): its token accounts, mints whose mint authority it is, its nonce accounts; a multisig's, and a
   * mint's whose authority a multisig is, proposed through that multisig (the proposer the destination).
   */
  | { kind: 'reclaim-rent'; accounts: string[]; destination?: string }
  /** Every transfer into the wallet's own account of this (Token-2022) token needs a memo, or no longer does. */
  | { kind: 'memo-transfer'; mint: string; required: boolean }
  /**
   * The CPI guard on the wallet's own account of this (Token-2022) token, on or off: while on, no program the
   * wallet calls may move its tokens, approve a delegate over them or close the account on its behalf.
   */
  | { kind: 'cpi-guard'; mint: string; enabled: boolean }
  /**
   * SOL into (or out of) the wallet's own account of a native mint (`mint`: wrapped SOL of either token
   * program), in lamports. Wrapping makes the account when it has none; unwrapping all of it closes it.
   */
  | { kind: 'wrap-sol'; mint: string; lamports: bigint }
  | { kind: 'unwrap-sol'; mint: string; lamports: bigint }
  /**
   * The permanent delegate moves (to `recipient`, a wallet) or burns a holder's tokens; `holder` is a wallet
   * (its associated account is meant) or a token account of this mint. Base units.
   */
  | { kind: 'force-transfer'; mint: string; holder: string; recipient: string; amount: bigint }
  | { kind: 'force-burn'; mint: string; holder: string; amount: bigint }
  | TokenAction
  /** A new SPL Token multisig of the token program `program`: `threshold` of `signers` (2 to 11) must sign. */
  | { kind: 'create-multisig'; signers: string[]; threshold: number; program: TokenProgram }
  /** A new durable nonce account, the wallet its authority: what keeps a proposal from expiring. */
  | { kind: 'create-nonce' }
  | ProposeAction
  | ProposalAction
  /**
   * The proposer takes an open proposal back: its nonce is advanced (with a memo naming the nonce value it
   * carried), so no copy of the link can be signed into a transaction that lands; every copy reads Withdrawn.
   * Other open proposals on the same nonce are withdrawn with it.
   */
  | { kind: 'withdraw-proposal'; link: string }
  /** SOL from the cluster's faucet, to `to` (a wallet); no wallet signs it. Refused where there is no faucet. */
  | { kind: 'airdrop'; to: string; lamports: bigint };
export type ChainActionKind = ChainAction['kind'];
export type ChainActionOf<K extends ChainActionKind> = Extract<ChainAction, { kind: K }>;

/**
 * What a multisig may be asked to sign: closing a mint and a group's size (its instruction has no shape a co-signer
 * checks yet) are not offered through one; a harvest needs none.
 */
export type ProposableAction =
  | ChainActionOf<'mint'>
  | ChainActionOf<'reclaim-rent'>
  | Exclude<TokenAction, { kind: 'close-mint' | 'harvest-fees' | 'update-group-max-size' }>;

/**
 * A token action whose authority is a multisig, signed by the wallet (fee payer and nonce authority)
 * but not sent: its transaction rides a durable nonce, so co-signers may sign it on their own time, and
 * anyone submits it once `threshold` signers have. `signers` are the multisig's signers who will sign:
 * exactly its threshold, the wallet among them when it is one (left out: the wallet and the first others).
 */
export interface ProposeAction {
  kind: 'propose';
  action: ProposableAction;
  multisig: string;
  /** A nonce account whose authority is the wallet. */
  nonce: string;
  signers?: string[];
}

/**
 * A proposal's own writes: the wallet signs its part (refused when it is not a signer; the result is the
 * link grown by its signature), or a fully signed one is sent, by anyone, through the one send path —
 * never twice: a landed or advanced one is refused in words.
 */
export type ProposalAction =
  /** `shown`: what the page showed the proposal would change; signing refuses if a fresh simulation differs. */
  { kind: 'sign-proposal'; link: string; shown: readonly StateChange[] } | { kind: 'submit-proposal'; link: string };

/**
 * The kinds that plan no instructions of their own (a proposal's signature or sending, the faucet's
 * SOL): run as they are, never as one of a group, never proposed.
 */
export type DirectActionKind = ProposalAction['kind'] | 'airdrop';
export type DirectAction = Extract<ChainAction, { kind: DirectActionKind }>;
/** An action planned as instructions: what a preview, a group and a proposal take. */
export type PlannedAction = Exclude<ChainAction, { kind: DirectActionKind }>;
export type PlannedActionKind = PlannedAction['kind'];

const DIRECT: { [K in DirectActionKind]: true } = { 'sign-proposal': true, 'submit-proposal': true, airdrop: true };
export const isDirectAction = (action: ChainAction): action is DirectAction => action.kind in DIRECT;

/** What running an action returns: its signature; a create also its new mint; a new account its address; a proposal its link. */
export type ActionResultOf<K extends ChainActionKind> = K extends 'create'
  ? CreateTokenResult
  : K extends 'create-multisig' | 'create-nonce'
    ? CreatedAccountResult
    : K extends 'propose'
      ? ProposalResult
      : K extends 'sign-proposal'
        ? SignedProposal
        : ActionResult;

export interface CreatedAccountResult extends ActionResult {
  address: string;
}
export interface ProposalResult extends ActionResult {
  /** The proposal as a link's fragment (without '#'): the transaction and every signature so far. */
  link: string;
}

/** A signature added to a proposal: nothing is sent, so there is no transaction yet. */
export interface SignedProposal {
  /** The proposal's link fragment, grown by the signature. */
  link: string;
}

/** What a signed transaction was for: names it when a pending one is resumed, and words a failure. */
export type ActionKind = ChainActionKind;

/**
 * The one seam between pages and data. Demo and Solana implement it; pages never know which.
 * Addresses are base58 strings; amounts are bigint base units.
 */
export interface DataSource {
  readonly cluster: Cluster;
  getSolBalance(owner: string): Promise<bigint>;
  getTokens(owner: string): Promise<TokenHolding[]>;
  /** A mint in full, and what `owner` holds of it. AppError 'invalid' when there is no mint at that address. */
  getTokenDetails(mint: string, owner: string): Promise<TokenDetails>;
  /** The largest accounts of a mint; null where the cluster refuses the question (public mainnet nodes do). */
  getLargestHolders(mint: string): Promise<TokenHolder[] | null>;
  /**
   * Every holder of the mint (getProgramAccounts where the cluster allows it, else the DAS getTokenAccounts
   * method); `onProgress` hears how many accounts were read so far. AppError 'unsupported' where the
   * cluster answers neither; 'invalid' for an exclusion that is not an address.
   */
  getHolderSnapshot(
    mint: string,
    options?: SnapshotOptions,
    onProgress?: (read: number) => void,
  ): Promise<HolderSnapshot>;
  /**
   * Newest first, exact. `cursor` comes from the previous page; `pageSize` (default 20) bounds what is
   * read. A read that takes a while (many token accounts to check) tells `onProgress` what it knows so far.
   */
  getTransactions(
    owner: string,
    cursor?: string | null,
    pageSize?: number,
    onProgress?: (progress: HistoryProgress) => void,
  ): Promise<TransactionPage>;
  /**
   * What an action would do and cost, simulated and priced as it would be sent; nothing is signed.
   * AppError 'simulation-failed' when an action that says its changes would fail.
   */
  preview(owner: string, action: PlannedAction): Promise<ActionPreview>;
  /**
   * Plans the action against the chain as it is now, and signs and sends it through the one send path.
   * `signer` null: no wallet is connected, which only a submit of a fully signed proposal and an airdrop
   * allow (any other is refused with AppError 'wallet').
   */
  run<A extends ChainAction>(
    signer: WalletSigner | null,
    action: A,
    options?: ActionOptions,
  ): Promise<ActionResultOf<A['kind']>>;
  /**
   * Several actions of one transaction each, approved at once: each planned, simulated and priced as
   * `run` would; then ONE wallet approval signs them all (the wallet's signTransactions), every signature
   * reported before any is sent; then all are sent and confirmed together. One refused or failed does not
   * stop the others: each settles on its own. AppError 'wallet' for a wallet that signs one at a time
   * (no signTransactions): it goes through `run`, one approval each.
   */
  runGroup<A extends PlannedAction>(
    signer: WalletSigner,
    actions: readonly A[],
    options?: GroupOptions,
  ): Promise<Settled<ActionResultOf<A['kind']>>[]>;
  /**
   * How transfers of a token from `owner` pack into transactions, as the chain is now: in order, each
   * transaction as full as its size limit allows (a recipient's account created only where missing), one
   * a transaction for a token with a transfer hook. Indexes into `recipients`.
   */
  packTransfers(owner: string, input: PackInput): Promise<number[][]>;
  estimateSend(owner: string, input: Omit<SendTokensInput, 'amount'>): Promise<SendEstimate>;
  /**
   * The recipients with no account for this token yet, the rent each new account costs the sender, and
   * the token's transfer fee in force (null when it has none); those whose account requires a memo, and
   * those who take no transfer from this app, each with why.
   */
  /** `owner`: the sending wallet, for a hooked token's accounts (resolved for the first recipient). */
  newAccountsAmong(mint: string, recipients: readonly string[], owner?: string): Promise<RecipientsSurvey>;
  /**
   * Waits for a transaction signed earlier to end (a bulk send resuming after a reload), through the same
   * confirmation as every send: the kept bytes re-broadcast, expiry only after repeated look-ups. The
   * signal stops the wait (AppError 'aborted'), never the transaction.
   */
  settleTransaction(signed: SignedTransaction, signal?: AbortSignal): Promise<TransactionOutcome>;
  /**
   * Where a transaction handed to a send-only wallet ended, when its signature never came back (a reload
   * while the wallet held it): looked for among `owner`'s transactions until found and confirmed, or its
   * blockhash has expired and it is still not found ('expired', signature null: nothing was sent).
   */
  settleHandedOver(
    owner: string,
    handed: HandedTransaction,
    signal?: AbortSignal,
  ): Promise<{ outcome: TransactionOutcome; signature: string | null }>;
  /**
   * Transactions read back by signature, in the order asked (a bulk send's report and its verification);
   * `onProgress` hears how many were read so far.
   */
  readLanded(signatures: readonly string[], onProgress?: (read: number) => void): Promise<LandedTransaction[]>;
  /** The wallet's token accounts that hold nothing, each with the SOL closing it returns, or why it cannot be closed. */
  getEmptyAccounts(owner: string): Promise<EmptyAccount[]>;
  /**
   * The wallet's accounts holding more than the cluster asks today (its token accounts of both programs, the
   * mints whose mint authority it or one of its multisigs is, its multisigs and nonce accounts), the most first;
   * each says what withdrawing it needs, or why it cannot be.
   */
  getExcessRent(owner: string): Promise<ExcessRent[]>;
  /** How long a transaction built now can land: its blocks, and what they take at the cluster's slot time now. */
  getExpiryWindow(): Promise<ExpiryWindow>;
  /**
   * The payment that carries `reference` (a Solana Pay transfer request), seen from `recipient`; null while
   * none has landed. Every transaction naming the reference is read (anyone can name it): the one paying
   * what was `asked` wins, as `choosePayment` orders them; a failed attempt only when nothing landed.
   */
  findPayment(reference: string, recipient: string, asked?: AskedPayment): Promise<PaymentFound | null>;
  /** What the address holds: an unused or system-owned address is a wallet. */
  inspectAddress(address: string): Promise<AddressKind>;
  /**
   * Why an address cannot take tokens as a wallet, in words (a mint, a token account, a multisig, a program,
   * a program's data account named by its program, a nonce account); null for a wallet. The one check Send,
   * Bulk send, Solana Pay and Mint share, and their actions run again.
   */
  recipientIssue(address: string): Promise<string | null>;
  /** Signed transactions of this wallet on this cluster whose outcome is not known yet. */
  pendingTransfers(owner: string): PendingTransfer[];
  /** Confirms them to the end (re-broadcasting the same bytes) and says how each ended. */
  resumePending(owner: string, signal?: AbortSignal): Promise<PendingOutcome[]>;
  /**
   * The multisigs `owner` created or signs for: those remembered in this browser, and those the cluster
   * finds by signer address where it answers such a search.
   */
  getMultisigs(owner: string): Promise<MultisigAccount[]>;
  /** One multisig; AppError 'invalid' when the address holds none. */
  getMultisig(address: string): Promise<MultisigAccount>;
  /** The nonce accounts whose authority is `owner`, remembered or found. */
  getNonceAccounts(owner: string): Promise<NonceAccount[]>;
  /**
   * A proposal's link read and checked: AppError 'invalid', in words, for a link cut short or tampered
   * with (a signature that does not match), or one made for another cluster. `viewer`, the connected
   * wallet: its own accounts' changes come first in the preview.
   */
  readProposal(link: string, viewer?: string): Promise<ProposalView>;
}
