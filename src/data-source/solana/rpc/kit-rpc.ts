import { createSolanaRpcFromTransport, type RpcTransport } from '@solana/kit';
import { RpcError } from './batch';
import { postJson, type FetchFn } from './http';
import { parseRpcJsonExact, stringifyRpcJson } from './json';
import { NO_RETRY, READ_POLICY, withRetry, type RetryPolicy } from './retry';

const SINGLE_TRY = new Set(['requestAirdrop', 'sendTransaction']);

interface JsonRpcAnswer {
  error?: { code: number | bigint; message: string; data?: unknown };
}

/**
 * kit's typed RPC over our own transport: the same fetch as the batched reads (tests count requests),
 * exact integers, and node errors thrown as the data source's own RpcError, named by method.
 */
export function createKitRpc(endpoint: string, fetchFn: FetchFn, readPolicy: RetryPolicy = READ_POLICY) {
  const once = async (payload: unknown, signal?: AbortSignal) => {
    const answer = parseRpcJsonExact(
      await postJson(endpoint, fetchFn, stringifyRpcJson(payload), signal),
    ) as JsonRpcAnswer;
    if (answer.error) {
      const method = (payload as { method?: string }).method ?? 'request';
      throw new RpcError(method, Number(answer.error.code), answer.error.message, answer.error.data);
    }
    return answer;
  };
  // Every call through the retry layer, but two: a second airdrop request would be a second airdrop,
  // and a lost send is re-broadcast by the confirmation loop (same bytes) until its blockhash expires.
  const transport = (({ payload, signal }: { payload: unknown; signal?: AbortSignal }) => {
    const method = (payload as { method?: string }).method ?? '';
    return withRetry(() => once(payload, signal), SINGLE_TRY.has(method) ? NO_RETRY : readPolicy, signal);
  }) as RpcTransport;
  return createSolanaRpcFromTransport(transport);
}

export type KitRpc = ReturnType<typeof createKitRpc>;
