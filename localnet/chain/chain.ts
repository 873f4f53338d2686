// The chain: LiteSVM state plus a slot clock, per-slot blockhashes, the transaction history and
// its address index, commitment levels, and the durable ledger behind all of it.
import { createHash } from 'node:crypto';
import bs58 from 'bs58';
import { ComputeBudgetProgram, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { Clock, LiteSvm } from 'litesvm/dist/internal';
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
import { readAll, runInSvm, tokenBalances, type Outcome } from './execute';
import type { Commitment, LedgerEntry, TxRecord } from './records';
import { landsOnChain, type TxError } from './tx-errors';
import { decodeTransaction, resolveKeys, transactionFee, type DecodedTx, type ResolvedKeys } from './wire';

export const MAX_PROCESSING_AGE = 150;
const SLOTS_PER_EPOCH = 432_000;
const FAUCET_LAMPORTS = 500_000_000n * 1_000_000_000n;
/** Signatures a validator's status cache answers for without searchTransactionHistory. */
export const STATUS_CACHE_SLOTS = 300;

export interface ChainOptions {
  ledgerDir: string;
  reset?: boolean;
  slotMs?: number;
  /** Slots between "confirmed" and "finalized" (a validator needs about 32). */
  finalityDepth?: number;
}

export interface ChainListener {
  /** A new slot began; everything in earlier slots is now confirmed (and durable). */
  onSlot?(slot: number): void;
  onProcessed?(rec: TxRecord, writableKeys: string[]): void;
}

export type SubmitResult =
  { kind: 'landed'; rec: TxRecord } | { kind: 'rejected'; err: TxError; outcome: Outcome | null };

export class Chain {
  readonly genesis: Genesis;
  readonly faucet: Keypair;
  readonly slotMs: number;
  readonly finalityDepth: number;
  slot: number;
  transactionCount = 0;
  readonly listeners = new Set<ChainListener>();
  private svm: LiteSvm;
  private log: LedgerLog<LedgerEntry>;
  private readonly dir: string;
  private history = new AccountHistory();
  private bySignature = new Map<string, TxRecord>();
  private byAddress = new Map<string, TxRecord[]>();
  private hashes = new Map<string, number>();
  private blockTimes = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(options: ChainOptions) {
    this.dir = options.ledgerDir;
    this.slotMs = options.slotMs ?? 400;
    this.finalityDepth = options.finalityDepth ?? 32;
    this.genesis = openLedgerDir(options.ledgerDir, options.reset ?? false);
    this.faucet = Keypair.fromSecretKey(Uint8Array.from(this.genesis.faucetSecretKey));
    this.svm = new LiteSvm();
    // Signatures, blockhashes and duplicates are checked here, against our own clock and history.
    this.svm.setSigverify(false);
    this.svm.setBlockhashCheck(false);
    this.svm.setTransactionHistory(0n);
    writeSvmAccount(this.svm, this.faucet.publicKey.toBase58(), {
      lamports: FAUCET_LAMPORTS,
      owner: SystemProgram.programId.toBase58(),
      executable: false,
      data: new Uint8Array(),
    });
    this.log = LedgerLog.open<LedgerEntry>(options.ledgerDir);
    let lastSlot = readLastSlot(options.ledgerDir);
    for (const entry of this.log.entries) {
      for (const account of entry.accounts) writeSvmAccount(this.svm, account[0], fromLedgerAccount(account));
      this.index(entry.rec);
      lastSlot = Math.max(lastSlot, entry.rec.slot);
    }
    this.slot = lastSlot + 1;
    for (let s = Math.max(0, this.slot - STATUS_CACHE_SLOTS); s <= this.slot; s++)
      this.hashes.set(this.blockhashOf(s), s);
    this.enterSlot();
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
    this.slot += 1;
    this.hashes.set(this.blockhashOf(this.slot), this.slot);
    this.hashes.delete(this.blockhashOf(this.slot - STATUS_CACHE_SLOTS - 1));
    this.enterSlot();
    writeLastSlot(this.dir, this.slot);
    this.history.prune(this.commitmentSlot('finalized'));
    for (const l of this.listeners) l.onSlot?.(this.slot);
  }

  private enterSlot() {
    const now = Math.floor(Date.now() / 1000);
    this.blockTimes.set(this.slot, now);
    this.blockTimes.delete(this.slot - 10_000);
    const epoch = BigInt(Math.floor(this.slot / SLOTS_PER_EPOCH));
    this.svm.setClock(new Clock(BigInt(this.slot), 0n, epoch, epoch, BigInt(now)));
  }

  commitmentSlot(c: Commitment): number {
    if (c === 'processed') return this.slot;
    if (c === 'confirmed') return Math.max(0, this.slot - 1);
    return Math.max(0, this.slot - this.finalityDepth);
  }

  blockhashOf(slot: number): string {
    return bs58.encode(createHash('sha256').update(`${this.genesis.genesisHash}:${slot}`).digest());
  }

  latestBlockhash(c: Commitment) {
    const slot = this.commitmentSlot(c);
    return { slot, blockhash: this.blockhashOf(slot), lastValidBlockHeight: slot + MAX_PROCESSING_AGE };
  }

  isBlockhashValid(hash: string): boolean {
    const slot = this.hashes.get(hash);
    return slot !== undefined && this.slot <= slot + MAX_PROCESSING_AGE;
  }

  blockTime(slot: number): number | null {
    return this.blockTimes.get(slot) ?? null;
  }

  epochInfo(c: Commitment) {
    const slot = this.commitmentSlot(c);
    return {
      absoluteSlot: slot,
      blockHeight: slot,
      epoch: Math.floor(slot / SLOTS_PER_EPOCH),
      slotIndex: slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: this.transactionCount,
    };
  }

  // ---- accounts -----------------------------------------------------------------------------

  getAccount(address: string, c: Commitment = 'processed'): AccountState | null {
    if (c !== 'processed') {
      const past = this.history.stateAt(address, this.commitmentSlot(c));
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
      for (const address of this.history.changedAfter(this.commitmentSlot(c))) {
        const state = this.getAccount(address, c);
        if (state && state.owner === programId) found.set(address, state);
      }
    }
    return [...found];
  }

  minimumBalanceForRentExemption(size: number): bigint {
    return this.svm.minimumBalanceForRentExemption(BigInt(size));
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
    return runInSvm(this.svm, tx, true);
  }

  /** Executes a transaction that passed the caller's checks; records it when it lands. */
  execute(tx: DecodedTx, keys: ResolvedKeys): SubmitResult {
    const pre = readAll(this.svm, keys.keys);
    const preTokenBalances = tokenBalances(keys.keys, pre, (a) => readSvmAccount(this.svm, a));
    const { outcome } = runInSvm(this.svm, tx, false);
    if (outcome.err !== null && !landsOnChain(outcome.err)) return { kind: 'rejected', err: outcome.err, outcome };
    const post = readAll(this.svm, keys.keys);
    const rec: TxRecord = {
      signature: tx.signatures[0]!,
      seq: this.transactionCount,
      slot: this.slot,
      blockTime: this.blockTimes.get(this.slot) ?? Math.floor(Date.now() / 1000),
      wire: Buffer.from(tx.bytes).toString('base64'),
      version: tx.version,
      accountKeys: keys.keys,
      loaded: keys.loaded,
      err: outcome.err,
      fee: this.fee(tx).toString(),
      preBalances: pre.map((s) => (s?.lamports ?? 0n).toString()),
      postBalances: post.map((s) => (s?.lamports ?? 0n).toString()),
      preTokenBalances,
      postTokenBalances: tokenBalances(keys.keys, post, (a) => readSvmAccount(this.svm, a)),
      logs: outcome.logs,
      innerInstructions: outcome.innerInstructions,
      computeUnits: outcome.computeUnits.toString(),
      returnData: outcome.returnData,
    };
    const writable = keys.keys.filter((_, i) => keys.writable[i]);
    this.log.append({ rec, accounts: writable.map((k) => toLedgerAccount(k, post[keys.keys.indexOf(k)] ?? null)) });
    keys.keys.forEach((k, i) => {
      if (keys.writable[i]) this.history.recordChange(k, this.slot, pre[i] ?? null);
    });
    this.index(rec);
    for (const l of this.listeners) l.onProcessed?.(rec, writable);
    return { kind: 'landed', rec };
  }

  private index(rec: TxRecord) {
    this.bySignature.set(rec.signature, rec);
    this.transactionCount = Math.max(this.transactionCount, rec.seq + 1);
    for (const key of new Set(rec.accountKeys)) {
      const list = this.byAddress.get(key) ?? [];
      list.push(rec);
      this.byAddress.set(key, list);
    }
  }

  transaction(signature: string): TxRecord | undefined {
    return this.bySignature.get(signature);
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
    return [...(this.byAddress.get(address) ?? [])].reverse();
  }

  /** A faucet transfer, signed by the ledger's faucet key, as a real transaction. */
  airdropTransaction(to: string, lamports: bigint): DecodedTx {
    // Two equal airdrops in one slot would share a signature; a different unit limit tells them apart.
    for (let variant = 0; ; variant++) {
      const tx = new Transaction({ feePayer: this.faucet.publicKey, recentBlockhash: this.blockhashOf(this.slot) });
      if (variant > 0) tx.add(ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 + variant }));
      tx.add(SystemProgram.transfer({ fromPubkey: this.faucet.publicKey, toPubkey: new PublicKey(to), lamports }));
      tx.sign(this.faucet);
      const decoded = decodeTransaction(tx.serialize());
      if (!this.bySignature.has(decoded.signatures[0]!)) return decoded;
    }
  }
}
