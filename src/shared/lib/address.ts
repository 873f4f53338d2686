import { decodeBase58 } from './base58';

/** First 4 and last 4 characters joined by an ellipsis; empty when missing. */
export function shortenAddress(address: string | null | undefined, chars = 4): string {
  if (!address) return '';
  if (address.length <= chars * 2 + 1) return address;
  return `${address.slice(0, chars)}...${address.slice(-chars)}`;
}

/** A Solana address: base58 of exactly 32 bytes (the spec's "at least 32 characters" included). */
export function isValidAddress(text: string): boolean {
  const value = text.trim();
  if (value.length < 32 || value.length > 44) return false;
  return decodeBase58(value)?.length === 32;
}
