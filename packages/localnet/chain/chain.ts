// The chain: LiteSVM state plus a slot clock, per-slot blockhashes, the transaction history and
// its address index, commitment levels, the send queue under congestion and the fees that landed,
// and the durable ledger behind all of it.
import bs58 from 'bs58';
import { Keypair, SystemProgram } from '@solana/web3.js';
import { LiteSvm, Rent } from './litesvm';
import { openLedgerDir, readLastSlot, writeLastSlot, type Genesis } from '../ledger/genesis';
import { LedgerLog } from '../ledger/ledger-log';
import {
  AccountHistory,
  fromLedgerAccount,
  readSvmAccount,
  toLedgerAccount,
  writeSvmAccount,
  type AccountState,
} from './account-state';
import { executeAndRecord, runInSvm, simulateWithBalances } from './execute';
import type { Commitment, LedgerEntry, TxRecord } from './records';
import { computeBudget, transactionFee } from './compute-budget';
import { faucetTransfer } from './faucet';
import { TransactionHistory } from './history';
import { PerformanceSamples } from './performance-samples';
import { PrioritizationFees } from './priority-fees';
import { Scheduler } from './scheduler';
import { seededRandom } from './seeded-random';
import { SlotClock } from './slot-clock';
import { durableNonceOf, nonceAccountOf, readNonce, signedByAuthority, type NonceMessage } from './durable-nonce';
import { decodeTransaction, resolveKeys, type DecodedTx, type ResolvedKeys } from './wire';
import type { TxError } from './tx-errors';
import { LIGHTHOUSE_PROGRAM, lighthouseStandIn } from './lighthouse-stand-in';
import { epochInfoAt } from './epoch-schedule';
import { SlotSysvars } from './sysvars';
import {
  DEFAULT_ACCOUNT_UNITS,
  DEFAULT_BLOCK_UNITS,
  DEFAULT_LAMPORTS_PER_BYTE,
  DEFAULT_SLOT_MS,
  INITIAL_OWNERS,
  type ChainListener,
  type ChainOptions,
  type SubmitResult,
} from './chain-options';

const FAUCET_LAMPORTS = 500_000_000n * 1_000_000_000n;
export { MAX_PROCESSING_AGE, STATUS_CACHE_SLOTS } from './slot-clock';

export class Chain {
  readonly genesis: Genesis;
  readonly faucet: Keypair;
  readonly slotMs: number;
  readonly clock: SlotClock;
  readonly listeners = new Set<ChainListener>();
  readonly prioritizationFees = new PrioritizationFees();
  readonly performanceSamples: PerformanceSamples;
  /** While true, sends wait for block space (the congestion fault); set by the server from its faults. */
  congested = false;
  private svm: LiteSvm;
  private log: LedgerLog<LedgerEntry>;
  private readonly dir: string;
  private accountHistory = new AccountHistory();
  private history = new TransactionHistory();
  private timer: NodeJS.Timeout | null = null;
  private scheduler: Scheduler<DecodedTx>;
  private readonly faucetAddress: string;
  private sysvars!: SlotSysvars;
  /** Every program that has owned an account: what a sum over all accounts (getSupply) must scan. */
  private readonly owners = new Set<string>(INITIAL_OWNERS);

