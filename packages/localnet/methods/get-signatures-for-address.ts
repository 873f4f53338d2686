import { invalidParams } from '../rpc-error';
import type { Handler } from './context';
import { checkMinContextSlot, configAt, confirmedOrFinalized, pubkeyParam, signatureParam } from './params';

const MAX_LIMIT = 1000;

export const getSignaturesForAddress: Handler = (params, { chain }) => {
  const address = pubkeyParam(params, 0, 'address');
  const config = configAt(params, 1);
  const c = confirmedOrFinalized(config);
  checkMinContextSlot(chain, config, c);
  const limit = config.limit ?? MAX_LIMIT;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw invalidParams(`Invalid limit; max ${MAX_LIMIT}`);
  }
  const before = config.before === undefined || config.before === null ? null : signatureParam(config.before, 'before');
  const until = config.until === undefined || config.until === null ? null : signatureParam(config.until, 'until');
  const beforeSeq = before ? chain.transaction(before)?.seq : undefined;
  const untilSeq = until ? chain.transaction(until)?.seq : undefined;
  if (before && beforeSeq === undefined) return [];
  const out = [];
  for (const rec of chain.signaturesFor(address)) {
    if (!chain.visible(rec, c)) continue;
    if (beforeSeq !== undefined && rec.seq >= beforeSeq) continue;
    if (untilSeq !== undefined && rec.seq <= untilSeq) break;
    out.push({
      blockTime: rec.blockTime,
      confirmationStatus: chain.confirmationStatus(rec),
      err: rec.err,
      memo: rec.memo ?? null,
      signature: rec.signature,
      slot: rec.slot,
    });
    if (out.length >= limit) break;
  }
  return out;
};
