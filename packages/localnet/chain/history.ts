// The transaction history: by signature, and the address-to-signatures index (rebuilt from the ledger).
import type { TxRecord } from './records';

export class TransactionHistory {
  private bySignature = new Map<string, TxRecord>();
  private byAddress = new Map<string, TxRecord[]>();
  /** The first transaction of each slot carries the slot's block time across restarts. */
  private slotTimes = new Map<number, number>();
  count = 0;

  add(rec: TxRecord) {
    this.bySignature.set(rec.signature, rec);
    this.count = Math.max(this.count, rec.seq + 1);
    if (!this.slotTimes.has(rec.slot)) this.slotTimes.set(rec.slot, rec.blockTime);
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

  blockTimeOf(slot: number): number | undefined {
    return this.slotTimes.get(slot);
  }
}
