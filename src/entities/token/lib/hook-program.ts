import { isValidAddress } from '@/shared/lib/address';
import type { AddressKind } from '../model';

/** How the token page says a hook extension with no program set (Demo and the chain's reads alike). */
export const NO_HOOK_PROGRAM = 'None';

/** The two token programs: Token-2022 refuses to call itself as a hook, and the classic program is no hook. */
const TOKEN_PROGRAMS = new Set([
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
]);

/** What is wrong with the text as a transfer hook program's address, before the chain is asked; null when nothing is. */
export function hookAddressIssue(text: string): string | null {
  const address = text.trim();
  if (!address) return 'Enter the address of the transfer hook program';
  if (!isValidAddress(address)) return 'The transfer hook program must be a valid Solana address';
  if (TOKEN_PROGRAMS.has(address)) return 'A token program cannot be its own transfer hook: name another program';
  return null;
}

/**
 * What is wrong with an address as a transfer hook program, from what the chain holds there: the token
 * program calls the hook on every transfer, so anything but an executable program would make every
 * transfer fail. Null when it is one (or not yet known).
 */
export function hookProgramKindIssue(kind: AddressKind | undefined): string | null {
  switch (kind) {
    case undefined:
    case 'program':
      return null;
    case 'wallet':
      return 'No program is deployed at this address: a transfer hook must be an executable program';
    case 'mint':
      return 'This is a token (a mint), not an executable program: a transfer hook must be one';
    default:
      return 'This account is not an executable program: a transfer hook must be one';
  }
}
