// Wallets that only sign and send (`solana:signAndSendTransaction`): the wallet broadcasts, so the app
// keeps what it handed over BEFORE asking, confirms the signature the wallet returns like any other, reads
// back what landed and holds it to what was shown, and after a reload or crash finds the transaction on
// chain by its blockhash and instructions. Nothing handed over is ever signed again before it is found or
// its blockhash has expired.
import {
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Transaction,
} from '@solana/kit';
import type { WalletSigner } from '@/entities/wallet/model';
import { shortenAddress } from '@/shared/lib/address';
import { AppError, isAppError } from '@/shared/lib/app-error';
import type { ActionOptions, HandedTransaction, PaidFee, TransactionOutcome } from '../../contract';
import { networkKey } from '@/entities/cluster/known-genesis';
import type { SolanaContext } from '../context';
import { bytesToBase58 } from '../kit-base58';
import { expiryOf, lastValidOf, type Lifetime } from './build-transaction';
import { confirmSignature, expiryCheck, LOOKUPS_AFTER_EXPIRY, pause, type Expiry } from './confirm-signature';
import type { ActionKind } from './explain-failure';
import { cannotKeep, handedId, type PendingRecord } from '../../pending-store';
import { confirmed } from './send-signed';
import { askWallet } from './sign-with-wallet';
import { checkWalletChanges } from './wallet-changes';
import { readMessage } from './read-message';
import { getTransactionsSettled } from '../rpc/transaction-version';

/** How far back the fee payer's signatures are read for a handed-over transaction: a few pages. */
const SIGNATURES_PER_PAGE = 100;
const MOST_PAGES = 5;

export interface HandOver {
  signer: WalletSigner;
  /** What the wallet is handed: every signature but its own already on it. */
  transaction: Transaction;
  lifetime: Lifetime;
  minContextSlot: bigint;
  action: ActionKind;
  transfer?: PendingRecord['transfer'];
  options: ActionOptions;
}

const fromBase64 = (text: string) => new Uint8Array(getBase64Encoder().encode(text));
/** A transaction as getTransaction returns it in base64. */
const transactionOf = (base64: string) => getTransactionDecoder().decode(fromBase64(base64));

/** The message handed over, as kept and as found again. */
const messageOf = (handed: HandedTransaction): Transaction =>
  ({
    messageBytes: fromBase64(handed.message),
    signatures: {},
  }) as unknown as Transaction;

/**
 * Hands the priced transaction to a wallet that signs and sends it itself. Kept as handed before the
 * wallet is asked; a cancel drops it. Any other answer but a signature (an error after it may have
 * broadcast, no signature) is settled on chain before anything is said.
 */
export async function handToWallet(
  ctx: SolanaContext,
  request: HandOver,
): Promise<{ signature: string; paid: PaidFee; landed: Transaction | null }> {
  const { signer, transaction, action, options } = request;
  const { onStage, onSigned, onHandedOver, signal } = options;
  const handed: HandedTransaction = {
    message: getBase64Decoder().decode(transaction.messageBytes),
    slot: request.minContextSlot.toString(),
    lastValidBlockHeight: lastValidOf(request.lifetime),
  };
  const expiry = expiryOf(request.lifetime);
  const record: PendingRecord = {
    id: handedId(),
    handed: { message: handed.message, slot: handed.slot },
    lastValidBlockHeight: handed.lastValidBlockHeight,
    ...('nonce' in expiry && { nonce: expiry.nonce }),
    network: networkKey(ctx.cluster),
    endpoint: ctx.endpoint,
    owner: signer.address,
    action,
    transfer: request.transfer,
    createdAt: Date.now(),
  };
  // Kept before the wallet is asked: a reload or crash while it holds the transaction still finds it.
  if (!ctx.pending.add(record)) throw cannotKeep();
  try {
    onHandedOver?.(handed);
  } catch (error) {
    ctx.pending.remove(record.id);
    throw error;
  }

  const wire = new Uint8Array(getTransactionEncoder().encode(transaction));
  let signatureBytes: Uint8Array | null = null;
  let walletError: unknown = null;
  try {
    signatureBytes = await askWallet(signer, () =>
      signer.signAndSendTransaction!(wire, { minContextSlot: request.minContextSlot }),
    );
  } catch (error) {
    if (isAppError(error, 'cancelled')) {
      ctx.pending.remove(record.id);
      throw error;
    }
    walletError = error;
  }
  onStage?.('confirming');
  let signature: string;
  if (signatureBytes && signatureBytes.length === 64) {
    signature = bytesToBase58(signatureBytes);
    ctx.pending.add({ ...record, id: signature, signature });
    ctx.pending.remove(record.id);
    onSigned?.({ signature, lastValidBlockHeight: handed.lastValidBlockHeight });
    await confirmed(ctx, action, signature, undefined, expiry, signal);
  } else {
    // It may have sent it and failed to say so: found on chain, or nothing was sent once it expired.
    const settled = await settleHanded(ctx, signer.address, handed, expiry, signal);
    ctx.pending.remove(record.id);
    if (settled.outcome === 'expired' || !settled.signature) {
      throw (
        walletError ??
        new AppError('wallet', 'The wallet returned no signature, and nothing it sent was found; nothing was sent.')
      );
    }
    signature = settled.signature;
    onSigned?.({ signature, lastValidBlockHeight: handed.lastValidBlockHeight });
    if (settled.outcome === 'failed') await confirmed(ctx, action, signature, undefined, expiry, signal);
  }
  return { signature, ...(await heldToHanded(ctx, transaction, signature)) };
}

