// The transaction history: by signature, by slot (each slot's block, in the order its transactions landed)
// and the address-to-signatures index (all rebuilt from the ledger).
import type { TxRecord } from './records';

export class TransactionHistory {
  private bySignature = new Map<string, TxRecord>();
  private byAddress = new Map<string, TxRecord[]>();
  private bySlot = new Map<number, TxRecord[]>();
  /** The first transaction of each slot carries the slot's block time across restarts. */
  private slotTimes = new Map<number, number>();
  count = 0;

  add(rec: TxRecord) {
    this.bySignature.set(rec.signature, rec);
    this.count = Math.max(this.count, rec.seq + 1);
    if (!this.slotTimes.has(rec.slot)) this.slotTimes.set(rec.slot, rec.blockTime);
    const block = this.bySlot.get(rec.slot) ?? [];
    block.push(rec);
    this.bySlot.set(rec.slot, block);
    for (const key of new Set(rec.accountKeys)) {
      const list = this.byAddress.get(key) ?? [];
      list.push(rec);
      this.byAddress.set(key, list);
    }
  }

  get(signature: string): TxRecord | undefined {
    return this.bySignature.get(signature);
  }

  has(signature: string): boolean {
    return this.bySignature.has(signature);
  }

  /** Newest first. */
  forAddress(address: string): TxRecord[] {
    return [...(this.byAddress.get(address) ?? [])].reverse();
  }

  /** The transactions of a slot's block, in the order they landed. */
  inSlot(slot: number): readonly TxRecord[] {
    return this.bySlot.get(slot) ?? [];
  }

  /** A transaction's place in its block (a validator's `transactionIndex`). */
  indexInBlock(rec: TxRecord): number {
    return this.inSlot(rec.slot).indexOf(rec);
  }

  blockTimeOf(slot: number): number | undefined {
    return this.slotTimes.get(slot);
  }
}