  constructor(options: ChainOptions) {
    this.dir = options.ledgerDir;
    this.slotMs = options.slotMs ?? DEFAULT_SLOT_MS;
    this.performanceSamples = new PerformanceSamples(options.performanceSampleSecs ?? 60);
    this.genesis = openLedgerDir(options.ledgerDir, options.reset ?? false);
    this.faucet = Keypair.fromSecretKey(Uint8Array.from(this.genesis.faucetSecretKey));
    this.faucetAddress = this.faucet.publicKey.toBase58();
    this.svm = new LiteSvm();
    // Signatures, blockhashes (and durable nonces) and duplicates are checked here, against our own clock
    // and history.
    this.svm.setSigverify(false);
    this.svm.setBlockhashCheck(false);
    this.svm.setTransactionHistory(0n);
    // Where wallets point the guard instructions they add: a stand-in that asserts nothing.
    this.svm.addProgram(bs58.decode(LIGHTHOUSE_PROGRAM), lighthouseStandIn());
    // Wrapped SOL of both token programs, at the addresses mainnet and devnet have them.
    this.svm.withNativeMints();
    this.setLamportsPerByte(options.lamportsPerByte ?? DEFAULT_LAMPORTS_PER_BYTE);
    this.scheduler = new Scheduler({
      blockUnits: options.blockUnits ?? DEFAULT_BLOCK_UNITS,
      accountUnits: options.accountUnits ?? DEFAULT_ACCOUNT_UNITS,
      random: seededRandom(options.congestionSeed ?? Math.floor(Math.random() * 2 ** 32)),
    });
    writeSvmAccount(this.svm, this.faucetAddress, {
      lamports: FAUCET_LAMPORTS,
      owner: SystemProgram.programId.toBase58(),
      executable: false,
      data: new Uint8Array(),
    });
    this.log = LedgerLog.open<LedgerEntry>(options.ledgerDir);
    let lastSlot = readLastSlot(options.ledgerDir);
    for (const entry of this.log.entries) {
      for (const account of entry.accounts) {
        writeSvmAccount(this.svm, account[0], fromLedgerAccount(account));
        this.owners.add(account[2]);
      }
      this.history.add(entry.rec);
      lastSlot = Math.max(lastSlot, entry.rec.slot);
    }
    this.clock = new SlotClock(this.genesis.genesisHash, lastSlot + 1, options.finalityDepth ?? 32);
    this.sysvars = new SlotSysvars(this.svm, this.slot);
    this.enterSlot(true);
  }

  /** Ledger lines that could not be read on opening (1-based): reported at start, the rest kept. */
  get skippedLedgerLines(): readonly number[] {
    return this.log.skipped;
  }

  start() {
    this.timer ??= setInterval(() => this.tick(), this.slotMs);
  }

