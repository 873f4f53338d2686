import { createSolanaRpcFromTransport, type RpcTransport } from '@solana/kit';
import { rpcError } from './batch';
import { postJson, type FetchFn } from './http';
import { parseRpcJsonExact, stringifyRpcJson } from './json';
import { policyFor, READ_POLICY, withRetry, type RetryPolicy } from './retry';

interface JsonRpcAnswer {
  error?: { code: number | bigint; message: string; data?: unknown };
}

/**
 * kit's typed RPC over our own transport: the same fetch as the batched reads (tests count requests),
 * exact integers, and node errors thrown as the app's own 'rpc' AppError, named by method.
 */
export function createKitRpc(endpoint: string, fetchFn: FetchFn, readPolicy: RetryPolicy = READ_POLICY) {
  const once = async (payload: unknown, signal?: AbortSignal) => {
    const answer = parseRpcJsonExact(
      await postJson(endpoint, fetchFn, stringifyRpcJson(payload), signal),
    ) as JsonRpcAnswer;
    if (answer.error) {
      const method = (payload as { method?: string }).method ?? 'request';
      throw rpcError(method, Number(answer.error.code), answer.error.message, answer.error.data);
    }
    return answer;
  };
  // Every call through the retry layer, with the policy its method calls for.
  const transport = (({ payload, signal }: { payload: unknown; signal?: AbortSignal }) => {
    const method = (payload as { method?: string }).method ?? '';
    return withRetry(() => once(payload, signal), policyFor([method], readPolicy), signal);
  }) as RpcTransport;
  return createSolanaRpcFromTransport(transport);
}

export type KitRpc = ReturnType<typeof createKitRpc>;
