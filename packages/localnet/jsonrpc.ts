// The JSON-RPC 2.0 envelope shared by HTTP and WebSocket: parsing, batches, and error mapping.
import { parse, sortedKeys, stringify } from './json';
import { INTERNAL_ERROR, INVALID_PARAMS, INVALID_REQUEST, PARSE_ERROR, RpcError } from './rpc-error';

export type Runner = (method: string, params: unknown[]) => unknown;
type Json = Record<string, unknown>;

const errorBody = (id: unknown, code: number, message: string, data?: unknown) => ({
  jsonrpc: '2.0',
  error: data === undefined ? { code, message } : { code, message, data },
  id: id ?? null,
});

function describeError(e: unknown): { code: number; message: string; data?: unknown } {
  if (e instanceof RpcError) return { code: e.code, message: e.message, data: e.data };
  return { code: INTERNAL_ERROR, message: `Internal error: ${(e as Error)?.message ?? String(e)}` };
}

/** Runs one request object; null means a notification (no id), which gets no answer. */
async function dispatch(req: unknown, run: Runner): Promise<Json | null> {
  if (!req || typeof req !== 'object' || Array.isArray(req)) return errorBody(null, INVALID_REQUEST, 'Invalid request');
  const { jsonrpc, method, params, id } = req as Json;
  if (jsonrpc !== '2.0' || typeof method !== 'string') return errorBody(id, INVALID_REQUEST, 'Invalid request');
  if (params !== undefined && params !== null && !Array.isArray(params)) {
    return errorBody(id, INVALID_PARAMS, 'Invalid params: params must be an array of positional parameters');
  }
  try {
    // The envelope keeps its order ({jsonrpc, result, id}); what is inside is written sorted, as Agave's is.
    const result = sortedKeys(await run(method, (params as unknown[] | undefined) ?? []));
    return id === undefined ? null : { jsonrpc: '2.0', result, id };
  } catch (e) {
    const { code, message, data } = describeError(e);
    return id === undefined ? null : errorBody(id, code, message, data === undefined ? undefined : sortedKeys(data));
  }
}

/** A result that cannot be serialized (a cycle, a throwing toJSON) becomes an internal error, never a hang. */
function serialize(reply: Json): string {
  try {
    return stringify(reply);
  } catch (e) {
    const { code, message } = describeError(e);
    return stringify(errorBody(reply.id, code, message));
  }
}

/** The body as JSON (integers beyond 2^53 exact, as bigints), or the parse-error answer owed for it. */
export function parseBody(body: string): { request: unknown } | { error: string } {
  try {
    return { request: parse(body) };
  } catch {
    return { error: stringify(errorBody(null, PARSE_ERROR, 'Parse error')) };
  }
}

/** The serialized answer to a parsed request (single or batch), or null when nothing is owed. */
export async function answerRequest(request: unknown, run: Runner): Promise<string | null> {
  if (Array.isArray(request)) {
    if (request.length === 0) return stringify(errorBody(null, INVALID_REQUEST, 'Invalid request'));
    const results = [];
    for (const item of request) {
      const r = await dispatch(item, run);
      if (r) results.push(r);
    }
    return results.length ? `[${results.map(serialize).join(',')}]` : null;
  }
  const r = await dispatch(request, run);
  return r ? serialize(r) : null;
}

/** The serialized answer to a request body, or null when nothing is owed. */
export async function answer(body: string, run: Runner): Promise<string | null> {
  const parsed = parseBody(body);
  return 'error' in parsed ? parsed.error : answerRequest(parsed.request, run);
}
