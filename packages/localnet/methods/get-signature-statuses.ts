import { STATUS_CACHE_SLOTS } from '../chain/chain';
import { invalidParams } from '../rpc-error';
import type { Handler } from './context';
import { configAt, paramAt, signatureParam, withContext } from './params';

const MAX_SIGNATURES = 256;

export const getSignatureStatuses: Handler = (params, { chain }) => {
  const list = paramAt(params, 0, 'signatures');
  if (!Array.isArray(list)) throw invalidParams('Invalid params: signatures must be an array of base-58 strings');
  if (list.length > MAX_SIGNATURES) throw invalidParams(`Too many inputs provided; max ${MAX_SIGNATURES}`);
  const signatures = list.map((s) => signatureParam(s));
  const search = configAt(params, 1).searchTransactionHistory === true;
  const value = signatures.map((sig) => {
    const rec = chain.transaction(sig);
    // Without searchTransactionHistory a validator only consults its recent status cache.
    if (!rec || (!search && rec.slot < chain.slot - STATUS_CACHE_SLOTS)) return null;
    const status = chain.confirmationStatus(rec);
    return {
      confirmationStatus: status,
      confirmations: status === 'finalized' ? null : chain.slot - rec.slot,
      err: rec.err,
      slot: rec.slot,
      status: rec.err === null ? { Ok: null } : { Err: rec.err },
    };
  });
  return withContext(chain, 'processed', value);
};
