// A proposal co-signed and submitted: only a signer's own true signature is added; it is sent once.
import {
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  verifySignature,
  type Address,
} from '@solana/kit';
import type { WalletSigner } from '@/entities/wallet/model';
import { shortenAddress } from '@/shared/lib/address';
import { AppError } from '@/shared/lib/app-error';
import type { ActionOptions, ActionResult } from '../../contract';
import type { SolanaContext } from '../context';
import { askWallet, sendSigned, simulationFailure } from '../send/send-transaction';
import { proposalRefusals, refuseClosed } from '../../proposal-rules';
import { describeInstructions } from './describe-proposal';
import { openProposal, proposalLink, readProposalState, signatureOf, simulateAsIs } from './open-proposal';

/**
 * The wallet signs its part of the proposal; only its own signature is taken from what it returns, and
 * only if it is true to the message. Resolves with the link grown by it.
 */
export async function signProposal(
  ctx: SolanaContext,
  signer: WalletSigner,
  link: string,
  { onStage }: ActionOptions = {},
): Promise<string> {
  onStage?.('building');
  const opened = await openProposal(ctx, link);
  const wallet = signer.address as Address;
  refuseClosed((await readProposalState(ctx, opened)).status, signatureOf(opened));
  if (!opened.signers.includes(wallet)) {
    throw new AppError(
      'invalid',
      `This wallet (${shortenAddress(wallet)}) is not one of the signers this proposal needs: ${opened.signers.map((each) => shortenAddress(each)).join(', ')}.`,
    );
  }
  if (opened.transaction.signatures[wallet])
    throw new AppError('invalid', 'This wallet has already signed this proposal.');
  if (!signer.signTransaction) {
    throw new AppError('wallet', 'This wallet can only sign and send at once: it cannot co-sign a proposal.');
  }
  onStage?.('signing');
  const wire = new Uint8Array(getTransactionEncoder().encode(opened.transaction));
  const returned = getTransactionDecoder().decode(await askWallet(() => signer.signTransaction!(wire)));
  const signature = returned.signatures[wallet];
  const sameMessage =
    returned.messageBytes.length === opened.transaction.messageBytes.length &&
    returned.messageBytes.every((byte, index) => byte === opened.transaction.messageBytes[index]);
  if (!sameMessage || !signature) {
    throw new AppError(
      'wallet',
      'The wallet changed the proposal while signing, so its signature would not count. Nothing was added.',
    );
  }
  if (!(await verifySignature(await getPublicKeyFromAddress(wallet), signature, opened.transaction.messageBytes))) {
    throw new AppError(
      'wallet',
      'The wallet returned a signature that does not match the proposal. Nothing was added.',
    );
  }
  return proposalLink(ctx, {
    ...opened.transaction,
    signatures: { ...opened.transaction.signatures, [wallet]: signature },
  });
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
  refuseClosed((await readProposalState(ctx, opened)).status, signatureOf(opened));
  const missing = opened.signers.filter((address) => !opened.transaction.signatures[address]);
  if (missing.length) throw proposalRefusals.missing(missing, opened.signers.length);
  const { action } = describeInstructions(opened.message, new Map());
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
  return { signature };
}
