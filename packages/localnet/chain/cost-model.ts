// A landed transaction's cost units (`meta.costUnits`), by the terms of Agave's cost model
// (cost-model/src/cost_model.rs and block_cost_limits.rs at v4.2): signatures, write locks, instruction
// data, the units executed, and the loaded-data budget. The local chain loads no program accounts apart,
// so the figure is the model's terms applied to what it knows; the app reads the field, never its value.
import type { DecodedTx } from './wire';

const SIGNATURE_COST = 720n;
const WRITE_LOCK_UNITS = 300n;
/** Bytes of instruction data per cost unit (140 / 30, rounded down as the constant is). */
const INSTRUCTION_DATA_BYTES_COST = 4n;
const LOADED_ACCOUNTS_DATA_SIZE_COST_PER_32K = 8n;
/** The loaded-data budget of a legacy or v0 transaction that sets none: 64 MiB. */
const DEFAULT_LOADED_ACCOUNTS_DATA_SIZE = 64n * 1024n * 1024n;

/** `loadedWritable`: the accounts a v0 message loads writable from lookup tables. */
export function costUnits(
  tx: Pick<DecodedTx, 'header' | 'staticKeys' | 'instructions' | 'config'>,
  loadedWritable: number,
  executedUnits: bigint,
): bigint {
  const { numRequiredSignatures: s, numReadonlySignedAccounts: rs, numReadonlyUnsignedAccounts: ru } = tx.header;
  const writable = s - rs + (tx.staticKeys.length - s - ru) + loadedWritable;
  const dataBytes = tx.instructions.reduce((sum, ix) => sum + BigInt(ix.data.length), 0n);
  // A v1 message that sets no loaded-data limit has none to charge for (it may load nothing).
  const loaded = BigInt(tx.config ? (tx.config.loadedAccountsDataSizeLimit ?? 0) : DEFAULT_LOADED_ACCOUNTS_DATA_SIZE);
  const loadedCost = ((loaded + 32_767n) / 32_768n) * LOADED_ACCOUNTS_DATA_SIZE_COST_PER_32K;
  return (
    BigInt(s) * SIGNATURE_COST +
    BigInt(writable) * WRITE_LOCK_UNITS +
    dataBytes / INSTRUCTION_DATA_BYTES_COST +
    executedUnits +
    loadedCost
  );
}
