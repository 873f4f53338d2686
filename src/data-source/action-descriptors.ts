import type { TransactionType } from '@/entities/transaction/model';
import type { ChainAction, ChainActionKind as ActionKind, ChainActionOf as ActionOf } from './contract';

/** What the app says about one kind of write, everywhere it is said, and the line it leaves in the history. */
export interface ActionDescriptor<K extends ActionKind> {
  /** Its name in a sentence about a transaction whose outcome was looked for again ("Your burn landed."). */
  pending: string;
  /** The toast's title while it runs ("Burning tokens"). */
  busy(action: ActionOf<K>): string;
  /** The title once it landed ("Tokens burned"). */
  done(action: ActionOf<K>): string;
  /** The catalogue sentence of a failure; the reason follows it. */
  failure: string;
  /** The kind of line it leaves in the wallet's history; null when it leaves none of its own. */
  history: TransactionType | null;
  /** Run with no wallet connected too: nothing of the wallet's is signed (a fully signed proposal, the faucet). */
  withoutWallet?: true;
  /** What the rent its preview shows pays for; "new accounts" where unset. */
  rentFor?: string;
}

const tryAgain = (what: string) => `Failed to ${what}. Please try again.`;

/** Every kind's words, one row each: a kind without a row does not compile. */
export const ACTION_DESCRIPTORS: { [K in ActionKind]: ActionDescriptor<K> } = {
  create: {
    pending: 'token creation',
    busy: () => 'Creating token',
    done: () => 'Token Created!',
    failure: tryAgain('create token'),
    history: 'create',
  },
  mint: {
    pending: 'mint',
    busy: () => 'Minting tokens',
    done: () => 'Tokens Minted!',
    failure: tryAgain('mint tokens'),
    history: 'mint',
  },
  send: {
    pending: 'transfer',
    busy: () => 'Sending tokens',
    done: () => 'Tokens Sent!',
    failure: tryAgain('send tokens'),
    history: 'send',
  },
  'send-batch': {
    pending: 'bulk transfer',
    busy: () => 'Sending tokens',
    done: () => 'Tokens Sent!',
    failure: tryAgain('send tokens'),
    history: 'send',
  },
  // The faucet's answer, as the dashboard's Airdrop button says it; a refusal's reason follows it.
  airdrop: {
    pending: 'airdrop',
    busy: () => 'Requesting airdrop...',
    done: () => 'Airdrop received',
    failure: 'Failed to request the airdrop.',
    history: 'receive',
    withoutWallet: true,
  },
  close: {
    pending: 'account clean-up',
    busy: () => 'Closing accounts',
    done: () => 'Accounts closed',
    failure: tryAgain('close the accounts'),
    history: 'close',
  },
  'update-metadata': {
    pending: 'metadata update',
    busy: () => 'Updating metadata',
    done: () => 'Metadata updated',
    failure: tryAgain('update the metadata'),
    history: 'metadata',
    rentFor: 'the longer metadata',
  },
  'set-authority': {
    pending: 'authority change',
    busy: () => 'Changing the authority',
    done: (action) => (action.newAuthority === null ? 'Authority revoked' : 'Authority transferred'),
    failure: tryAgain('change the authority'),
    history: 'authority',
  },
  burn: {
    pending: 'burn',
    busy: () => 'Burning tokens',
    done: () => 'Tokens burned',
    failure: tryAgain('burn tokens'),
    history: 'burn',
  },
  freeze: {
    pending: 'freeze',
    busy: () => 'Freezing the account',
    done: () => 'Account frozen',
    failure: tryAgain('freeze the account'),
    history: 'freeze',
  },
  thaw: {
    pending: 'thaw',
    busy: () => 'Thawing the account',
    done: () => 'Account thawed',
    failure: tryAgain('thaw the account'),
    history: 'thaw',
  },
  'set-transfer-fee': {
    pending: 'transfer fee change',
    busy: () => 'Changing the transfer fee',
    done: () => 'Transfer fee changed',
    failure: tryAgain('change the transfer fee'),
    history: 'fee-change',
  },
  'withdraw-fees': {
    pending: 'fee withdrawal',
    busy: () => 'Withdrawing fees',
    done: () => 'Fees withdrawn',
    failure: tryAgain('withdraw the fees'),
    history: 'fee-withdrawal',
  },
  'harvest-fees': {
    pending: 'fee harvest',
    busy: () => 'Harvesting fees into the mint',
    done: () => 'Fees harvested into the mint',
    failure: tryAgain('harvest the fees'),
    history: 'fee-harvest',
  },
  'memo-transfer': {
    pending: 'memo setting',
    busy: (action) => (action.required ? 'Requiring memos' : 'No longer requiring memos'),
    done: (action) => (action.required ? 'Memos required' : 'Memos no longer required'),
    failure: tryAgain('change the memo setting'),
    history: 'account-setting',
    rentFor: "the setting's room in your account",
  },
  'cpi-guard': {
    pending: 'CPI guard setting',
    busy: (action) => (action.enabled ? 'Turning the CPI guard on' : 'Turning the CPI guard off'),
    done: (action) => (action.enabled ? 'CPI guard on' : 'CPI guard off'),
    failure: tryAgain('change the CPI guard'),
    history: 'account-setting',
    rentFor: "the setting's room in your account",
  },
  'reclaim-rent': {
    pending: 'rent withdrawal',
    busy: () => 'Reclaiming rent',
    done: () => 'Rent reclaimed',
    failure: tryAgain('reclaim rent'),
    history: 'rent-withdrawal',
  },
  'wrap-sol': {
    pending: 'wrap',
    busy: () => 'Wrapping SOL',
    done: () => 'SOL wrapped',
    failure: tryAgain('wrap SOL'),
    history: 'wrap',
    rentFor: 'your wrapped SOL account',
  },
  'unwrap-sol': {
    pending: 'unwrap',
    busy: () => 'Unwrapping SOL',
    done: () => 'SOL unwrapped',
    failure: tryAgain('unwrap SOL'),
    history: 'unwrap',
  },
  pause: {
    pending: 'pause',
    busy: () => 'Pausing the token',
    done: () => 'Token paused',
    failure: tryAgain('pause the token'),
    history: 'pause',
  },
  resume: {
    pending: 'resume',
    busy: () => 'Resuming the token',
    done: () => 'Token resumed',
    failure: tryAgain('resume the token'),
    history: 'resume',
  },
  'update-multiplier': {
    pending: 'multiplier change',
    busy: () => 'Changing the multiplier',
    done: () => 'Multiplier changed',
    failure: tryAgain('change the multiplier'),
    history: 'multiplier',
  },
  'update-interest-rate': {
    pending: 'interest rate change',
    busy: () => 'Changing the interest rate',
    done: () => 'Interest rate changed',
    failure: tryAgain('change the interest rate'),
    history: 'interest-rate',
  },
  'update-default-state': {
    pending: 'default state change',
    busy: (action) => (action.frozen ? 'Making new accounts start frozen' : 'Making new accounts start usable'),
    done: (action) => (action.frozen ? 'New accounts start frozen' : 'New accounts start usable'),
    failure: tryAgain('change the default account state'),
    history: 'default-state',
  },
  'update-transfer-hook': {
    pending: 'transfer hook change',
    busy: (action) => (action.program ? 'Setting the transfer hook program' : 'Removing the transfer hook program'),
    done: (action) => (action.program ? 'Transfer hook program set' : 'Transfer hook program removed'),
    failure: tryAgain('change the transfer hook program'),
    history: 'transfer-hook',
  },
  'update-group-max-size': {
    pending: 'group size change',
    busy: () => 'Changing the group’s maximum size',
    done: () => 'Group size changed',
    failure: tryAgain('change the group’s maximum size'),
    history: 'group-size',
  },
  'close-mint': {
    pending: 'mint closure',
    busy: () => 'Closing the mint',
    done: () => 'Mint closed',
    failure: tryAgain('close the mint'),
    history: 'close',
  },
  'force-transfer': {
    pending: 'force transfer',
    busy: () => 'Moving the holder’s tokens',
    done: () => 'Tokens moved',
    failure: tryAgain('move the holder’s tokens'),
    history: 'force-transfer',
  },
  'force-burn': {
    pending: 'force burn',
    busy: () => 'Burning the holder’s tokens',
    done: () => 'Tokens burned',
    failure: tryAgain('burn the holder’s tokens'),
    history: 'force-burn',
  },
  'create-multisig': {
    pending: 'multisig creation',
    busy: () => 'Creating the multisig',
    done: () => 'Multisig created',
    failure: tryAgain('create the multisig'),
    history: 'multisig',
  },
  'create-nonce': {
    pending: 'nonce account creation',
    busy: () => 'Creating a nonce account',
    done: () => 'Nonce account created',
    failure: tryAgain('create the nonce account'),
    history: 'nonce',
  },
  // Signed, not sent: what it carries lands when the last co-signer submits it.
  propose: {
    pending: 'multisig proposal',
    busy: () => 'Signing the proposal',
    done: () => 'Proposal signed',
    failure: tryAgain('make the proposal'),
    history: null,
  },
  // Signing adds a signature to the link; nothing is sent, so there is no line in the history.
  'sign-proposal': {
    pending: 'proposal signature',
    busy: () => 'Signing the proposal',
    done: () => 'Proposal signed',
    failure: 'Failed to sign the proposal.',
    history: null,
  },
  'withdraw-proposal': {
    pending: 'proposal withdrawal',
    busy: () => 'Withdrawing the proposal',
    done: () => 'Proposal withdrawn',
    failure: tryAgain('withdraw the proposal'),
    history: 'nonce-advance',
  },
  // The line a submitted proposal leaves is the one of the action it carries.
  'submit-proposal': {
    pending: 'proposal',
    busy: () => 'Submitting the proposal',
    done: () => 'Proposal submitted',
    failure: 'Failed to submit the proposal.',
    history: null,
    withoutWallet: true,
  },
};

/** The descriptor of an action's kind. */
export const describeAction = <A extends ChainAction>(action: A) =>
  // The table's type pairs each kind with its row; TypeScript cannot follow the pairing through the union.
  ACTION_DESCRIPTORS[action.kind] as unknown as ActionDescriptor<A['kind']> & {
    busy(action: A): string;
    done(action: A): string;
  };
