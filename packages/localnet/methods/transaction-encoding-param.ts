// The `encoding` of a transaction read (getTransaction, getBlock): UiTransactionEncoding, json by default;
// the deprecated bare "binary" is not served here.
import type { TxEncoding } from '../encoding/transaction-encoding';
import { untaggedConfigError } from '../chain/transaction-version';
import type { Config } from './params';

const ENCODINGS = ['json', 'jsonParsed', 'base64', 'base58'];

/** The config is `RpcEncodingConfigWrapper` (a bare encoding, or the config): a bad one matches neither. */
export function transactionEncodingOf(config: Config): TxEncoding {
  const encoding = config.encoding ?? 'json';
  if (typeof encoding !== 'string' || !ENCODINGS.includes(encoding)) throw untaggedConfigError(WRAPPER);
  return encoding as TxEncoding;
}

export const WRAPPER = 'RpcEncodingConfigWrapper';
