import { checkVersion, maxVersionParam } from '../chain/transaction-version';
import { encodeTransaction } from '../encoding/transaction-encoding';
import type { Handler } from './context';
import { configAt, confirmedOrFinalized, paramAt, signatureParam } from './params';
import { transactionEncodingOf, WRAPPER } from './transaction-encoding-param';

// Agave 4.2 rpc/src/rpc.rs `get_transaction`: the answer carries the transaction's place in its block
// (`transactionIndex`, since 4.0).
export const getTransaction: Handler = (params, { chain }) => {
  const signature = signatureParam(paramAt(params, 0, 'signature'));
  // An old form passes the encoding as a bare string.
  const config = typeof params[1] === 'string' ? { encoding: params[1] } : configAt(params, 1);
  const c = confirmedOrFinalized(config);
  const encoding = transactionEncodingOf(config);
  const max = maxVersionParam(config.maxSupportedTransactionVersion, WRAPPER);
  const rec = chain.transaction(signature);
  if (!rec || !chain.visible(rec, c)) return null;
  return encodeTransaction(rec, encoding, checkVersion(rec.version, max), chain.indexInBlock(rec));
};
