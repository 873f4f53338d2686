// A proposal co-signed and submitted: only a signer's own true signature is added; it is sent once.
import {
  getPublicKeyFromAddress,
  getTransactionEncoder,
  verifySignature,
  type Address,
  type Transaction,
} from '@solana/kit';
import type { WalletSigner } from '@/entities/wallet/model';
import { shortenAddress } from '@/shared/lib/address';
import { AppError, isAppError } from '@/shared/lib/app-error';
import type { ActionOptions, ActionResult } from '../../contract';
import type { SolanaContext } from '../context';
import { count } from '@/shared/lib/count';
import { simulationFailure } from '../send/price-transaction';
import { sendSigned } from '../send/send-signed';
import { handToWallet } from '../send/hand-over';
import { askWallet, notSignedBy } from '../send/sign-with-wallet';
import { paidFor, readMessage } from '../send/read-message';
import { checkWalletChanges, readReturned } from '../send/wallet-changes';
import { failingRefusal, proposalRefusals, refuseChangedEffects, refuseClosed } from '../../proposal-rules';
import type { StateChange } from '@/entities/action/model';
import { describeInstructions } from './describe-proposal';
import { unexplainedIn } from './proposal-shape';
import { multisigIn, simulateProposal } from './read-proposal';
import type { RawAccount } from '../read/raw-account';
import {
  openProposal,
  proposalLink,
  readProposalState,
  signatureOf,
  simulateAsIs,
  type OpenedProposal,
} from './open-proposal';

/** The action a proposal's failures are worded for, read from its own instructions. */
const actionOf = (opened: OpenedProposal) =>
  describeInstructions(readMessage(opened.transaction.messageBytes).instructions, new Map());

/** A proposal holding what the app does not build for a multisig is neither signed nor sent here. */
function refuseUnexplained(opened: OpenedProposal, accounts: Map<Address, RawAccount | null>, viewer?: string) {
  const refusal = unexplainedIn(opened.transaction.messageBytes, multisigIn(accounts), viewer);
  if (refusal) throw new AppError('invalid', refusal);
}

/**
 * What the co-signer's wallet changed, read by the one rule every send is held to, and refused whatever it
 * was: the others signed this message as it stands, so a signature over another would not count. A wallet
 * that adds its guards to a transaction others have signed cannot co-sign.
 */
function changedWhileCoSigning(proposal: Transaction, returned: Transaction): AppError {
  let what: string;
  try {
    const edits = checkWalletChanges(proposal, returned, {});
    what = edits.guards ? `added ${count(edits.guards, 'safety check')}` : 'set its own compute budget';
  } catch (error) {
    what = (isAppError(error) && error.details.walletChange) || 'changed the proposal';
  }
  return new AppError(
    'wallet',
    `The wallet ${what} while co-signing: the others signed the proposal as it stands, so its signature would not count. Nothing was added.`,
    { sameAgain: 'Co-sign with another wallet: one that signs a transaction others have signed as it is.' },
  );
}

/**
 * The wallet signs its part of the proposal; only its own signature is taken from what it returns, and
 * only if it is true to the message. Resolves with the link grown by it.
 */
