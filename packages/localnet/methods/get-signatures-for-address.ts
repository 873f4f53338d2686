import { filterTransactionNotFound, invalidParams } from '../rpc-error';
import { optionalInteger } from '../serde-integers';
import type { Handler } from './context';
import { checkMinContextSlot, configAt, confirmedOrFinalized, pubkeyParam, signatureParam } from './params';

const MAX_LIMIT = 1000n;

// Agave 4.2 rpc/src/rpc.rs `get_signatures_for_address` over ledger/src/blockstore.rs
// `get_confirmed_signatures_for_address2`: newest first, each with its place in its block
// (`transactionIndex`, since 4.0). Since 4.0 a `before` or `until` the node does not hold at the
// commitment is error -32020 "Transaction <signature> not found" (was an empty list); `before` is looked up
// first.
export const getSignaturesForAddress: Handler = (params, { chain }) => {
  const address = pubkeyParam(params, 0, 'address');
  const config = configAt(params, 1);
  const before = config.before === undefined || config.before === null ? null : signatureParam(config.before, 'before');
  const until = config.until === undefined || config.until === null ? null : signatureParam(config.until, 'until');
  const limit = optionalInteger(config.limit, 'usize') ?? MAX_LIMIT;
  if (limit < 1n || limit > MAX_LIMIT) throw invalidParams(`Invalid limit; max ${MAX_LIMIT}`);
  const c = confirmedOrFinalized(config);
  checkMinContextSlot(chain, config, c);
  const held = (signature: string) => {
    const rec = chain.transaction(signature);
    return rec && chain.visible(rec, c) ? rec : null;
  };
  const beforeRec = before === null ? null : held(before);
  if (before !== null && !beforeRec) throw filterTransactionNotFound(before);
  const untilRec = until === null ? null : held(until);
  if (until !== null && !untilRec) throw filterTransactionNotFound(until);
  const out = [];
  for (const rec of chain.signaturesFor(address)) {
    if (!chain.visible(rec, c)) continue;
    if (beforeRec && rec.seq >= beforeRec.seq) continue;
    if (untilRec && rec.seq <= untilRec.seq) break;
    out.push({
      blockTime: rec.blockTime,
      confirmationStatus: chain.confirmationStatus(rec),
      err: rec.err,
      memo: rec.memo ?? null,
      signature: rec.signature,
      slot: rec.slot,
      transactionIndex: chain.indexInBlock(rec),
    });
    if (out.length >= limit) break;
  }
  return out;
};
