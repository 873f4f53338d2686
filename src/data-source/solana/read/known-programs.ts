import type { Address } from '@solana/kit';

/**
 * Programs named by address, as the Explorer names them: the one registry a sentence about an instruction
 * takes its program's name from. An address missing here is said as an address.
 */
export const KNOWN_PROGRAMS: Readonly<Record<string, string>> = {
  '11111111111111111111111111111111': 'System Program',
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'Token Program',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'Token-2022 Program',
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token Account Program',
  MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr: 'Memo Program',
  Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo: 'Memo Program v1',
  ComputeBudget111111111111111111111111111111: 'Compute Budget Program',
  AddressLookupTab1e1111111111111111111111111: 'Address Lookup Table Program',
  L2TExMFKdjpN9kozasaurPirfHy9P8sbXoAN1qA3S95: 'Lighthouse',
};

/** "Token Program (Tokenkeg…)" for a known program, else its address. */
export function programLabel(address: Address | string): string {
  const name = KNOWN_PROGRAMS[address];
  return name ? `${name} (${address})` : address;
}
