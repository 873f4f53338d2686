import { getBase64Encoder } from '@solana/kit';
import { getNonceDecoder, NonceState, SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';

/** A durable nonce account's size: version, state, authority, the nonce, the fee it was set under. */
export const NONCE_ACCOUNT_BYTES = 80;

const base64 = getBase64Encoder();
const decoder = getNonceDecoder();

/** An account as a node returns it in base64, whichever client read it. */
interface Base64Account {
  data: readonly [string, string] | [string, 'base64'];
  owner: string;
}

/** The nonce account's authority and current nonce; null when the account is none (or not initialized). */
export function decodeNonceAccount(account: Base64Account | null): { authority: string; nonce: string } | null {
  if (!account || account.owner !== SYSTEM_PROGRAM_ADDRESS) return null;
  const bytes = base64.encode(account.data[0]);
  if (bytes.length !== NONCE_ACCOUNT_BYTES) return null;
  const nonce = decoder.decode(bytes);
  if (nonce.state !== NonceState.Initialized) return null;
  return { authority: nonce.authority, nonce: nonce.blockhash };
}
