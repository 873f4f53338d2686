import { firstSlotOf, epochOf } from '../chain/epoch-schedule';
import { invalidParams } from '../rpc-error';
import { integerValue, optionalInteger } from '../serde-integers';
import type { Handler } from './context';
import { commitmentOf, configAt, pubkeyParam, withContext } from './params';

/** solana_slot_history::MAX_ENTRIES: how far back the bank's SlotHistory reaches. */
const SLOT_HISTORY_ENTRIES = 1024n * 1024n;

// Agave 4.2 rpc/src/rpc.rs `get_block_production`: leader slots and blocks produced per identity over a range
// (default: the bank's epoch up to its slot), bounded by the bank's SlotHistory. The one node leads every slot
// and every slot holds a block, so both counts are the range's length.
export const getBlockProduction: Handler = (params, { chain }) => {
  const config = configAt(params, 0);
  const identity = config.identity === undefined || config.identity === null ? null : pubkeyParam([config.identity], 0);
  const c = commitmentOf(config);
  const bank = BigInt(chain.commitmentSlot(c));
  let first = BigInt(firstSlotOf(epochOf(Number(bank))));
  let last = bank;
  const range = config.range as Record<string, unknown> | undefined | null;
  if (range !== undefined && range !== null) {
    first = integerValue(range.firstSlot, 'u64');
    last = optionalInteger(range.lastSlot, 'u64') ?? bank;
    if (last < first) throw invalidParams(`lastSlot, ${last}, cannot be less than firstSlot, ${first}`);
  }
  const oldest = bank + 1n > SLOT_HISTORY_ENTRIES ? bank + 1n - SLOT_HISTORY_ENTRIES : 0n;
  if (first < oldest) throw invalidParams(`firstSlot, ${first}, is too small; min ${oldest}`);
  if (last > bank) throw invalidParams(`lastSlot, ${last}, is too large; max ${bank}`);
  const node = chain.faucet.publicKey.toBase58();
  const slots = Number(last - first + 1n);
  const byIdentity = identity === null || identity === node ? { [node]: [slots, slots] } : {};
  return withContext(chain, c, { byIdentity, range: { firstSlot: first, lastSlot: last } });
};