export async function signProposal(
  ctx: SolanaContext,
  signer: WalletSigner,
  { link, shown }: { link: string; shown: readonly StateChange[] },
  { onStage, signal }: ActionOptions = {},
): Promise<string> {
  onStage?.('building');
  const opened = await openProposal(ctx, link);
  const wallet = signer.address as Address;
  const { status, accounts } = await readProposalState(ctx, opened);
  refuseClosed(status, signatureOf(opened));
  refuseUnexplained(opened, accounts, wallet);
  if (!opened.signers.includes(wallet)) {
    throw new AppError(
      'invalid',
      `This wallet (${shortenAddress(wallet)}) is not one of the signers this proposal needs: ${opened.signers.map((each) => shortenAddress(each)).join(', ')}.`,
    );
  }
  if (opened.transaction.signatures[wallet])
    throw new AppError('invalid', 'This wallet has already signed this proposal.');
  // What the signature approves is simulated again now, and must be what the signer read.
  onStage?.('simulating');
  const { action } = actionOf(opened);
  const { preview, failure } = await simulateProposal(ctx, opened, accounts, action, wallet);
  if (failure !== null || !preview) throw failingRefusal(failure ?? '');
  refuseChangedEffects(shown, preview.changes);
  signal?.throwIfAborted();
  if (!signer.signTransaction) return signAndSubmit(ctx, signer, opened, { onStage, signal });
  if (signer.transactionVersion === 'legacy' && opened.message.version !== 'legacy') {
    throw new AppError(
      'wallet',
      'This wallet signs only legacy transactions, and this proposal is a version 0 transaction: co-sign it with a wallet that signs version 0.',
      { sameAgain: 'Co-sign it with a wallet that signs version 0 transactions.' },
    );
  }
  onStage?.('signing');
  const wire = new Uint8Array(getTransactionEncoder().encode(opened.transaction));
  const { transaction: returned } = readReturned(await askWallet(signer, () => signer.signTransaction!(wire)));
  const sameMessage =
    returned.messageBytes.length === opened.transaction.messageBytes.length &&
    returned.messageBytes.every((byte, index) => byte === opened.transaction.messageBytes[index]);
  if (!sameMessage) throw changedWhileCoSigning(opened.transaction, returned);
  const signature = returned.signatures[wallet];
  const verified =
    !!signature &&
    (await verifySignature(await getPublicKeyFromAddress(wallet), signature, opened.transaction.messageBytes));
  if (!verified) throw notSignedBy(signer, !!signature, { what: 'the proposal', outcome: 'nothing was added' });
  return proposalLink(ctx, {
    ...opened.transaction,
    signatures: { ...opened.transaction.signatures, [wallet]: signature },
  });
}

/**
 * A wallet that only signs and sends co-signs as the last signer: its signature completes the proposal,
 * so it is handed the whole transaction to sign and send (kept from before it is asked, confirmed like
 * any send). Before that it cannot add its signature to a link, and says so.
 */
async function signAndSubmit(
  ctx: SolanaContext,
  signer: WalletSigner,
  opened: OpenedProposal,
  { onStage, signal }: ActionOptions,
): Promise<string> {
  const wallet = signer.address as Address;
  const missing = opened.signers.filter((address) => !opened.transaction.signatures[address]);
  if (!signer.signAndSendTransaction || missing.length !== 1 || missing[0] !== wallet) {
    throw new AppError(
      'wallet',
      'This wallet can only sign and send at once: it can co-sign a proposal only as the last signer, when its signature submits it.',
      { sameAgain: 'Let the other signers sign first, or co-sign with a wallet that signs without sending.' },
    );
  }
  const { action } = actionOf(opened);
  onStage?.('simulating');
  const simulation = await simulateAsIs(ctx, opened.transaction, { signal });
  if (simulation.value.err) throw simulationFailure(simulation, action);
  onStage?.('signing');
  const { landed } = await handToWallet(ctx, {
    signer,
    transaction: opened.transaction,
    lifetime: { nonce: opened.nonce },
    minContextSlot: 0n,
    action,
    options: { onStage, signal },
  });
  // The link of what landed, every signature on it: it reads as submitted.
  return proposalLink(ctx, landed ?? opened.transaction);
}

/**
 * Sends a proposal every signer has signed through the one send path (kept, re-broadcast, confirmed
 * until it lands or its nonce moves on). One that landed or whose nonce advanced is refused in words:
 * it is never sent twice.
 */
export async function submitProposal(
  ctx: SolanaContext,
  link: string,
  { onStage, onSigned, signal }: ActionOptions = {},
): Promise<ActionResult> {
  onStage?.('building');
  const opened = await openProposal(ctx, link);
  const { status, accounts } = await readProposalState(ctx, opened);
  refuseClosed(status, signatureOf(opened));
  refuseUnexplained(opened, accounts);
  const missing = opened.signers.filter((address) => !opened.transaction.signatures[address]);
  if (missing.length) throw proposalRefusals.missing(missing, opened.signers.length);
  const { action } = actionOf(opened);
  onStage?.('simulating');
  const simulation = await simulateAsIs(ctx, opened.transaction, { signal });
  if (simulation.value.err) throw simulationFailure(simulation, action);
  const signature = await sendSigned(ctx, {
    signed: opened.transaction,
    lifetime: { nonce: opened.nonce },
    minContextSlot: 0n,
    owner: opened.signers[0]!,
    action,
    onStage,
    onSigned,
    signal,
  });
  return { signature, paid: paidFor(opened.transaction.messageBytes) };
}
