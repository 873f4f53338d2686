import { isAppError, type AppError } from '@/shared/lib/app-error';
import type { SolanaContext } from '../context';

/**
 * The newest transaction version the app reads: v1 (SIMD-0385, on mainnet since epoch 1035), which kit 8.4
 * decodes. Every read of whole transactions names it, or a node returns none of that version.
 */
export const NEWEST_TRANSACTION_VERSION = 1;

/** The version this data source names in its reads: the newest, unless the node refused it. */
export const versionToAsk = (ctx: Pick<SolanaContext, 'transactionVersion'>) =>
  ctx.transactionVersion ?? NEWEST_TRANSACTION_VERSION;

/** A node that refuses the parameter's value itself (an older node: -32602 naming it). */
export function refusesVersionParam(error: unknown): boolean {
  return (
    isAppError(error, 'rpc') &&
    error.details.rpc?.code === -32602 &&
    /maxSupportedTransactionVersion/i.test(error.message)
  );
}

/** -32015: the transaction is of a version newer than the one asked for. */
export const isUnsupportedVersion = (error: unknown): error is AppError =>
  isAppError(error, 'rpc') && error.details.rpc?.code === -32015;

/**
 * getTransaction for each signature, one batch, each answer settled on its own (the transaction, null when
 * the node does not have it, or its AppError). A node that refuses the version parameter is asked again with
 * version 0, once, and this data source remembers to ask it so from then on.
 */
export async function getTransactionsSettled<T>(
  ctx: SolanaContext,
  signatures: readonly string[],
  config: Record<string, unknown>,
): Promise<(T | null | AppError)[]> {
  const ask = () =>
    ctx.batchSettled(
      signatures.map((signature) => ({
        method: 'getTransaction',
        params: [signature, { ...config, maxSupportedTransactionVersion: versionToAsk(ctx) }],
      })),
    ) as Promise<(T | null | AppError)[]>;
  const answers = await ask();
  if (versionToAsk(ctx) === 0 || !answers.some(refusesVersionParam)) return answers;
  ctx.transactionVersion = 0;
  return ask();
}
