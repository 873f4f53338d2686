import type { InstructionEvent } from './instruction-events';
import { actedAs, viaMultisig, type Shape } from './history-shape';

/**
 * What an owner does after minting and sending: burn, close an account, freeze or thaw one, change an
 * authority, update metadata, change or withdraw fees, an issuer's controls of the mint, a switch on an
 * account of its own. Only what this wallet did or was done to it.
 */
export function describeUpkeep(
  events: InstructionEvent[],
  owner: string,
  ownerOf: (account: string) => string | undefined,
  mintOf: (account: string, stated?: string) => string | undefined,
  decimalsOf: (mint: string | undefined, stated?: number) => number | null,
): Shape | null {
  for (const event of events) {
    switch (event.kind) {
      case 'burn':
        if (!actedAs(owner, event.authority, event.signers) && ownerOf(event.account) !== owner) break;
        return {
          // Burned by someone other than the account's owner (a permanent delegate): marked.
          type:
            ownerOf(event.account) !== undefined && ownerOf(event.account) !== event.authority ? 'force-burn' : 'burn',
          amount: event.amount,
          decimals: decimalsOf(event.mint, event.decimals),
          mint: event.mint,
          from: ownerOf(event.account) ?? event.authority,
          to: '',
          ...viaMultisig(event.authority, event.signers),
        };
      case 'account-setting':
        if (!actedAs(owner, event.owner, event.signers)) break;
        return {
          type: 'account-setting',
          amount: null,
          decimals: null,
          mint: mintOf(event.account),
          from: event.owner,
          to: '',
          ...viaMultisig(event.owner, event.signers),
        };
      case 'close':
        if (!actedAs(owner, event.owner, event.signers)) break;
        return {
          type: 'close',
          amount: null,
          decimals: null,
          mint: mintOf(event.account),
          from: event.account,
          to: event.destination,
          ...viaMultisig(event.owner, event.signers),
        };
      case 'freeze':
      case 'thaw':
        if (!actedAs(owner, event.authority, event.signers) && ownerOf(event.account) !== owner) break;
        return {
          type: event.kind,
          amount: null,
          decimals: null,
          mint: event.mint,
          from: event.authority,
          to: ownerOf(event.account) ?? event.account,
          ...viaMultisig(event.authority, event.signers),
        };
      case 'set-authority':
        if (!actedAs(owner, event.authority, event.signers) && event.newAuthority !== owner) break;
        return {
          type: 'authority',
          amount: null,
          decimals: null,
          mint: mintOf(event.target) ?? event.target,
          from: event.authority,
          to: event.newAuthority ?? '',
          ...viaMultisig(event.authority, event.signers),
        };
      case 'metadata-update':
        if (event.authority !== owner) break;
        // Token-2022 keeps the metadata in the mint itself: the metadata address is the mint.
        return { type: 'metadata', amount: null, decimals: null, mint: event.metadata, from: event.authority, to: '' };
      case 'fee-change':
      case 'issuer-control':
        if (!actedAs(owner, event.authority, event.signers)) break;
        return {
          type: event.kind === 'fee-change' ? 'fee-change' : event.control,
          amount: null,
          decimals: null,
          mint: event.mint,
          from: event.authority,
          to: '',
          ...viaMultisig(event.authority, event.signers),
        };
      case 'fee-withdrawal':
        if (!actedAs(owner, event.authority, event.signers)) break;
        return {
          type: 'fee-withdrawal',
          amount: null,
          decimals: null,
          mint: event.mint,
          from: event.mint,
          to: ownerOf(event.destination) ?? event.destination,
          ...viaMultisig(event.authority, event.signers),
        };
      default:
        break;
    }
  }
  return null;
}
