import type { Cluster } from '@/entities/cluster/model';
import { transferFeeOn } from '@/entities/token/lib/transfer-fee';
import type { AddressKind, TokenHolding } from '@/entities/token/model';
import type { TransactionRecord } from '@/entities/transaction/model';
import { nativeMintProgram, WRAPPED_SOL_LABEL } from '@/entities/token/lib/native-mints';
import { encodeBase58 } from '@/shared/lib/base58';
import { AppError } from '@/shared/lib/app-error';
import { refusals } from '../action-wording';
import type { PendingOutcome, PendingTransfer, ProposableAction, TokenAction } from '../contract';
import type { LandedTransaction } from '@/entities/transaction/landed';
import type { MultisigAccount, NonceAccount } from '@/entities/multisig/model';
import type { PaymentFound } from '@/entities/payment/model';
import { rentExemptLamports, TOKEN_ACCOUNT_BYTES, type RentRule } from '../fee-rules';
import { demoMintFrom, demoTransferFee, type DemoActionState, type DemoMint } from './demo-mints';
import { demoNetworkFee } from './demo-fees';
import { sampleTokens, sampleTransactions } from './sample-data';

/** The spec's timings: actions take 2000 ms, loads 1500 ms. Tests set both to 0. */
export interface DemoTiming {
  actionMs: number;
  loadMs: number;
}
export const DEMO_ACTION_MS = 2000;

/** A proposal in this Demo session: what it does, through whom, and who has signed. */
export interface DemoProposal {
  action: ProposableAction;
  multisig: string;
  proposer: string;
  /** The multisig's signers who sign it: exactly its threshold. */
  signers: string[];
  signed: Set<string>;
  nonce: string;
  /** The nonce's value it was made on: once the nonce moves on, it can no longer land. */
  nonceValue: string;
  landed: boolean;
  /** Taken back by its proposer: its nonce advanced with the withdrawal memo. */
  withdrawn?: boolean;
}
export const DEMO_LOAD_MS = 1500;
const DEMO_START_LAMPORTS = 12_500_000_000n;

