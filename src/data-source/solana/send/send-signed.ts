import { getBase64EncodedWireTransaction, type Transaction } from '@solana/kit';
import { AppError, isAppError } from '@/shared/lib/app-error';
import type { ActionOptions, OnStage } from '../../contract';
import { networkKey } from '@/entities/cluster/known-genesis';
import type { SolanaContext } from '../context';
import { getTransactionsSettled } from '../rpc/transaction-version';
import { bytesToBase58 } from '../kit-base58';
import { expiryOf, lastValidOf, type Lifetime } from './build-transaction';
import { confirmSignature, type Expiry } from './confirm-signature';
import { explainFailure, type ActionKind } from './explain-failure';
import { cannotKeep, type PendingRecord } from '../../pending-store';

export interface SignedSend {
  /** Every signature on it. */
  signed: Transaction;
  lifetime: Lifetime;
  minContextSlot: bigint;
  /** Whose pending transaction it is (the fee payer). */
  owner: string;
  action: ActionKind;
  transfer?: PendingRecord['transfer'];
  onStage?: OnStage;
  onSigned?: ActionOptions['onSigned'];
  signal?: AbortSignal;
}

/**
 * A fully signed transaction kept, sent and confirmed: the second half of the one send path, also how
 * a co-signed proposal goes out. The bytes are kept before they are sent, so a reload resumes them.
 */
export async function sendSigned(ctx: SolanaContext, request: SignedSend): Promise<string> {
  const { signed, lifetime, minContextSlot, action, signal, onStage } = request;
  const signature = bytesToBase58(Object.values(signed.signatures)[0]!);
  const wireBase64 = getBase64EncodedWireTransaction(signed);
  const expiry = expiryOf(lifetime);
  const lastValidBlockHeight = lastValidOf(lifetime);
  // Kept before it is sent: whatever happens next (a reload, a crash), the app can resume confirming it.
  // Bytes that cannot be kept are never sent (the room was asked before signing; it went since).
  const kept = ctx.pending.add({
    id: signature,
    signature,
    wireBase64,
    lastValidBlockHeight,
    ...('nonce' in expiry && { nonce: expiry.nonce }),
    network: networkKey(ctx.cluster),
    endpoint: ctx.endpoint,
    owner: request.owner,
    action,
    transfer: request.transfer,
    createdAt: Date.now(),
  });
  if (!kept) throw cannotKeep();
  try {
    request.onSigned?.({ signature, lastValidBlockHeight });
  } catch (error) {
    // The caller could not keep the signature: these bytes are never sent, so nothing is left to resume.
    ctx.pending.remove(signature);
    throw error;
  }

  onStage?.('sending');
  try {
    // skipPreflight: we simulated a moment ago; minContextSlot keeps a lagging node from rejecting our blockhash.
    await ctx.rpc
      .sendTransaction(wireBase64, { encoding: 'base64', skipPreflight: true, minContextSlot })
      .send({ abortSignal: signal });
  } catch (error) {
    const refusal = definiteRefusal(error);
    if (refusal) {
      // The node proved these bytes can never land: nothing to re-broadcast, and a retry is safe.
      ctx.pending.remove(signature);
      throw new AppError('simulation-failed', explainFailure(refusal.err, refusal.logs, action), {
        signature,
        logs: refusal.logs,
        cause: error,
      });
    }
    // Anything else (a lagging node's "blockhash not found", a 403, a 5xx, no answer) says nothing about
    // the transaction: another node may have it. It is confirmed like any later send, never reported failed
    // while its kept bytes may still land; asking the user to retry now could pay twice.
  }
  onStage?.('confirming');
  return confirmed(ctx, action, signature, wireBase64, expiry, signal);
}

const SEND_TX_PREFLIGHT_FAILURE = -32002;
const TX_SIGNATURE_VERIFICATION_FAILURE = -32003;

/**
 * A send the node refused for a reason no other node could see differently: a preflight that ran the
 * program and got its error, or signatures that do not verify. Null for every other answer.
 */
export function definiteRefusal(error: unknown): { err: unknown; logs: string[] } | null {
  const rpc = isAppError(error, 'rpc') ? error.details.rpc : undefined;
  if (rpc?.method !== 'sendTransaction') return null;
  if (rpc.code === TX_SIGNATURE_VERIFICATION_FAILURE) return { err: 'SignatureFailure', logs: [] };
  if (rpc.code !== SEND_TX_PREFLIGHT_FAILURE) return null;
  const data = (rpc.data ?? {}) as { err?: unknown; logs?: string[] | null };
  const programError = typeof data.err === 'object' && data.err !== null && 'InstructionError' in data.err;
  return programError ? { err: data.err, logs: [...(data.logs ?? [])] } : null;
}

/**
 * Waits for the outcome; once it is final (landed, failed on chain, expired) the pending record (kept
 * under the signature) is dropped. Stopped by the signal, the record stays: it may still land, and the
 * next visit resumes it.
 */
export async function confirmed(
  ctx: SolanaContext,
  action: ActionKind,
  signature: string,
  wireBase64: string | undefined,
  expiry: Expiry,
  signal: AbortSignal | undefined,
): Promise<string> {
  let outcome: { err: unknown };
  try {
    outcome = await confirmSignature(ctx, { signature, wireBase64, expiry, signal });
  } catch (error) {
    if (isAppError(error, 'expired')) ctx.pending.remove(signature);
    throw error;
  }
  ctx.pending.remove(signature);
  if (outcome.err !== null) {
    const logs = await failedLogs(ctx, signature);
    throw new AppError('failed-on-chain', explainFailure(outcome.err, logs, action), { signature, logs });
  }
  return signature;
}

async function failedLogs(ctx: SolanaContext, signature: string): Promise<string[]> {
  try {
    const [tx] = await getTransactionsSettled<{ meta?: { logMessages?: string[] | null } }>(ctx, [signature], {
      commitment: 'confirmed',
      encoding: 'json',
    });
    return (tx && !isAppError(tx) && tx.meta?.logMessages) || [];
  } catch {
    return [];
  }
}
