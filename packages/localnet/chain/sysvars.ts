// The sysvars that describe the chain's own time, kept to it as a bank keeps them (Agave 4.2
// runtime/src/bank.rs `update_clock`, `update_slot_hashes`, `update_slot_history`,
// `update_recent_blockhashes`): LiteSVM starts them at a mainnet slot of its own and never moves them.
// The chain has no bank hashes, so SlotHashes holds each slot's blockhash in its place.
import bs58 from 'bs58';
import { Clock, EpochSchedule, SlotHistory, type LiteSvm } from './litesvm';
import { readSvmAccount, writeSvmAccount } from './account-state';
import { EPOCH_SCHEDULE, epochOf, firstSlotOf } from './epoch-schedule';

const SLOT_HASHES_MAX = 512; // solana_slot_hashes::MAX_ENTRIES
const SLOT_HISTORY_BITS = 1024 * 1024; // solana_slot_history::MAX_ENTRIES
const RECENT_BLOCKHASHES_MAX = 150; // solana_sysvar::recent_blockhashes::MAX_ENTRIES
const LAMPORTS_PER_SIGNATURE = 5_000n;
const RECENT_BLOCKHASHES = 'SysvarRecentB1ockHashes11111111111111111111';
const FEES = 'SysvarFees111111111111111111111111111111111';

/** The sysvars a new slot rewrites: a read at confirmed or finalized must see them as they were then. */
const PER_SLOT_SYSVARS = [
  'SysvarC1ock11111111111111111111111111111111',
  'SysvarS1otHashes111111111111111111111111111',
  'SysvarS1otHistory11111111111111111111111111',
  RECENT_BLOCKHASHES,
];

export class SlotSysvars {
  /** SlotHistory's bit vector: bit (slot mod 2^20) is set for every slot that holds a block. */
  private bits = new BigUint64Array(SLOT_HISTORY_BITS / 64);
  readonly rewritten: readonly string[] = PER_SLOT_SYSVARS;

  constructor(
    private readonly svm: LiteSvm,
    firstSlot: number,
  ) {
    const e = EPOCH_SCHEDULE;
    svm.setEpochSchedule(
      new EpochSchedule(
        BigInt(e.slotsPerEpoch),
        BigInt(e.leaderScheduleSlotOffset),
        e.warmup,
        BigInt(e.firstNormalEpoch),
        BigInt(e.firstNormalSlot),
      ),
    );
    // The deprecated Fees sysvar is no longer updated on mainnet; it holds the fee a signature has cost since.
    const fees = new Uint8Array(8);
    new DataView(fees.buffer).setBigUint64(0, LAMPORTS_PER_SIGNATURE, true);
    this.rewrite(FEES, fees);
    // Every slot before this one holds a block (genesis, then one per slot, across restarts too).
    const whole = Math.min(Math.floor(firstSlot / 64), this.bits.length);
    this.bits.fill(0xffff_ffff_ffff_ffffn, 0, whole);
    for (let s = whole * 64; s < Math.min(firstSlot, SLOT_HISTORY_BITS); s++) this.setBit(s);
  }

  private setBit(slot: number) {
    const i = slot % SLOT_HISTORY_BITS;
    this.bits[i >> 6] = this.bits[i >> 6]! | (1n << BigInt(i & 63));
  }

  private rewrite(address: string, data: Uint8Array) {
    const now = readSvmAccount(this.svm, address);
    writeSvmAccount(this.svm, address, {
      lamports: now?.lamports ?? 1n,
      owner: 'Sysvar1111111111111111111111111111111111111',
      executable: false,
      data,
    });
  }

  /** A new slot began: Clock, SlotHashes, SlotHistory and RecentBlockhashes as its bank would hold them. */
  enter(
    slot: number,
    unixTimestamp: number,
    blockTime: (slot: number) => number | null,
    hashOf: (s: number) => string,
  ) {
    const epoch = epochOf(slot);
    const epochStart = blockTime(firstSlotOf(epoch)) ?? 0;
    // The leader schedule is known one epoch ahead (EpochSchedule::get_leader_schedule_epoch).
    const scheduleEpoch = epochOf(slot + EPOCH_SCHEDULE.leaderScheduleSlotOffset);
    this.svm.setClock(
      new Clock(BigInt(slot), BigInt(epochStart), BigInt(epoch), BigInt(scheduleEpoch), BigInt(unixTimestamp)),
    );
    this.keepParents(slot, hashOf);
    this.svm.setSlotHashes(this.parents.map(({ slot: s, hash }) => ({ slot: BigInt(s), hash })));
    this.setBit(slot);
    this.svm.setSlotHistory(new SlotHistory(this.bits, BigInt(slot + 1)));
    const recent = [{ bytes: bs58.decode(hashOf(slot)) }, ...this.parents].slice(0, RECENT_BLOCKHASHES_MAX);
    const data = new Uint8Array(8 + RECENT_BLOCKHASHES_MAX * 40);
    const view = new DataView(data.buffer);
    view.setBigUint64(0, BigInt(recent.length), true);
    recent.forEach(({ bytes }, i) => {
      data.set(bytes, 8 + i * 40);
      view.setBigUint64(8 + i * 40 + 32, LAMPORTS_PER_SIGNATURE, true);
    });
    this.rewrite(RECENT_BLOCKHASHES, data);
  }

  /** The parent slots' hashes, newest first: one more each slot (hashing 512 slots a slot is too slow). */
  private parents: { slot: number; hash: string; bytes: Uint8Array }[] = [];

  private keepParents(slot: number, hashOf: (s: number) => string) {
    const entry = (s: number) => {
      const hash = hashOf(s);
      return { slot: s, hash, bytes: bs58.decode(hash) };
    };
    if (this.parents[0]?.slot === slot - 2) this.parents.unshift(entry(slot - 1));
    else if (this.parents[0]?.slot !== slot - 1) {
      this.parents = [];
      for (let s = slot - 1; s >= 0 && this.parents.length < SLOT_HASHES_MAX; s--) this.parents.push(entry(s));
    }
    this.parents.length = Math.min(this.parents.length, SLOT_HASHES_MAX);
  }
}
