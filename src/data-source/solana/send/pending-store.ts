import type { ActionKind } from './explain-failure';

/**
 * Signed transactions whose outcome is not known yet, kept in this browser until it is: after a
 * reload, a cluster switch back or a node restart, the app resumes confirming them instead of
 * forgetting a transfer that may still land.
 */
export interface PendingRecord {
  signature: string;
  /** The signed bytes, base64: re-broadcast unchanged (never re-signed). */
  wireBase64: string;
  /** A bigint, as text ("0" for a transaction on a durable nonce). */
  lastValidBlockHeight: string;
  /** A transaction on a durable nonce: it can land until this account's nonce moves on from `value`. */
  nonce?: { account: string; value: string };
  /** The cluster's endpoint: a record is resumed only on the cluster it was sent to. */
  endpoint: string;
  owner: string;
  action: ActionKind;
  /** What it does, to name it and to spot the same transfer sent twice. */
  transfer?: { mint: string; recipient: string; amount: string };
  createdAt: number;
}

export interface PendingStore {
  add(record: PendingRecord): void;
  remove(signature: string): void;
  list(): PendingRecord[];
}

const KEY = 'tokenManager.pendingTransactions';

/** localStorage where there is one (the browser), else memory (tests, Node). */
export function createPendingStore(): PendingStore {
  const memory: PendingRecord[] = [];
  const storage = typeof localStorage === 'undefined' ? null : localStorage;
  const read = (): PendingRecord[] => {
    if (!storage) return memory;
    try {
      const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
      return Array.isArray(parsed) ? (parsed as PendingRecord[]) : [];
    } catch {
      return [];
    }
  };
  const write = (records: PendingRecord[]) => {
    if (!storage) {
      memory.splice(0, memory.length, ...records);
      return;
    }
    try {
      storage.setItem(KEY, JSON.stringify(records));
    } catch {
      // Storage full or blocked: the confirmation still runs for this visit.
    }
  };
  return {
    add: (record) => write([...read().filter((r) => r.signature !== record.signature), record]),
    remove: (signature) => write(read().filter((r) => r.signature !== signature)),
    list: read,
  };
}
