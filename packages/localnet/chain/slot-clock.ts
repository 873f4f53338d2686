// Slots on a clock: each slot has a blockhash (derived from the genesis hash, so it is the same after
// a restart) and a block time; commitment levels are slots behind the newest one.
import { createHash } from 'node:crypto';
import bs58 from 'bs58';
import type { Commitment } from './records';

export const MAX_PROCESSING_AGE = 150;
/** Signatures a validator's status cache answers for without searchTransactionHistory. */
export const STATUS_CACHE_SLOTS = 300;
const BLOCK_TIMES_KEPT = 10_000;

export class SlotClock {
  private hashes = new Map<string, number>();
  private blockTimes = new Map<number, number>();

  constructor(
    private genesisHash: string,
    public slot: number,
    readonly finalityDepth: number,
  ) {
    for (let s = Math.max(0, slot - STATUS_CACHE_SLOTS); s <= slot; s++) this.hashes.set(this.blockhashOf(s), s);
    this.blockTimes.set(slot, Math.floor(Date.now() / 1000));
  }

  advance(): number {
    this.slot += 1;
    this.hashes.set(this.blockhashOf(this.slot), this.slot);
    this.hashes.delete(this.blockhashOf(this.slot - STATUS_CACHE_SLOTS - 1));
    this.blockTimes.set(this.slot, Math.floor(Date.now() / 1000));
    this.blockTimes.delete(this.slot - BLOCK_TIMES_KEPT);
    return this.slot;
  }

  commitmentSlot(c: Commitment): number {
    if (c === 'processed') return this.slot;
    if (c === 'confirmed') return Math.max(0, this.slot - 1);
    return Math.max(0, this.slot - this.finalityDepth);
  }

  blockhashOf(slot: number): string {
    return bs58.encode(createHash('sha256').update(`${this.genesisHash}:${slot}`).digest());
  }

  latestBlockhash(c: Commitment) {
    const slot = this.commitmentSlot(c);
    return { slot, blockhash: this.blockhashOf(slot), lastValidBlockHeight: slot + MAX_PROCESSING_AGE };
  }

  /** Valid while the chain has not passed the hash's slot + 150 (its lastValidBlockHeight). */
  isBlockhashValid(hash: string): boolean {
    const slot = this.hashes.get(hash);
    return slot !== undefined && this.slot <= slot + MAX_PROCESSING_AGE;
  }

  blockTime(slot: number): number | undefined {
    return this.blockTimes.get(slot);
  }
}
