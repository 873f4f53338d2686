import { checkVersion, maxVersionParam, untaggedConfigError } from '../chain/transaction-version';
import { encodeAccountsOnly, encodeWithMeta } from '../encoding/transaction-encoding';
import { integerValue } from '../serde-integers';
import { blockNotAvailable } from './blocks';
import type { Handler } from './context';
import { configAt, confirmedOrFinalized, paramAt } from './params';
import { transactionEncodingOf, WRAPPER } from './transaction-encoding-param';

const DETAILS = ['full', 'accounts', 'signatures', 'none'];

// Agave 4.2 rpc/src/rpc.rs `get_block` and transaction-status/src/lib.rs `ConfirmedBlock::encode_with_options`.
// A block is the slot's transactions in the order they landed. `full` and `accounts` check every
// transaction's version, so one v1 transaction asked without maxSupportedTransactionVersion >= 1 fails the
// whole call with -32015; `signatures` and `none` check nothing. The chain pays no rewards: `rewards` is [].
export const getBlock: Handler = (params, { chain }) => {
  const slot = integerValue(paramAt(params, 0, 'slot'), 'u64');
  // An old form passes the encoding as a bare string.
  const config = typeof params[1] === 'string' ? { encoding: params[1] } : configAt(params, 1);
  const encoding = transactionEncodingOf(config);
  const details = config.transactionDetails ?? 'full';
  if (typeof details !== 'string' || !DETAILS.includes(details)) throw untaggedConfigError(WRAPPER);
  const rewards = config.rewards ?? true;
  if (typeof rewards !== 'boolean') throw untaggedConfigError(WRAPPER);
  const max = maxVersionParam(config.maxSupportedTransactionVersion, WRAPPER);
  const c = confirmedOrFinalized(config);
  if (slot > BigInt(chain.commitmentSlot(c))) throw blockNotAvailable(slot);

  const s = Number(slot);
  const block = chain.block(s);
  const out: Record<string, unknown> = {
    blockHeight: s,
    blockTime: chain.blockTime(s),
    blockhash: chain.blockhashOf(s),
    parentSlot: Math.max(0, s - 1),
    // Slot 0's entries chain from the genesis hash.
    previousBlockhash: s === 0 ? chain.genesis.genesisHash : chain.blockhashOf(s - 1),
  };
  if (details === 'full')
    out.transactions = block.map((rec) => encodeWithMeta(rec, encoding, checkVersion(rec.version, max), rewards));
  if (details === 'accounts')
    out.transactions = block.map((rec) => encodeAccountsOnly(rec, checkVersion(rec.version, max), rewards));
  if (details === 'signatures') out.signatures = block.map((rec) => rec.signature);
  if (rewards) out.rewards = [];
  return out;
};
