// Account snapshots: reading/writing LiteSVM, the ledger form, and the per-slot history that lets a
// read at "confirmed" or "finalized" see the state as of that slot rather than the newest one.
import bs58 from 'bs58';
import { Account, type LiteSvm } from './litesvm';

export interface AccountState {
  lamports: bigint;
  owner: string;
  executable: boolean;
  data: Uint8Array;
}

/** [address, lamports, owner, executable, base64 data] */
export type LedgerAccount = [string, string, string, boolean, string];

/** `programData: false` skips copying a program's bytes (hundreds of KB) when only its balance matters. */
export function readSvmAccount(svm: LiteSvm, address: string, programData = true): AccountState | null {
  const a = svm.getAccount(bs58.decode(address));
  if (!a || a.lamports() === 0n) return null;
  const executable = a.executable();
  const data = executable && !programData ? new Uint8Array() : a.data();
  return { lamports: a.lamports(), owner: bs58.encode(a.owner()), executable, data };
}

const SYSTEM_PROGRAM = '11111111111111111111111111111111';

export function writeSvmAccount(svm: LiteSvm, address: string, state: AccountState | null) {
  const s = state ?? { lamports: 0n, owner: SYSTEM_PROGRAM, executable: false, data: new Uint8Array() };
  svm.setAccount(bs58.decode(address), new Account(s.lamports, s.data, bs58.decode(s.owner), s.executable, 0n));
}

export function toLedgerAccount(address: string, s: AccountState | null): LedgerAccount {
  if (!s) return [address, '0', SYSTEM_PROGRAM, false, ''];
  return [address, s.lamports.toString(), s.owner, s.executable, Buffer.from(s.data).toString('base64')];
}

export function fromLedgerAccount([, lamports, owner, executable, data]: LedgerAccount): AccountState | null {
  if (lamports === '0') return null;
  return { lamports: BigInt(lamports), owner, executable, data: new Uint8Array(Buffer.from(data, 'base64')) };
}

/** Remembers, per address, the state before its first change in each recent slot. */
export class AccountHistory {
  private changes = new Map<string, { slot: number; before: AccountState | null }[]>();

  recordChange(address: string, slot: number, before: AccountState | null) {
    const list = this.changes.get(address) ?? [];
    if (list.at(-1)?.slot !== slot) list.push({ slot, before });
    this.changes.set(address, list);
  }

  /** The state as of the end of `slot`, or undefined when the newest state already is that. */
  stateAt(address: string, slot: number): AccountState | null | undefined {
    const first = this.changes.get(address)?.find((c) => c.slot > slot);
    return first ? first.before : undefined;
  }

  /** Addresses changed after `slot` (a program-account scan must look at them too). */
  changedAfter(slot: number): string[] {
    return [...this.changes].filter(([, list]) => list.some((c) => c.slot > slot)).map(([a]) => a);
  }

  /** Forgets changes no read can ask about any more (older than the finalized slot). */
  prune(oldestReadableSlot: number) {
    for (const [address, list] of this.changes) {
      while (list.length > 0 && list[0]!.slot <= oldestReadableSlot) list.shift();
      if (list.length === 0) this.changes.delete(address);
    }
  }
}
