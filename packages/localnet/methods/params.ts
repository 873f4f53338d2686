// Parameter readers shared by the method handlers: each throws -32602 with a sentence naming the problem.
import bs58 from 'bs58';
import type { Chain } from '../chain/chain';
import type { Commitment } from '../chain/records';
import { AGAVE_VERSION } from '../agave-version';
import { invalidParams, MIN_CONTEXT_SLOT_NOT_REACHED, RpcError } from '../rpc-error';
import { optionalInteger } from '../serde-integers';

export type Params = unknown[];

export function paramAt(params: Params, index: number, name: string, required = true): unknown {
  const value = params[index];
  if (value === undefined && required) throw invalidParams(`Invalid params: missing ${name}`);
  return value;
}

export function pubkeyParam(params: Params, index: number, name = 'pubkey'): string {
  const value = paramAt(params, index, name);
  if (typeof value !== 'string') throw invalidParams(`Invalid params: ${name} must be a base-58 string`);
  let bytes: Uint8Array;
  try {
    bytes = bs58.decode(value);
  } catch {
    throw invalidParams('Invalid param: Invalid');
  }
  if (bytes.length !== 32) throw invalidParams('Invalid param: WrongSize');
  return value;
}

export function signatureParam(value: unknown, name = 'signature'): string {
  if (typeof value !== 'string') throw invalidParams(`Invalid params: ${name} must be a base-58 string`);
  let bytes: Uint8Array;
  try {
    bytes = bs58.decode(value);
  } catch {
    throw invalidParams('Invalid param: Invalid');
  }
  if (bytes.length !== 64) throw invalidParams('Invalid param: WrongSize');
  return value;
}

export type Config = Record<string, unknown>;

export function configAt(params: Params, index: number): Config {
  const value = params[index];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParams(`Invalid params: configuration (parameter ${index + 1}) must be an object`);
  return value as Config;
}

const COMMITMENTS = ['processed', 'confirmed', 'finalized'];
const LEGACY_COMMITMENTS: Record<string, Commitment> = {
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  max: 'finalized',
  root: 'finalized',
};

/** A validator answers at "finalized" when no commitment is given. */
export function commitmentOf(config: Config, fallback: Commitment = 'finalized'): Commitment {
  const c = config.commitment;
  if (c === undefined || c === null) return fallback;
  if (typeof c === 'string' && COMMITMENTS.includes(c)) return c as Commitment;
  if (typeof c === 'string' && LEGACY_COMMITMENTS[c]) return LEGACY_COMMITMENTS[c];
  throw invalidParams(
    `Invalid params: unknown variant \`${String(c)}\`, expected one of \`processed\`, \`confirmed\`, \`finalized\``,
  );
}

/** Methods that read history reject "processed", as a validator does. */
export function confirmedOrFinalized(config: Config): Commitment {
  const c = commitmentOf(config);
  if (c === 'processed') throw invalidParams('Method does not support commitment below `confirmed`');
  return c;
}

/** `minContextSlot` is a u64, read exactly: a slot beyond 2^53 is never reached, and says so. */
export function checkMinContextSlot(chain: Chain, config: Config, c: Commitment) {
  const min = optionalInteger(config.minContextSlot, 'u64');
  if (min === null) return;
  const contextSlot = chain.commitmentSlot(c);
  if (BigInt(contextSlot) < min)
    throw new RpcError(MIN_CONTEXT_SLOT_NOT_REACHED, 'Minimum context slot has not been reached', { contextSlot });
}

export const withContext = (chain: Chain, c: Commitment, value: unknown) => ({
  context: { apiVersion: AGAVE_VERSION, slot: chain.commitmentSlot(c) },
  value,
});
