// What Demo and the Solana data source share about proposals: who signs, what a multisig cannot be
// asked to do, and the words of every refusal.
import { shortenAddress } from '@/shared/lib/address';
import { AppError } from '@/shared/lib/app-error';
import { MULTISIG_METADATA } from './action-wording';
import type { TokenProgram } from '@/entities/token/model';
import type { ProposableAction } from './contract';
import type { StateChange } from '@/entities/action/model';
import type { MultisigAccount, ProposalStatus } from '@/entities/multisig/model';

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
  // A proposal is one action, said whole before anyone signs: each account's rent is its own proposal.
  if (action.kind === 'reclaim-rent' && action.accounts.length !== 1) {
    throw new AppError('invalid', 'A proposal withdraws the rent of one account: propose each account on its own.');
  }
}

const said = (change: StateChange) => `“${change.label}: ${change.before} → ${change.after}”`;

/**
 * Signing re-reads what the proposal would change and holds it to what the page showed: a signature
 * approves only what its signer read. The first difference is named; nothing is signed.
 */
export function refuseChangedEffects(shown: readonly StateChange[], now: readonly StateChange[]) {
  const key = (change: StateChange) => `${change.label}\u0000${change.before}\u0000${change.after}`;
  const shownKeys = new Set(shown.map(key));
  const nowKeys = new Set(now.map(key));
  const added = now.find((change) => !shownKeys.has(key(change)));
  const gone = shown.find((change) => !nowKeys.has(key(change)));
  if (!added && !gone) return;
  const what =
    added && gone
      ? `${said(gone)} is now ${said(added)}`
      : added
        ? `it now also does ${said(added)}`
        : `it no longer does ${said(gone!)}`;
  throw new AppError(
    'invalid',
    `What this proposal would do is no longer what the page showed (${what}). Nothing was signed: read it again before you sign.`,
  );
}

/** A proposal that would fail now is not signed: a signature on it could be used once its cause is mended. */
export const failingRefusal = (failure: string) =>
  new AppError('simulation-failed', `This proposal would fail if submitted now: ${failure} Nothing was signed.`);

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
  withdrawn: () =>
    new AppError(
      'invalid',
      'This proposal was withdrawn by its proposer: it can no longer be signed into anything that lands. Nothing was sent.',
    ),
  notProposer: (proposer: string) =>
    new AppError(
      'invalid',
      `Only its proposer (${shortenAddress(proposer)}) can withdraw this proposal: the nonce it rides is theirs to advance.`,
    ),
  tampered: () => new AppError('invalid', TAMPERED),
  otherCluster: (network: string, genesisHash: string, here: string) =>
    new AppError(
      'invalid',
      `This proposal was made on ${network} (genesis ${shortenAddress(genesisHash)}), not on ${here}: switch to that cluster to open it. Nothing was sent.`,
    ),
};

/** Refuses, in words, a proposal that can no longer be signed or sent. */
export function refuseClosed(status: ProposalStatus, signature: string) {
  if (status === 'landed') throw proposalRefusals.landed(signature);
  if (status === 'withdrawn') throw proposalRefusals.withdrawn();
  if (status === 'advanced') throw proposalRefusals.advanced();
}

/**
 * The memo a withdrawal carries: the nonce value the withdrawn proposals ride. A link whose nonce moved on
 * in a transaction that advanced it with this memo reads Withdrawn.
 */
export const withdrawalMemo = (nonceValue: string) => `Proposals on nonce ${nonceValue} withdrawn by their proposer`;
