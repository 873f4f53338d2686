import { VersionedMessage } from '@solana/web3.js';
import { transactionFee } from '../chain/compute-budget';
import { invalidParams } from '../rpc-error';
import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt, paramAt, withContext } from './params';

export const getFeeForMessage: Handler = (params, { chain }) => {
  const encoded = paramAt(params, 0, 'message');
  if (typeof encoded !== 'string') throw invalidParams('Invalid params: message must be a base-64 string');
  let message: VersionedMessage;
  try {
    message = VersionedMessage.deserialize(Buffer.from(encoded, 'base64'));
  } catch (e) {
    throw invalidParams(`Invalid params: failed to deserialize the message: ${(e as Error).message}`);
  }
  const config = configAt(params, 1);
  const c = commitmentOf(config);
  checkMinContextSlot(chain, config, c);
  const decoded = {
    header: message.header,
    staticKeys: message.staticAccountKeys.map((k) => k.toBase58()),
    instructions: message.compiledInstructions.map((ix) => ({
      programIdIndex: ix.programIdIndex,
      accounts: [...ix.accountKeyIndexes],
      data: Uint8Array.from(ix.data),
    })),
    lookups: message.addressTableLookups.map((l) => ({
      accountKey: l.accountKey.toBase58(),
      writableIndexes: [...l.writableIndexes],
      readonlyIndexes: [...l.readonlyIndexes],
    })),
    recentBlockhash: message.recentBlockhash,
  };
  // A validator answers null for a message whose blockhash it no longer knows (nor holds as a durable nonce).
  if (!chain.lifetimeValid(decoded, c)) return withContext(chain, c, null);
  return withContext(chain, c, transactionFee(decoded));
};
