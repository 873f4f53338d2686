// Decoding the transaction param of sendTransaction / simulateTransaction.
import bs58 from 'bs58';
import type { Chain } from '../chain/chain';
import type { DecodedTx } from '../chain/wire';
import { invalidParams } from '../rpc-error';
import type { Config, Params } from './params';
import { paramAt } from './params';

export function transactionParam(chain: Chain, params: Params, config: Config): DecodedTx {
  const encoded = paramAt(params, 0, 'transaction');
  if (typeof encoded !== 'string') throw invalidParams('Invalid params: transaction must be an encoded string');
  const encoding = config.encoding ?? 'base58';
  let bytes: Uint8Array;
  if (encoding === 'base64') {
    bytes = new Uint8Array(Buffer.from(encoded, 'base64'));
  } else if (encoding === 'base58') {
    try {
      bytes = bs58.decode(encoded);
    } catch {
      throw invalidParams('invalid base58 encoding: InvalidCharacter');
    }
  } else {
    throw invalidParams(
      `Invalid params: unsupported encoding: ${String(encoding)}. Supported encodings: base58, base64`,
    );
  }
  if (bytes.length > 1232)
    throw invalidParams(
      `base64 encoded solana_transaction::versioned::VersionedTransaction too large: ${bytes.length} bytes (max: 1232 bytes)`,
    );
  try {
    return chain.decode(bytes);
  } catch (e) {
    throw invalidParams(
      `failed to deserialize solana_transaction::versioned::VersionedTransaction: ${(e as Error).message}`,
    );
  }
}
