import { encodeTransaction, type TxEncoding } from '../encoding/transaction-encoding';
import { invalidParams, RpcError } from '../rpc-error';
import type { Handler } from './context';
import { configAt, confirmedOrFinalized, paramAt, signatureParam } from './params';

const ENCODINGS = ['json', 'jsonParsed', 'base64', 'base58'];
const UNSUPPORTED_TRANSACTION_VERSION = -32015;

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
  const max = config.maxSupportedTransactionVersion;
  if (max !== undefined && max !== null && max !== 0)
    throw invalidParams(`Invalid params: unsupported maxSupportedTransactionVersion ${String(max)}`);
  const rec = chain.transaction(signature);
  if (!rec || !chain.visible(rec, c)) return null;
  if (rec.version === 0 && max !== 0) {
    throw new RpcError(
      UNSUPPORTED_TRANSACTION_VERSION,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    );
  }
  return encodeTransaction(rec, encoding, max === 0);
};