interface WalletState {
  lamports: bigint;
  tokens: TokenHolding[];
  transactions: TransactionRecord[];
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const randomSignature = () => encodeBase58(crypto.getRandomValues(new Uint8Array(64)));
// A random 32-byte address: only ever a label in Demo, never a key anyone holds.
export const randomAddress = () => encodeBase58(crypto.getRandomValues(new Uint8Array(32)));

/** A wallet's holding of wrapped SOL before it holds any: what a native mint's page and a first wrap start from. */
export function nativeHolding(mint: string): TokenHolding | null {
  const program = nativeMintProgram(mint);
  if (!program) return null;
  return {
    mint,
    ...WRAPPED_SOL_LABEL,
    decimals: 9,
    balance: 0n,
    program,
    tokenAccount: '',
    mintAuthority: null,
    canMint: false,
  };
}

/**
 * The programs every cluster has from its first block, as Demo knows them: the system, token and associated
 * account programs and the two Memo programs: the only executable accounts on Demo (and no Solana data source's
 * address, as Demo's bundle must carry none: e2e/first-paint/prerender.demo.spec.ts).
 */
const DEMO_PROGRAMS = new Set([
  '11111111111111111111111111111111',
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
]);

/** Demo has no slots: the pretend slot a node at 400 ms a slot would be at now. */
export const demoSlot = () => BigInt(Math.floor(Date.now() / 400));

/**
 * Demo's rent: mainnet's today (5,080 lamports a byte since SIMD-0437's second step, September 2026, with
 * SIMD-0194's threshold of 1), so what Demo teaches is what a wallet pays now.
 */
export const DEMO_RENT: RentRule = { lamportsPerByte: 5_080n, exemptionThreshold: 1 };

/** What an account of this many bytes holds to be rent-exempt on Demo's chain. */
export const demoRent = (bytes: number) => rentExemptLamports(DEMO_RENT, bytes);

/** The sample wallets' token accounts were made in the summer, at 6,960 a byte: they hold more than today's rent. */
const SUMMER_RENT: RentRule = { lamportsPerByte: 6_960n, exemptionThreshold: 1 };
const summerExcess = (program: TokenHolding['program'] | undefined) => {
  const bytes = TOKEN_ACCOUNT_BYTES[program ?? 'spl-token'];
  return rentExemptLamports(SUMMER_RENT, bytes) - demoRent(bytes);
};

/** Rent of a token account, by the chain's rule; a token of unknown program is taken as classic. */
export const accountRent = (program: TokenHolding['program'] | undefined) =>
  demoRent(TOKEN_ACCOUNT_BYTES[program ?? 'spl-token']);

/**
 * Demo's pretend chain: sample wallets met lazily, the mints' state apart from balances, what has
 * "landed", and the payments by reference. It lives in memory until the page is reloaded.
 */
export function createDemoChain(cluster: Cluster) {
  const wallets = new Map<string, WalletState>();
  // Every signature Demo has "landed": what settleTransaction finds on its pretend chain.
  const landed = new Set<string>();
  // What the token transfers of a landed send moved, by signature: read back by a bulk send's report.
  const receipts = new Map<string, Pick<LandedTransaction, 'slot' | 'feeLamports' | 'rentLamports' | 'transfers'>>();
  const keepReceipt = (signature: string, transfers: LandedTransaction['transfers'], rentLamports: bigint) =>
    receipts.set(signature, {
      slot: demoSlot(),
      feeLamports: demoNetworkFee().total,
      rentLamports,
      transfers,
    });
  // Payments by Solana Pay reference, as a node indexes the transactions that name a key.
  // Every payment naming each reference, oldest first (anyone can name one).
  const payments = new Map<string, (PaymentFound & { recipient: string })[]>();
  // Actions sent but stopped before their outcome was known, by owner: each lands when resumed or settled.
  const pending = new Map<string, { entry: PendingTransfer; land: () => unknown }[]>();
  // What each mint keeps apart from balances (authorities, metadata, frozen accounts), met lazily.
  const mints = new Map<string, DemoMint>();
  // Multisigs, nonce accounts and proposals made in this Demo session.
  const multisigs = new Map<string, MultisigAccount>();
  /** What accounts hold above today's rent, by address, until withdrawn. */
  const excessRent = new Map<string, bigint>();
  const nonces = new Map<string, NonceAccount>();
  const proposals = new Map<string, DemoProposal>();

  const walletOf = (owner: string): WalletState => {
    let state = wallets.get(owner);
    if (!state) {
      state = {
        lamports: DEMO_START_LAMPORTS,
        tokens: sampleTokens(owner),
        transactions: sampleTransactions(owner, Date.now()),
      };
      for (const token of state.tokens) excessRent.set(token.tokenAccount, summerExcess(token.program));
      wallets.set(owner, state);
    }
    return state;
  };
  /** An account that is no wallet (a multisig, a nonce account): it holds nothing and meets no samples. */
  const registerAccount = (address: string) => {
    wallets.set(address, { lamports: 0n, tokens: [], transactions: [] });
  };
  const tokenOf = (owner: string, mint: string) => {
    const token = walletOf(owner).tokens.find((t) => t.mint === mint);
    if (!token) throw new AppError('invalid', 'This wallet holds no such token.');
    return token;
  };
  const allTokens = () => [...wallets.values()].flatMap((state) => state.tokens);
  /** What an address is on Demo's pretend chain: a program every cluster has, one of its mints or token accounts, else a wallet. */
  const kindOf = (address: string): AddressKind => {
    if (DEMO_PROGRAMS.has(address)) return 'program';
    const tokens = allTokens();
    if (tokens.some((t) => t.mint === address)) return 'mint';
    if (tokens.some((t) => t.tokenAccount === address)) return 'token-account';
    if (multisigs.has(address)) return 'multisig';
    if (nonces.has(address)) return 'nonce';
    return 'wallet';
  };
  const holds = (owner: string, mint: string) => walletOf(owner).tokens.some((t) => t.mint === mint);
  /** The owner's account of this mint takes no transfer without a memo. */
  const requiresMemo = (owner: string, mint: string) =>
    !!walletOf(owner).tokens.find((t) => t.mint === mint)?.memoRequired;
  /** Every wallet's holding of a mint. */
  const holdingsOf = (mint: string) =>
    [...wallets.entries()].flatMap(([wallet, state]) =>
      state.tokens.filter((t) => t.mint === mint).map((token) => ({ wallet, token })),
    );
  const mintStateOf = (mint: string): DemoMint | undefined => {
    let state = mints.get(mint);
    const first = holdingsOf(mint)[0]?.token;
    if (!state && nativeMintProgram(mint)) {
      // Wrapped SOL's mints exist on every cluster, held or not: no authority, no extension, no metadata.
      state = {
        ...WRAPPED_SOL_LABEL,
        mintAuthority: null,
        freezeAuthority: null,
        metadata: null,
        frozen: [],
        extensions: [],
        withheld: 0n,
      };
      mints.set(mint, state);
    } else if (!state && first) {
      state = demoMintFrom(first, first.program === 'spl-token');
      mints.set(mint, state);
    }
    return state;
  };
  /** The recipient's holding of the token grows (it is added, not mintable, when they had none). */
  const credit = (owner: string, token: TokenHolding, amount: bigint) => {
    const holding = walletOf(owner).tokens.find((t) => t.mint === token.mint);
    if (holding) holding.balance += amount;
    else {
      walletOf(owner).tokens.push({
        ...token,
        // The mint's traits carry over; the sender's account's own do not.
        memoRequired: undefined,
        confidentialBalance: undefined,
        balance: amount,
        tokenAccount: randomAddress(),
        canMint: token.mintAuthority === owner,
      });
    }
  };
  /** A transfer as the token program makes it: the token's transfer fee stays withheld; the rest arrives. */
  const transfer = (token: TokenHolding, recipient: string, amount: bigint) => {
    const mint = mintStateOf(token.mint);
    const fee = demoTransferFee(mint);
    const withheld = fee ? transferFeeOn(amount, fee) : 0n;
    if (mint) mint.withheld += withheld;
    credit(recipient, token, amount - withheld);
    return amount - withheld;
  };
  const refuseFrozen = (owner: string, mint: string) => {
    if (mints.get(mint)?.frozen.includes(owner)) throw refusals.frozenAccount();
  };
  /** The state a token action starts from, and the one it leads to (or the chain's refusal). */
  const planTokenAction = <A extends TokenAction>(
    owner: string,
    action: A,
    next: (state: DemoActionState, action: A, owner: string, holds: (wallet: string) => boolean) => DemoActionState,
  ) => {
    const mint = mintStateOf(action.mint);
    if (!mint) throw new AppError('invalid', `No token mint exists at ${action.mint} on ${cluster.label}.`);
    const holdings = holdingsOf(action.mint);
    // The account whose balance the action changes: the wallet's, or where withdrawn fees are sent.
    const receiver = action.kind === 'withdraw-fees' ? (action.destination ?? owner) : owner;
    const own = holdings.find((h) => h.wallet === receiver)?.token;
    const before: DemoActionState = {
      mint,
      balance: own?.balance ?? 0n,
      decimals: holdings[0]!.token.decimals,
      supply: holdings.reduce((sum, h) => sum + h.token.balance, 0n),
    };
    const holder = (wallet: string) => holdings.some((h) => h.wallet === wallet);
    return { before, after: next(before, action, owner, holder), own, receiver };
  };
  /** A landed transaction in a wallet's history, under a new signature unless one is given. */
  const record = (
    owner: string,
    entry: Omit<TransactionRecord, 'signature' | 'timestamp' | 'status'>,
    signature = randomSignature(),
  ) => {
    landed.add(signature);
    walletOf(owner).transactions.unshift({
      ...entry,
      signature,
      timestamp: Date.now(),
      status: 'confirmed',
      feeLamports: demoNetworkFee().total,
    });
    return { signature };
  };

  const keepPending = (owner: string, entry: PendingTransfer, land: () => unknown) => {
    pending.set(owner, [...(pending.get(owner) ?? []), { entry, land }]);
  };
  /** Lands a pending action now (or says why the chain refuses it); undefined when none has this signature. */
  const settlePending = (signature: string): PendingOutcome | undefined => {
    for (const [owner, entries] of pending) {
      const found = entries.find((each) => each.entry.signature === signature);
      if (!found) continue;
      pending.set(
        owner,
        entries.filter((each) => each !== found),
      );
      try {
        found.land();
        return { ...found.entry, outcome: 'confirmed' };
      } catch (error) {
        return { ...found.entry, outcome: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
    }
    return undefined;
  };
  const pendingOf = (owner: string) => (pending.get(owner) ?? []).map((each) => each.entry);

  return {
    cluster,
    landed,
    receipts,
    keepReceipt,
    keepPending,
    settlePending,
    pendingOf,
    payments,
    mints,
    multisigs,
    nonces,
    excessRent,
    proposals,
    registerAccount,
    walletOf,
    allTokens,
    kindOf,
    tokenOf,
    holds,
    requiresMemo,
    holdingsOf,
    mintStateOf,
    credit,
    transfer,
    refuseFrozen,
    planTokenAction,
    record,
  };
}

export type DemoChain = ReturnType<typeof createDemoChain>;
