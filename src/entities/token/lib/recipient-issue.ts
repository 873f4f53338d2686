import { isOffCurveAddress } from '@/shared/lib/ed25519-curve';
import type { AddressKind } from '../model';

/** Sending to yourself would only cost a fee. */
export const OWN_ADDRESS = 'This is your own wallet: sending to yourself would only cost a fee';

/** Why an address cannot receive tokens as a wallet, in words; null when it can. */
export function recipientKindIssue(kind: AddressKind | undefined): string | null {
  switch (kind) {
    case 'mint':
      return 'This is the address of a token (a mint), not a wallet: tokens sent there would be lost';
    case 'token-account':
      return 'This is a token account, not a wallet: enter the address of the wallet that owns it';
    case 'multisig':
      return 'This is a token multisig, not a wallet: what is sent there moves only when its signers agree; send to one of its signers instead';
    case 'program':
      return 'This is a program, not a wallet';
    case 'nonce':
      return 'This is a nonce account, not a wallet: it keeps a transaction valid for later, and tokens sent to it could never be moved';
    case 'other':
      return 'This account keeps a program’s data, not a wallet’s: tokens sent to it could never be moved';
    default:
      return null;
  }
}

/**
 * An account a program owns and keeps data in (a stake account, a pool's state, any data account), named by
 * its program: only that program could move what is sent there, and it does not move tokens for anyone.
 */
export const programAccountIssue = (program: string) =>
  `This is an account of ${program}, not a wallet: only that program could act for it, and tokens sent to it would be lost`;

/** A program-derived address: no one holds a key for it, so only its program can move what it receives. */
export function needsProgramAddressConsent(address: string): boolean {
  return isOffCurveAddress(address);
}

export const PROGRAM_ADDRESS_CONSENT =
  'I understand this address belongs to a program, not a person: only that program can move tokens sent to it, and they may be lost for good';

export const CONSENT_REQUIRED = 'Tick the box to confirm: this address belongs to a program';
