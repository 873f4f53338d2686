import { AppError } from '@/shared/lib/app-error';
import type { ActionKind } from './contract';

/**
 * Transactions whose outcome is not known yet, kept in this browser until it is: after a reload, a
 * cluster switch back or a node restart, the app resumes confirming them instead of forgetting a
 * transfer that may still land. Most are signed bytes the app sends; a transaction handed to a wallet that
 * signs and sends it itself is kept from before the wallet is asked, and found again on chain.
 */
export interface PendingRecord {
  /** Its key here: the signature, or a `handed:` id while a send-only wallet holds the transaction. */
  id: string;
  /** The fee payer's signature; absent until a send-only wallet says it. */
  signature?: string;
  /** The signed bytes, base64: re-broadcast unchanged (never re-signed). Absent for one the wallet sent. */
  wireBase64?: string;
  /**
   * Handed to a wallet that sends it itself: the message as handed over (base64) and the slot it was built
   * at. It is found again among the fee payer's transactions by its blockhash and instructions.
   */
  handed?: { message: string; slot: string };
  /** A bigint, as text ("0" for a transaction on a durable nonce). */
  lastValidBlockHeight: string;
  /** A transaction on a durable nonce: it can land until this account's nonce moves on from `value`. */
  nonce?: { account: string; value: string };
  /**
   * The network it was sent to (its genesis hash, as `networkKey` writes it): resumed on that network
   * through any URL. Records kept before this carry only `endpoint`.
   */
  network?: string;
  /** The cluster's endpoint when it was sent. */
  endpoint: string;
  owner: string;
  action: ActionKind;
  /** What it does, to name it and to spot the same transfer sent twice. */
  transfer?: { mint: string; recipient: string; amount: string };
  createdAt: number;
}

export interface PendingStore {
  /** Keeps the record; false when it could not (storage full or blocked): then the transaction is not sent. */
  add(record: PendingRecord): boolean;
  /**
   * Whether a record would be kept now: asked before the wallet signs, so a browser with no room left
   * stops the send before anything is signed.
   */
  hasRoom(): boolean;
  remove(id: string): void;
  list(): PendingRecord[];
}

const KEY = 'tokenManager.pendingTransactions';
const PROBE_KEY = 'tokenManager.pendingTransactions.room';
// More than the largest record takes: a 1,232-byte transaction as base64 and its fields, in UTF-16.
const RECORD_ROOM = 4_096;

/** Said when this browser cannot keep a signed transaction's bytes: nothing is sent without them. */
export const cannotKeep = () =>
  new AppError(
    'invalid',
    'This browser has no room left to keep the transaction while it confirms (its storage is full or blocked), so nothing was signed or sent. Free some space (a finished bulk send log, another site’s data) and try again.',
  );

/** A record kept by an earlier version, before records had ids: its signature was its key. */
const withId = (record: PendingRecord): PendingRecord =>
  record.id ? record : { ...record, id: record.signature ?? `handed:${record.createdAt}` };

/** A fresh id for a transaction handed to a send-only wallet, before its signature is known. */
export const handedId = () => `handed:${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** localStorage where there is one (the browser), else memory (tests, Node). */
export function createPendingStore(): PendingStore {
  const memory: PendingRecord[] = [];
  const storage = typeof localStorage === 'undefined' ? null : localStorage;
  const read = (): PendingRecord[] => {
    if (!storage) return memory;
    try {
      const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
      return Array.isArray(parsed) ? (parsed as PendingRecord[]).map(withId) : [];
    } catch {
      return [];
    }
  };
  const write = (records: PendingRecord[]): boolean => {
    if (!storage) {
      memory.splice(0, memory.length, ...records);
      return true;
    }
    try {
      storage.setItem(KEY, JSON.stringify(records));
      return true;
    } catch {
      return false; // storage full or blocked
    }
  };
  return {
    add: (record) => write([...read().filter((r) => r.id !== record.id), record]),
    hasRoom() {
      if (!storage) return true;
      try {
        storage.setItem(PROBE_KEY, 'x'.repeat(RECORD_ROOM));
        storage.removeItem(PROBE_KEY);
        return true;
      } catch {
        return false;
      }
    },
    remove: (id) => void write(read().filter((r) => r.id !== id)),
    list: read,
  };
}

/** Whether a record belongs to this network and wallet: by its network, or (an older record) its endpoint. */
export const recordOf =
  (network: string, endpoint: string | null, owner: string) =>
  (record: PendingRecord): boolean =>
    record.owner === owner && (record.network ? record.network === network : record.endpoint === endpoint);
