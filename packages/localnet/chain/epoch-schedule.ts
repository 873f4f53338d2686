// Epochs as mainnet has them: 432,000 slots each from slot 0, no warm-up (its genesis EpochSchedule, which
// getEpochSchedule answers and the EpochSchedule sysvar holds).
export const SLOTS_PER_EPOCH = 432_000;

export const EPOCH_SCHEDULE = {
  firstNormalEpoch: 0,
  firstNormalSlot: 0,
  leaderScheduleSlotOffset: SLOTS_PER_EPOCH,
  slotsPerEpoch: SLOTS_PER_EPOCH,
  warmup: false,
};

export const epochOf = (slot: number) => Math.floor(slot / SLOTS_PER_EPOCH);
export const firstSlotOf = (epoch: number) => epoch * SLOTS_PER_EPOCH;

/** getEpochInfo's answer at a slot; every slot holds a block, so the block height is the slot. */
export function epochInfoAt(slot: number, transactionCount: number) {
  return {
    absoluteSlot: slot,
    blockHeight: slot,
    epoch: epochOf(slot),
    slotIndex: slot % SLOTS_PER_EPOCH,
    slotsInEpoch: SLOTS_PER_EPOCH,
    transactionCount,
  };
}
