// Durable nonces as the runtime reads them. A transaction whose first instruction is the System
// program's AdvanceNonceAccount lives as long as that nonce account holds its recentBlockhash; the
// advance then stores the durable nonce of the current blockhash, so each slot yields a fresh one.
import { createHash } from 'node:crypto';
import bs58 from 'bs58';
import type { AccountState } from './account-state';
import type { DecodedTx, ResolvedKeys } from './wire';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const ADVANCE_NONCE_ACCOUNT = 4;
/** u32 version, u32 state, authority, durable nonce, u64 lamports per signature. */
const NONCE_ACCOUNT_SIZE = 80;
const VERSION_CURRENT = 1;
const STATE_INITIALIZED = 1;
const AUTHORITY_AT = 8;
const DURABLE_NONCE_AT = 40;
const LAMPORTS_PER_SIGNATURE_AT = 72;

/** What judging a lifetime needs: a transaction's message (getFeeForMessage has no signatures). */
export type NonceMessage = Pick<DecodedTx, 'header' | 'staticKeys' | 'instructions' | 'lookups' | 'recentBlockhash'>;

export interface NonceState {
  authority: string;
  durableNonce: string;
  lamportsPerSignature: bigint;
}

/** An initialized, current-version nonce owned by the System program; null for anything else. */
export function readNonce(account: AccountState | null): NonceState | null {
  if (!account || account.owner !== SYSTEM_PROGRAM || account.data.length !== NONCE_ACCOUNT_SIZE) return null;
  const { data } = account;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  // Legacy-version nonces are refused by the runtime too.
  if (view.getUint32(0, true) !== VERSION_CURRENT || view.getUint32(4, true) !== STATE_INITIALIZED) return null;
  return {
    authority: bs58.encode(data.subarray(AUTHORITY_AT, AUTHORITY_AT + 32)),
    durableNonce: bs58.encode(data.subarray(DURABLE_NONCE_AT, DURABLE_NONCE_AT + 32)),
    lamportsPerSignature: view.getBigUint64(LAMPORTS_PER_SIGNATURE_AT, true),
  };
}

/** What AdvanceNonceAccount (and InitializeNonceAccount) store for a blockhash. */
export function durableNonceOf(blockhash: string): string {
  return bs58.encode(createHash('sha256').update('DURABLE_NONCE').update(bs58.decode(blockhash)).digest());
}

/** The account's data with another durable nonce in it. */
export function withDurableNonce(data: Uint8Array, nonce: string): Uint8Array {
  const out = Uint8Array.from(data);
  out.set(bs58.decode(nonce), DURABLE_NONCE_AT);
  return out;
}

/**
 * The nonce account the first instruction advances, when it is the System program's
 * AdvanceNonceAccount and names a writable account first; null otherwise.
 */
export function nonceAccountOf(tx: NonceMessage, keys: ResolvedKeys): string | null {
  const ix = tx.instructions[0];
  if (!ix || tx.staticKeys[ix.programIdIndex] !== SYSTEM_PROGRAM) return null;
  // bincode's enum tag; the runtime allows trailing bytes.
  if (ix.data.length < 4) return null;
  if (new DataView(ix.data.buffer, ix.data.byteOffset, 4).getUint32(0, true) !== ADVANCE_NONCE_ACCOUNT) return null;
  const index = ix.accounts[0];
  if (index === undefined || !keys.writable[index]) return null;
  return keys.keys[index] ?? null;
}

/** True when some signer among the first instruction's accounts is the nonce's authority. */
export function signedByAuthority(tx: NonceMessage, keys: ResolvedKeys, authority: string): boolean {
  return (tx.instructions[0]?.accounts ?? []).some((i) => keys.signer[i] && keys.keys[i] === authority);
}