/** A landed transaction's bytes and fee, as the node keeps them (any version); null while it cannot be read. */
async function readLanded(ctx: SolanaContext, signature: string) {
  const [landed] = await getTransactionsSettled<{ transaction: [string, string]; meta: { fee: number } | null }>(
    ctx,
    [signature],
    LANDED_READ,
  );
  if (!landed || isAppError(landed)) return null;
  const transaction = transactionOf(landed.transaction[0]);
  return { transaction, fee: BigInt(landed.meta?.fee ?? 0) };
}

/**
 * What the wallet sent, read back once it landed and held to what was handed over: it cannot be stopped
 * any more, but it is said in words. Its fee is the chain's.
 */
async function heldToHanded(
  ctx: SolanaContext,
  handed: Transaction,
  signature: string,
): Promise<{ paid: PaidFee; landed: Transaction | null }> {
  let landed: Awaited<ReturnType<typeof readLanded>>;
  try {
    landed = await readLanded(ctx, signature);
  } catch {
    landed = null;
  }
  // Not read back (the node did not answer): it landed all the same; its fee is the chain's to say.
  if (!landed) return { paid: { lamports: 0n, walletGuards: 0 }, landed: null };
  try {
    const edits = checkWalletChanges(handed, landed.transaction, {});
    return { paid: { lamports: landed.fee, walletGuards: edits.guards }, landed: landed.transaction };
  } catch (error) {
    const change = isAppError(error) ? (error.details.walletChange ?? error.message) : String(error);
    throw new AppError(
      'wallet',
      `The wallet sent a transaction other than the one shown: it ${change}. It landed as ${shortenAddress(signature)}: check your history.`,
      { signature },
    );
  }
}

/** How a handed-over transaction is read back: its bytes, of any version. */
const LANDED_READ = { encoding: 'base64', commitment: 'confirmed' } as const;

/** Whether landed bytes are the handed-over transaction (its lifetime, its instructions as a wallet may edit them). */
function isOurs(ours: Transaction, lifetime: string, wireBase64: string): boolean {
  try {
    const transaction = transactionOf(wireBase64);
    if (readMessage(transaction.messageBytes).lifetime !== lifetime) return false;
    checkWalletChanges(ours, transaction, {});
    return true;
  } catch {
    // Another transaction on the same blockhash, or bytes that are no transaction.
    return false;
  }
}

/**
 * The handed-over transaction among the fee payer's since it was built, found by its blockhash and
 * instructions. `seen` holds the signatures already read and found to be others: not read again.
 */
export async function findHanded(
  ctx: SolanaContext,
  owner: string,
  handed: HandedTransaction,
  seen = new Set<string>(),
): Promise<string | null> {
  const ours = messageOf(handed);
  const { lifetime } = readMessage(ours.messageBytes);
  const since = BigInt(handed.slot);
  let before: string | undefined;
  for (let page = 0; page < MOST_PAGES; page++) {
    const [entries] = (await ctx.batch([
      {
        method: 'getSignaturesForAddress',
        params: [owner, { limit: SIGNATURES_PER_PAGE, commitment: 'confirmed', ...(before && { before }) }],
      },
    ])) as [{ signature: string; slot: number }[]];
    const candidates = entries.filter((entry) => BigInt(entry.slot) >= since && !seen.has(entry.signature));
    const read = await getTransactionsSettled<{ transaction: [string, string] }>(
      ctx,
      candidates.map((entry) => entry.signature),
      LANDED_READ,
    );
    for (const [index, landed] of read.entries()) {
      // One the node will not return (or not yet) is not ours to judge; the others still are.
      if (!landed || isAppError(landed)) continue;
      if (!isOurs(ours, lifetime, landed.transaction[0])) continue;
      return candidates[index]!.signature;
    }
    const last = entries.at(-1);
    if (entries.length < SIGNATURES_PER_PAGE || !last || BigInt(last.slot) < since) return null;
    before = last.signature;
  }
  return null;
}

/**
 * Where a handed-over transaction ended, looked for on chain until it is found (then confirmed to its
 * outcome) or its blockhash has expired and repeated look-ups still miss it ('expired': nothing was sent).
 * The signal stops the wait, never the transaction.
 */
export async function settleHanded(
  ctx: SolanaContext,
  owner: string,
  handed: HandedTransaction,
  expiry: Expiry,
  signal?: AbortSignal,
): Promise<{ outcome: TransactionOutcome; signature: string | null; err?: unknown }> {
  const check = expiryCheck(expiry);
  const seen = new Set<string>();
  let misses = 0;
  for (;;) {
    let found: string | null;
    let expired: boolean;
    try {
      // Expiry first: a transaction found after its blockhash expired was on chain before it did.
      expired = check.expired((await ctx.batch([check.call]))[0]);
      found = await findHanded(ctx, owner, handed, seen);
    } catch {
      // The node did not answer: that says nothing about the transaction.
      if (signal?.aborted) throw new AppError('aborted', 'Stopped before the outcome was known.');
      await pause(Math.max(ctx.pollIntervalMs, 1_000), signal, {});
      continue;
    }
    if (found) {
      const { err } = await confirmSignature(ctx, { signature: found, expiry, signal });
      return err === null ? { outcome: 'confirmed', signature: found } : { outcome: 'failed', signature: found, err };
    }
    if (expired && ++misses >= LOOKUPS_AFTER_EXPIRY) return { outcome: 'expired', signature: null };
    await pause(Math.max(ctx.pollIntervalMs, 1_000), signal, {});
  }
}
