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
    default:
      return null;
  }
}

/** A program-derived address: no one holds a key for it, so only its program can move what it receives. */
export function needsProgramAddressConsent(address: string): boolean {
  return isOffCurveAddress(address);
}

export const PROGRAM_ADDRESS_CONSENT =
  'I understand this address belongs to a program, not a person: only that program can move tokens sent to it, and they may be lost for good';

export const CONSENT_REQUIRED = 'Tick the box to confirm: this address belongs to a program';
