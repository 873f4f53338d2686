import { isAddress, type Address } from '@solana/kit';
import { DataError } from '../errors';

/** A 32-byte base58 address, or an error that says which field is wrong. */
export function parseAddress(value: string, what: string): Address {
  const text = value.trim();
  if (!isAddress(text)) throw new DataError('invalid', `${what} is not a valid Solana address.`);
  return text;
}
