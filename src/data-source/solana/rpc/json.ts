import { parseJsonWithBigInts, stringifyJsonWithBigInts } from '@solana/rpc-spec-types';

/** A request body: bigints (lamports, slots) are written as plain JSON integers, never as floats. */
export const stringifyRpcJson = (payload: unknown): string => stringifyJsonWithBigInts(payload);

/** Every integer as an exact bigint, as kit's typed RPC expects. */
export const parseRpcJsonExact = (text: string): unknown => parseJsonWithBigInts(text);

/**
 * For the raw batched reads: integers that fit a double stay numbers (slots, block times, decimals);
 * a larger one (lamports above 2^53 in a parsed instruction) stays an exact bigint instead of being rounded.
 */
export function parseRpcJson(text: string): unknown {
  return narrow(parseJsonWithBigInts(text));
}

function narrow(value: unknown): unknown {
  if (typeof value === 'bigint') {
    return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(value) : value;
  }
  if (Array.isArray(value)) return value.map(narrow);
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value))
      (value as Record<string, unknown>)[key] = narrow((value as Record<string, unknown>)[key]);
  }
  return value;
}
