// What getRecentPrioritizationFees reports, kept per slot as transactions land: the lowest unit price
// in the block, and per written account the lowest price among the transactions that wrote it.

export const FEE_SLOTS = 150;

interface SlotFees {
  min: bigint;
  byAccount: Map<string, bigint>;
}

export class PrioritizationFees {
  private slots = new Map<number, SlotFees>();

  landed(slot: number, unitPrice: bigint, writable: string[]) {
    let fees = this.slots.get(slot);
    if (!fees) this.slots.set(slot, (fees = { min: unitPrice, byAccount: new Map() }));
    else if (unitPrice < fees.min) fees.min = unitPrice;
    for (const address of writable) {
      const known = fees.byAccount.get(address);
      if (known === undefined || unitPrice < known) fees.byAccount.set(address, unitPrice);
    }
  }

  /** The congestion's background load fills the block at one price and writes none of our accounts. */
  background(slot: number, unitPrice: bigint) {
    this.landed(slot, unitPrice, []);
  }

  /** Forgets slots older than the method's window, which ends at `newest`. */
  prune(newest: number) {
    for (const slot of this.slots.keys()) if (slot <= newest - FEE_SLOTS) this.slots.delete(slot);
  }

  /** As a validator answers: the block's floor, raised by the floor of any named account written in it. */
  at(slot: number, addresses: string[]): bigint {
    const fees = this.slots.get(slot);
    if (!fees) return 0n;
    let fee = fees.min;
    for (const address of addresses) {
      const price = fees.byAccount.get(address);
      if (price !== undefined && price > fee) fee = price;
    }
    return fee;
  }
}
