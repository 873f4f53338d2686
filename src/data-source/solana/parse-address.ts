import { isAddress, type Address } from '@solana/kit';
import { AppError } from '@/shared/lib/app-error';

/** A 32-byte base58 address, or an error that says which field is wrong. */
export function parseAddress(value: string, what: string): Address {
  const text = value.trim();
  if (!isAddress(text)) throw new AppError('invalid', `${what} is not a valid Solana address.`);
  return text;
}
