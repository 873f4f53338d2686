import { transactionFee } from '../chain/compute-budget';
import { decodeMessage, type DecodedMessage } from '../chain/wire';
import { invalidParams } from '../rpc-error';
import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt, paramAt, withContext } from './params';
import { decodeBase64 } from './transaction-input';

export const getFeeForMessage: Handler = (params, { chain }) => {
  const encoded = paramAt(params, 0, 'message');
  if (typeof encoded !== 'string') throw invalidParams('Invalid params: message must be a base-64 string');
  // Agave 4.2 rpc/src/rpc.rs `get_fee_for_message`: decode_and_deserialize::<VersionedMessage>, base64.
  let bytes: Uint8Array;
  try {
    bytes = decodeBase64(encoded);
  } catch (e) {
    throw invalidParams(`invalid base64 encoding: ${(e as Error).message}`);
  }
  let message: DecodedMessage;
  try {
    message = decodeMessage(bytes);
  } catch (e) {
    throw invalidParams(`failed to deserialize solana_message::versions::VersionedMessage: ${(e as Error).message}`);
  }
  const config = configAt(params, 1);
  const c = commitmentOf(config);
  checkMinContextSlot(chain, config, c);
  // A validator answers null for a message whose blockhash it no longer knows (nor holds as a durable nonce).
  if (!chain.lifetimeValid(message, c)) return withContext(chain, c, null);
  return withContext(chain, c, transactionFee(message));
};
