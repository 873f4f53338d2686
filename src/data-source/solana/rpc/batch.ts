import { AppError, isAppError } from '@/shared/lib/app-error';
import { postJson, type FetchFn } from './http';
import { parseRpcJson, stringifyRpcJson } from './json';
import { isTransient, policyFor, READ_POLICY, retryDelayMs, withRetry, type RetryPolicy } from './retry';

/** One JSON-RPC call of a batch. */
export interface RpcCall {
  method: string;
  /** Positional, or named (the DAS methods take an object). */
  params: unknown[] | Record<string, unknown>;
}

/** A JSON-RPC error answered by the node, named by the method that caused it. */
export function rpcError(method: string, code: number, message: string, data?: unknown): AppError {
  return new AppError('rpc', `${method}: ${message}`, { rpc: { method, code, data } });
}

interface RpcResponse {
  id: number;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

/**
 * Sends several calls as ONE HTTP request (a JSON-RPC batch), so reading N accounts costs one round
 * trip; kit's RPC sends one call per request, so the batched reads use this small client on the same
 * fetch. Through the retry layer: a failed request is sent again, and a call that failed transiently
 * inside a batch that answered is retried alone, not the whole batch.
 */
export async function rpcBatch(
  endpoint: string,
  fetchFn: FetchFn,
  calls: RpcCall[],
  readPolicy: RetryPolicy = READ_POLICY,
): Promise<unknown[]> {
  const results = await rpcBatchSettled(endpoint, fetchFn, calls, readPolicy);
  const failed = results.find((result) => isAppError(result, 'rpc'));
  if (failed) throw failed;
  return results;
}

/**
 * The same batch, each call settled on its own: a call the node refused (one transaction of a version it will
 * not return, one account it cannot read) is its 'rpc' AppError in the answer, in its place, and the others
 * stand. The request itself failing (no answer, a refused batch) still throws.
 */
export async function rpcBatchSettled(
  endpoint: string,
  fetchFn: FetchFn,
  calls: RpcCall[],
  readPolicy: RetryPolicy = READ_POLICY,
): Promise<unknown[]> {
  if (calls.length === 0) return [];
  const policy = policyFor(
    calls.map((call) => call.method),
    readPolicy,
  );
  const results = new Array<unknown>(calls.length);
  let pending = calls.map((_, index) => index);
  for (let attempt = 1; ; attempt += 1) {
    const batch = pending;
    const answers = await withRetry(
      () =>
        sendBatch(
          endpoint,
          fetchFn,
          batch.map((index) => calls[index]!),
        ),
      policy,
    );
    const retry: { index: number; error: AppError }[] = [];
    answers.forEach((answer, position) => {
      const index = batch[position]!;
      results[index] = answer;
      // A transient failure is asked again alone; a definite one is the call's answer.
      if (isAppError(answer, 'rpc') && isTransient(answer) && attempt < policy.attempts)
        retry.push({ index, error: answer });
    });
    if (retry.length === 0) return results;
    pending = retry.map((each) => each.index);
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs(retry[0]!.error, attempt, policy)));
  }
}

/** One HTTP request; each answer is the call's result, or its 'rpc' AppError. */
async function sendBatch(endpoint: string, fetchFn: FetchFn, calls: RpcCall[]): Promise<unknown[]> {
  const body = calls.map((call, id) => ({ jsonrpc: '2.0', id, method: call.method, params: call.params }));
  const answers = parseRpcJson(await postJson(endpoint, fetchFn, stringifyRpcJson(body))) as
    RpcResponse[] | RpcResponse;
  // A node that refuses batches answers one error object instead of an array.
  if (!Array.isArray(answers)) {
    const error = answers.error;
    throw rpcError(calls[0]?.method ?? 'batch', error?.code ?? 0, error?.message ?? 'unexpected answer to a batch');
  }
  const byId = new Map(answers.map((answer) => [answer.id, answer]));
  return calls.map((call, id) => {
    const answer = byId.get(id);
    if (!answer) return rpcError(call.method, 0, 'no answer in the batch');
    if (answer.error) return rpcError(call.method, answer.error.code, answer.error.message, answer.error.data);
    return answer.result;
  });
}

/**
 * One call as a plain JSON-RPC request, not a batch: for methods a provider refuses inside a batch
 * (getTransactionsForAddress). Through the same retry layer; a node's error is its 'rpc' AppError.
 */
export async function rpcSingle(
  endpoint: string,
  fetchFn: FetchFn,
  call: RpcCall,
  readPolicy: RetryPolicy = READ_POLICY,
): Promise<unknown> {
  const policy = policyFor([call.method], readPolicy);
  return withRetry(async () => {
    const body = { jsonrpc: '2.0', id: 0, method: call.method, params: call.params };
    const answer = parseRpcJson(await postJson(endpoint, fetchFn, stringifyRpcJson(body))) as RpcResponse;
    if (answer.error) throw rpcError(call.method, answer.error.code, answer.error.message, answer.error.data);
    return answer.result;
  }, policy);
}

/** Splits a list into pieces of at most `size` (getMultipleAccounts takes 100 keys at most). */
export function chunk<T>(items: T[], size: number): T[][] {
  const pieces: T[][] = [];
  for (let i = 0; i < items.length; i += size) pieces.push(items.slice(i, i + size));
  return pieces;
}
