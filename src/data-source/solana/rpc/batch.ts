import { DataError } from '../../errors';
import { postJson, type FetchFn } from './http';
import { parseRpcJson, stringifyRpcJson } from './json';

/** One JSON-RPC call of a batch. */
export interface RpcCall {
  method: string;
  params: unknown[];
}

/** A JSON-RPC error answered by the node, with the method that caused it. */
export class RpcError extends DataError {
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super('rpc', `${method}: ${message}`);
    this.name = 'RpcError';
  }
}

interface RpcResponse {
  id: number;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

/**
 * Sends several calls as ONE HTTP request (a JSON-RPC batch), so reading N accounts costs one round
 * trip; kit's RPC sends one call per request, so the batched reads use this small client on the same fetch.
 */
export async function rpcBatch(endpoint: string, fetchFn: FetchFn, calls: RpcCall[]): Promise<unknown[]> {
  if (calls.length === 0) return [];
  const body = calls.map((call, id) => ({ jsonrpc: '2.0', id, method: call.method, params: call.params }));
  const answers = parseRpcJson(await postJson(endpoint, fetchFn, stringifyRpcJson(body))) as
    RpcResponse[] | RpcResponse;
  // A node that refuses batches answers one error object instead of an array.
  if (!Array.isArray(answers)) {
    const error = answers.error;
    throw new RpcError(calls[0]?.method ?? 'batch', error?.code ?? 0, error?.message ?? 'unexpected answer to a batch');
  }
  const byId = new Map(answers.map((answer) => [answer.id, answer]));
  return calls.map((call, id) => {
    const answer = byId.get(id);
    if (!answer) throw new RpcError(call.method, 0, 'no answer in the batch');
    if (answer.error) throw new RpcError(call.method, answer.error.code, answer.error.message, answer.error.data);
    return answer.result;
  });
}

/** Splits a list into pieces of at most `size` (getMultipleAccounts takes 100 keys at most). */
export function chunk<T>(items: T[], size: number): T[][] {
  const pieces: T[][] = [];
  for (let i = 0; i < items.length; i += size) pieces.push(items.slice(i, i + size));
  return pieces;
}
