// The one send path every action takes, by step: build (build-transaction), simulate and price
// (price-transaction), the wallet signs (sign-with-wallet) or, for a wallet that only signs and sends,
// is handed the transaction (hand-over), extra signers sign after the wallet, then the signed bytes are
// kept, sent and confirmed (send-signed).
import { partiallySignTransaction, type Address, type Instruction, type KeyPairSigner } from '@solana/kit';
import type { WalletSigner } from '@/entities/wallet/model';
import { AppError } from '@/shared/lib/app-error';
import type { ActionOptions, OnStage, PaidFee } from '../../contract';
import type { SolanaContext } from '../context';
import type { ActionKind } from './explain-failure';
import { handToWallet } from './hand-over';
import { cannotKeep, type PendingRecord } from '../../pending-store';
import { priceTransaction, simulationFailure } from './price-transaction';
import { sendSigned } from './send-signed';
import { signWithWallet } from './sign-with-wallet';

export interface SendRequest {
  signer: WalletSigner;
  instructions: readonly Instruction[];
  /** Keys that sign after the wallet does, e.g. the key pair of a mint being created. */
  coSigners?: readonly KeyPairSigner[];
  action: ActionKind;
  onStage?: OnStage;
  /** Stops waiting (unmount, cluster switch); a transaction already sent may still land. */
  signal?: AbortSignal;
  /** What a send moves, kept with the pending transaction (to name it, and to spot a duplicate). */
  transfer?: PendingRecord['transfer'];
  /** Told the signature and its expiry once signed, before the bytes go out. */
  onSigned?: ActionOptions['onSigned'];
  /** Told what is handed to a send-only wallet, before it is asked. */
  onHandedOver?: ActionOptions['onHandedOver'];
}

/** A transaction that landed: its signature, and what it cost as the wallet signed it. */
export interface SentTransaction {
  signature: string;
  paid: PaidFee;
}

/**
 * Simulate and price -> the wallet signs -> extra signers sign -> send -> confirm. The wallet is asked
 * only after a successful simulation, in the message version it signs, and signs first, so it may still
 * add its guards and set its own compute budget; what it returns is checked before anything is sent. The
 * signed bytes are sent as they are: this function never signs twice, so one click can never move tokens
 * twice.
 */
export async function signAndSend(ctx: SolanaContext, request: SendRequest): Promise<SentTransaction> {
  const { onStage, signer, action, signal } = request;
  const feePayer = signer.address as Address;
  onStage?.('simulating');
  const priced = await priceTransaction(ctx, feePayer, request.instructions, {
    signal,
    version: signer.transactionVersion,
  });
  if (priced.simulation.value.err) throw simulationFailure(priced.simulation, action);
  const coSigners = (request.coSigners ?? []).map((coSigner) => coSigner.keyPair);

  // The signed bytes must be kept before they are sent: with no room for them, nothing is signed.
  if (!ctx.pending.hasRoom()) throw cannotKeep();
  onStage?.('signing');
  if (!signer.signTransaction) {
    if (!signer.signAndSendTransaction) throw new AppError('wallet', 'This wallet cannot sign transactions.');
    // Every other signature goes on first: the wallet sends what it signs.
    const { signature, paid } = await handToWallet(ctx, {
      signer,
      transaction: coSigners.length
        ? await partiallySignTransaction(coSigners, priced.transaction)
        : priced.transaction,
      lifetime: priced.lifetime,
      minContextSlot: priced.minContextSlot,
      action,
      transfer: request.transfer,
      options: { onStage, signal, onSigned: request.onSigned, onHandedOver: request.onHandedOver },
    });
    return { signature, paid };
  }
  const { transaction, paid } = await signWithWallet(ctx, priced, signer, action, signal);
  // The extra signers sign the message the wallet returned, guards and all.
  const signed = coSigners.length ? await partiallySignTransaction(coSigners, transaction) : transaction;
  const signature = await sendSigned(ctx, {
    signed,
    lifetime: priced.lifetime,
    minContextSlot: priced.minContextSlot,
    owner: signer.address,
    action,
    transfer: request.transfer,
    onStage,
    onSigned: request.onSigned,
    signal,
  });
  return { signature, paid };
}
