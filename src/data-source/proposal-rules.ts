// What Demo and the Solana data source share about proposals: who signs, what a multisig cannot be
// asked to do, and the words of every refusal.
import { shortenAddress } from '@/shared/lib/address';
import { AppError } from '@/shared/lib/app-error';
import { MULTISIG_METADATA } from './action-wording';
import type { TokenProgram } from '@/entities/token/model';
import type { ProposableAction } from './contract';
import type { MultisigAccount } from '@/entities/multisig/model';

const PROGRAM_WORDS: Record<TokenProgram, string> = { 'token-2022': 'Token-2022', 'spl-token': 'classic SPL Token' };

export const TAMPERED =
  'This proposal link has been tampered with: a signature on it does not match its transaction. Nothing was sent.';
export const NONCE_ADVANCED =
  'This proposal can no longer land: its nonce was advanced (it was submitted elsewhere, or replaced). Nothing was sent.';

/**
 * Who signs for the multisig: the signers asked for, or the proposer (when it is one) and the first
 * others; exactly the threshold, each a signer of the multisig, none twice.
 */
export function chooseSigners(multisig: MultisigAccount, proposer: string, asked?: readonly string[]): string[] {
  if (asked) {
    const stranger = asked.find((signer) => !multisig.signers.includes(signer));
    if (stranger) throw new AppError('invalid', `${stranger} is not a signer of this multisig.`);
    if (new Set(asked).size !== asked.length) throw new AppError('invalid', 'A signer is chosen twice.');
    if (asked.length !== multisig.threshold) {
      throw new AppError('invalid', `Choose exactly ${multisig.threshold} of the multisig's signers.`);
    }
    return [...asked];
  }
  const ordered = multisig.signers.includes(proposer)
    ? [proposer, ...multisig.signers.filter((each) => each !== proposer)]
    : multisig.signers;
  return ordered.slice(0, multisig.threshold);
}

/** What a multisig cannot be asked to do, refused in words. */
export function refuseUnproposable(action: ProposableAction) {
  if (action.kind === 'update-metadata' || (action.kind === 'set-authority' && action.role === 'metadata')) {
    throw new AppError('invalid', MULTISIG_METADATA);
  }
}

/** The proposal's action as it will run: a mint, withdrawn fees or reclaimed rent with no destination go to the proposer. */
export const innerAction = (action: ProposableAction, proposer: string): ProposableAction =>
  action.kind === 'mint' || action.kind === 'withdraw-fees' || action.kind === 'reclaim-rent'
    ? { ...action, destination: action.destination ?? proposer }
    : action;

const listed = (addresses: readonly string[]) => addresses.map((each) => shortenAddress(each)).join(', ');

export const proposalRefusals = {
  /** A multisig of one token program can never sign for a token of the other. */
  otherProgram: (multisig: TokenProgram, token: TokenProgram) =>
    new AppError(
      'invalid',
      `This multisig is a ${PROGRAM_WORDS[multisig]} account and the token is a ${PROGRAM_WORDS[token]} token: its program would never take the multisig's signatures.`,
    ),
  foreignNonce: (account: string) =>
    new AppError(
      'invalid',
      `The nonce account ${account} is not yours: its authority is another wallet, so this wallet cannot advance it.`,
    ),
  notASigner: (wallet: string, signers: readonly string[]) =>
    new AppError(
      'invalid',
      `This wallet (${shortenAddress(wallet)}) is not one of the signers this proposal needs: ${listed(signers)}.`,
    ),
  alreadySigned: () => new AppError('invalid', 'This wallet has already signed this proposal.'),
  missing: (missing: readonly string[], of: number) =>
    new AppError(
      'invalid',
      `${missing.length} of ${of} signatures are still missing (${listed(missing)}): it can be submitted once they have signed.`,
    ),
  landed: (signature: string) =>
    new AppError('invalid', `This proposal was already submitted: it landed as ${signature}. Nothing was sent again.`),
  advanced: () => new AppError('invalid', NONCE_ADVANCED),
  tampered: () => new AppError('invalid', TAMPERED),
  otherCluster: (network: string, genesisHash: string, here: string) =>
    new AppError(
      'invalid',
      `This proposal was made on ${network} (genesis ${shortenAddress(genesisHash)}), not on ${here}: switch to that cluster to open it. Nothing was sent.`,
    ),
};

/** Refuses, in words, a proposal that can no longer be signed or sent. */
export function refuseClosed(status: 'open' | 'landed' | 'advanced', signature: string) {
  if (status === 'landed') throw proposalRefusals.landed(signature);
  if (status === 'advanced') throw proposalRefusals.advanced();
}
