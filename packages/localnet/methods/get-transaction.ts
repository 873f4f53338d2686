import { checkVersion, maxVersionParam } from '../chain/transaction-version';
import { encodeTransaction, type TxEncoding } from '../encoding/transaction-encoding';
import { invalidParams } from '../rpc-error';
import type { Handler } from './context';
import { configAt, confirmedOrFinalized, paramAt, signatureParam } from './params';

const ENCODINGS = ['json', 'jsonParsed', 'base64', 'base58'];

export const getTransaction: Handler = (params, { chain }) => {
  const signature = signatureParam(paramAt(params, 0, 'signature'));
  // An old form passes the encoding as a bare string.
  const config = typeof params[1] === 'string' ? { encoding: params[1] } : configAt(params, 1);
  const c = confirmedOrFinalized(config);
  const encoding = (config.encoding ?? 'json') as TxEncoding;
  if (!ENCODINGS.includes(encoding)) {
    throw invalidParams(
      `Invalid params: unknown variant \`${String(encoding)}\`, expected one of \`binary\`, \`base64\`, \`base58\`, \`json\`, \`jsonParsed\``,
    );
  }
  const max = maxVersionParam(config.maxSupportedTransactionVersion);
  const rec = chain.transaction(signature);
  if (!rec || !chain.visible(rec, c)) return null;
  return encodeTransaction(rec, encoding, checkVersion(rec.version, max));
};