  close() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.log.close();
    writeLastSlot(this.dir, this.slot);
  }

  // ---- time -------------------------------------------------------------------------------

  /** One slot passes: make its transactions durable first, since a new slot confirms them. */
  tick() {
    this.log.sync();
    this.clock.advance();
    this.enterSlot();
    writeLastSlot(this.dir, this.slot);
    this.accountHistory.prune(this.commitmentSlot('finalized'));
    this.prioritizationFees.prune(this.commitmentSlot('confirmed'));
    this.performanceSamples.onSlot(this.slot, this.transactionCount);
    for (const l of this.listeners) l.onSlot?.(this.slot);
    this.landQueued();
  }

  /**
   * `count` slots pass at once (a control method, not a validator's): what a test needs to see a
   * blockhash expire without waiting out 150 slots.
   */
  advanceSlots(count: number) {
    for (let i = 0; i < count; i++) this.tick();
  }

  /** The slot's share of the queue lands now, in this slot, exactly as an immediate send would. */
  private landQueued() {
    const plan = this.scheduler.plan(this.congested, (tx) => this.lifetimeValid(tx));
    if (plan.clearingPrice !== null) this.prioritizationFees.background(this.slot, plan.clearingPrice);
    for (const tx of plan.picks) {
      if (this.history.has(tx.signatures[0]!)) continue;
      // An earlier pick may have advanced the nonce this one was built on.
      if (!this.lifetimeValid(tx)) continue;
      let keys: ResolvedKeys;
      try {
        // Lookup tables are read when the transaction runs, not when it was sent.
        keys = this.resolve(tx);
      } catch {
        continue; // as a validator drops it: no record, no fee
      }
      this.execute(tx, keys);
    }
  }

  private enterSlot(first = false) {
    const now = this.clock.blockTime(this.slot) ?? Math.floor(Date.now() / 1000);
    // Before the first slot they held only LiteSVM's defaults, which no read should see.
    if (!first)
      this.sysvars.rewritten.forEach((a) => this.accountHistory.recordChange(a, this.slot, this.getAccount(a)));
    this.sysvars.enter(
      this.slot,
      now,
      (s) => this.blockTime(s),
      (s) => this.blockhashOf(s),
    );
  }

  get slot(): number {
    return this.clock.slot;
  }

  get finalityDepth(): number {
    return this.clock.finalityDepth;
  }

  commitmentSlot(c: Commitment): number {
    return this.clock.commitmentSlot(c);
  }

  blockhashOf(slot: number): string {
    return this.clock.blockhashOf(slot);
  }

  latestBlockhash(c: Commitment) {
    return this.clock.latestBlockhash(c);
  }

  /** Whether a blockhash is recent (the isBlockhashValid method); transactions are judged by lifetimeValid. */
  isBlockhashValid(hash: string): boolean {
    return this.clock.isBlockhashValid(hash);
  }

  /**
   * A transaction's lifetime as a validator judges it: a recent blockhash, or a durable nonce, i.e. the
   * first instruction advances a nonce account holding the transaction's recentBlockhash, signed by that
   * nonce's authority. A nonce stored in the slot being judged is not advanceable before the next one.
   */
  lifetimeValid(tx: NonceMessage, c: Commitment = 'processed'): boolean {
    if (this.isBlockhashValid(tx.recentBlockhash)) return true;
    if (tx.recentBlockhash === durableNonceOf(this.blockhashOf(this.commitmentSlot(c)))) return false;
    return this.nonceAccountFor(tx, c) !== null;
  }

  /** The nonce account whose durable nonce the transaction lives by; null when it has none. */
  private nonceAccountFor(tx: NonceMessage, c: Commitment): string | null {
    let keys: ResolvedKeys;
    try {
      keys = resolveKeys(tx, (a) => this.getAccount(a, c));
    } catch {
      return null;
    }
    const address = nonceAccountOf(tx, keys);
    const nonce = address === null ? null : readNonce(this.getAccount(address, c));
    if (!nonce || nonce.durableNonce !== tx.recentBlockhash) return null;
    return signedByAuthority(tx, keys, nonce.authority) ? address : null;
  }

  /** Slot 0 is genesis, made when the ledger was; a slot the clock no longer remembers has a time only if a transaction landed in it. */
  blockTime(slot: number): number | null {
    if (slot === 0) return Math.floor(this.genesis.createdAt / 1000);
    return this.clock.blockTime(slot) ?? this.history.blockTimeOf(slot) ?? null;
  }

  epochInfo(c: Commitment) {
    return epochInfoAt(this.commitmentSlot(c), this.transactionCountAt(c));
  }

  // ---- accounts -----------------------------------------------------------------------------

  getAccount(address: string, c: Commitment = 'processed'): AccountState | null {
    if (c !== 'processed') {
      const past = this.accountHistory.stateAt(address, this.commitmentSlot(c));
      if (past !== undefined) return past;
    }
    return readSvmAccount(this.svm, address);
  }

  programAccounts(programId: string, c: Commitment): [string, AccountState][] {
    const found = new Map<string, AccountState>();
    for (const a of this.svm.getProgramAccounts(bs58.decode(programId))) {
      const address = bs58.encode(a.address);
      const state = this.getAccount(address, c);
      if (state && state.owner === programId) found.set(address, state);
    }
    if (c !== 'processed') {
      // Accounts closed or re-owned since the requested slot are not in LiteSVM's scan.
      for (const address of this.accountHistory.changedAfter(this.commitmentSlot(c))) {
        const state = this.getAccount(address, c);
        if (state && state.owner === programId) found.set(address, state);
      }
    }
    return [...found];
  }

  minimumBalanceForRentExemption(size: number): bigint {
    return this.svm.minimumBalanceForRentExemption(BigInt(size));
  }

  get lamportsPerByte(): number {
    return Number(this.svm.getRent().lamportsPerByteYear);
  }

  /**
   * Sets rent as a feature activation does (SIMD-0437): the Rent sysvar holds the rate a byte with the
   * exemption threshold 1 (SIMD-0194's layout), which programs and the runtime read from then on.
   */
  setLamportsPerByte(lamports: number) {
    const current = this.svm.getRent();
    this.svm.setRent(new Rent(BigInt(lamports), 1, current.burnPercent));
  }

  // ---- transactions -------------------------------------------------------------------------

  decode(bytes: Uint8Array): DecodedTx {
    return decodeTransaction(bytes);
  }

  resolve(tx: DecodedTx): ResolvedKeys {
    return resolveKeys(tx, (a) => this.getAccount(a));
  }

  fee(tx: DecodedTx): bigint {
    return transactionFee(tx);
  }

  simulate(tx: DecodedTx) {
    return runInSvm(this.svm, tx, true, this.blockhashOf(this.slot));
  }

  /** A simulation with what a validator reports beside its outcome: fee, balances, bytes loaded. */
  simulateFully(tx: DecodedTx, keys: ResolvedKeys, checkFailure: TxError | null = null) {
    return simulateWithBalances(this.svm, tx, keys, this.blockhashOf(this.slot), checkFailure);
  }

  /** A send that passed the caller's checks: executed now, or queued for block space while congested. */
  submit(tx: DecodedTx, keys: ResolvedKeys) {
    if (!this.congested) return void this.execute(tx, keys);
    const { unitPrice, unitLimit } = computeBudget(tx);
    const writable = keys.keys.filter((_, i) => keys.writable[i]);
    this.scheduler.add({ signature: tx.signatures[0]!, unitPrice, units: unitLimit, writable, value: tx });
  }

  /** Executes a transaction that passed the caller's checks; records it when it lands. */
  execute(tx: DecodedTx, keys: ResolvedKeys): SubmitResult {
    const nonceAccount = this.isBlockhashValid(tx.recentBlockhash) ? null : this.nonceAccountFor(tx, 'processed');
    const run = executeAndRecord(
      this.svm,
      tx,
      keys,
      {
        seq: this.transactionCount,
        slot: this.slot,
        blockTime: this.clock.blockTime(this.slot) ?? Math.floor(Date.now() / 1000),
      },
      { blockhash: this.blockhashOf(this.slot), nonceAccount },
    );
    if (run.kind === 'rejected') return run;
    const { rec, pre, post } = run;
    const writable = keys.keys.filter((_, i) => keys.writable[i]);
    for (const state of post) if (state) this.owners.add(state.owner);
    this.log.append({ rec, accounts: writable.map((k) => toLedgerAccount(k, post[keys.keys.indexOf(k)] ?? null)) });
    keys.keys.forEach((k, i) => {
      if (keys.writable[i]) this.accountHistory.recordChange(k, this.slot, pre[i] ?? null);
    });
    this.history.add(rec);
    // Airdrops stand outside the fee market, as vote transactions do on a validator.
    if (keys.keys[0] !== this.faucetAddress)
      this.prioritizationFees.landed(this.slot, computeBudget(tx).unitPrice, writable);
    for (const l of this.listeners) l.onProcessed?.(rec, writable);
    return { kind: 'landed', rec };
  }

  transaction(signature: string): TxRecord | undefined {
    return this.history.get(signature);
  }

  get transactionCount(): number {
    return this.history.count;
  }

  /** Transactions in the blocks up to the commitment's slot (a bank's `transaction_count`). */
  transactionCountAt(c: Commitment): number {
    let count = this.history.count;
    for (let s = this.commitmentSlot(c) + 1; s <= this.slot; s++) count -= this.history.inSlot(s).length;
    return count;
  }

  /** A slot's block: the transactions that landed in it, in order. */
  block(slot: number): readonly TxRecord[] {
    return this.history.inSlot(slot);
  }

  indexInBlock(rec: TxRecord): number {
    return this.history.indexInBlock(rec);
  }

  /** The lamports in every account at a commitment (a bank's capitalization). */
  totalLamports(c: Commitment): bigint {
    let total = 0n;
    for (const owner of this.owners) for (const [, state] of this.programAccounts(owner, c)) total += state.lamports;
    return total;
  }

  confirmationStatus(rec: TxRecord): Commitment {
    if (rec.slot <= this.commitmentSlot('finalized')) return 'finalized';
    if (rec.slot <= this.commitmentSlot('confirmed')) return 'confirmed';
    return 'processed';
  }

  /** Visible at a commitment: processed sees everything; others only slots that reached it. */
  visible(rec: TxRecord, c: Commitment): boolean {
    return rec.slot <= this.commitmentSlot(c);
  }

  /** Newest first. */
  signaturesFor(address: string): TxRecord[] {
    return this.history.forAddress(address);
  }

  /** A faucet transfer, signed by the ledger's faucet key, as a real transaction. */
  airdropTransaction(to: string, lamports: bigint): DecodedTx {
    return faucetTransfer(this.faucet, this.blockhashOf(this.slot), to, lamports, (sig) => this.history.has(sig));
  }
}
