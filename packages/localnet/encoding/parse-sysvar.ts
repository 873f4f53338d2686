// jsonParsed sysvar accounts as Agave 4.2 writes them (account-decoder/src/parse_sysvar.rs `parse_sysvar`,
// `SysvarAccountType`: tag "type", content "info"). Each is read as bincode, by the sysvar's address; data
// that does not read is no parse at all (null), so the account falls back to base64 as a validator's does.
// u64s are exact; the amounts Agave writes as strings (`StringAmount`, u128) are strings.
import { Bincode } from './bincode';

const SLOT_HISTORY_BITS = 1024 * 1024;

const feeCalculator = (r: Bincode) => ({ lamportsPerSignature: r.u64().toString() });

function slotHistoryBits(words: bigint[]): string {
  const out: string[] = [];
  for (let i = 0; i < SLOT_HISTORY_BITS; i++) {
    const word = words[i >> 6];
    out.push(word !== undefined && (word >> BigInt(i & 63)) & 1n ? '1' : '0');
  }
  return out.join('');
}

const PARSERS: Record<string, [type: string, read: (r: Bincode) => unknown]> = {
  SysvarC1ock11111111111111111111111111111111: [
    'clock',
    (r) => {
      // Stored slot, epoch start, epoch, leader schedule epoch, unix time; shown in UiClock's order.
      const [slot, epochStartTimestamp, epoch, leaderScheduleEpoch, unixTimestamp] = [
        r.u64(),
        r.i64(),
        r.u64(),
        r.u64(),
        r.i64(),
      ];
      return { slot, epoch, epochStartTimestamp, leaderScheduleEpoch, unixTimestamp };
    },
  ],
  SysvarEpochSchedu1e111111111111111111111111: [
    'epochSchedule',
    (r) => ({
      slotsPerEpoch: r.u64(),
      leaderScheduleSlotOffset: r.u64(),
      warmup: r.bool(),
      firstNormalEpoch: r.u64(),
      firstNormalSlot: r.u64(),
    }),
  ],
  SysvarFees111111111111111111111111111111111: ['fees', (r) => ({ feeCalculator: feeCalculator(r) })],
  SysvarRecentB1ockHashes11111111111111111111: [
    'recentBlockhashes',
    (r) => r.vec(() => ({ blockhash: r.hash(), feeCalculator: feeCalculator(r) })),
  ],
  // Since Agave 4.1 (SIMD-0194's layout) the first u64 is lamports a byte, and only it is shown.
  SysvarRent111111111111111111111111111111111: [
    'rent',
    (r) => {
      const lamportsPerByte = r.u64().toString();
      r.f64();
      r.u8();
      return { lamportsPerByte };
    },
  ],
  SysvarRewards111111111111111111111111111111: ['rewards', (r) => ({ validatorPointValue: r.f64() })],
  SysvarS1otHashes111111111111111111111111111: ['slotHashes', (r) => r.vec(() => ({ slot: r.u64(), hash: r.hash() }))],
  SysvarS1otHistory11111111111111111111111111: [
    'slotHistory',
    (r) => {
      // bv's BitVec<u64>: Option<words>, then its length in bits.
      const words = r.u8() === 1 ? r.vec(r.u64) : [];
      r.u64();
      return { nextSlot: r.u64(), bits: slotHistoryBits(words) };
    },
  ],
  SysvarStakeHistory1111111111111111111111111: [
    'stakeHistory',
    (r) =>
      r.vec(() => ({
        epoch: r.u64(),
        stakeHistory: { effective: r.u64(), activating: r.u64(), deactivating: r.u64() },
      })),
  ],
  SysvarLastRestartS1ot1111111111111111111111: ['lastRestartSlot', (r) => ({ lastRestartSlot: r.u64() })],
  SysvarEpochRewards1111111111111111111111111: [
    'epochRewards',
    (r) => ({
      distributionStartingBlockHeight: r.u64(),
      numPartitions: r.u64(),
      parentBlockhash: r.hash(),
      totalPoints: r.u128().toString(),
      totalRewards: r.u64().toString(),
      distributedRewards: r.u64().toString(),
      active: r.bool(),
    }),
  ],
};

/** The parsed sysvar, `{ type, info }`, or null when the address is no sysvar it knows or the data does not read. */
export function parseSysvar(address: string, data: Uint8Array): { type: string; info: unknown } | null {
  const parser = PARSERS[address];
  if (!parser) return null;
  try {
    return { type: parser[0], info: parser[1](new Bincode(data)) };
  } catch {
    return null;
  }
}
