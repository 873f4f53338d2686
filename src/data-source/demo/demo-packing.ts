import { memoBytes } from '@/shared/lib/memo';

/**
 * Demo packs transfers as Solana's size limit does, by the bytes each part of a real batch takes (the
 * Solana builders' sizes; `demo-packing.test.ts` holds the two to the same counts): what is left of 1,232
 * bytes after the signature, header, blockhash, shared keys and compute budget; a transfer to an existing
 * account (its key and instruction); one that creates the account first (two keys, two instructions, and
 * the programs that create it, once); a memo (its instruction, and its program once).
 */
const ROOM = 950;
const TRANSFER = 49;
const NEW_ACCOUNT = 91;
const CREATING_PROGRAMS = 64;
const MEMO_PROGRAM = 32;
const memoWeight = (memo: string) => memoBytes(memo) + 3;

function bytesOf(newAccounts: readonly boolean[], memo: string) {
  const creates = newAccounts.some(Boolean);
  return (
    newAccounts.reduce((sum, isNew) => sum + (isNew ? NEW_ACCOUNT : TRANSFER) + (memo ? memoWeight(memo) : 0), 0) +
    (creates ? CREATING_PROGRAMS : 0) +
    (memo && newAccounts.length ? MEMO_PROGRAM : 0)
  );
}

/** Whether these transfers (each to a new account or not) fit one transaction. */
export const demoFits = (newAccounts: readonly boolean[], memo = '') => bytesOf(newAccounts, memo) <= ROOM;

/** In order, each transaction as full as it can be: indexes into `newAccounts`. */
export function demoPack(newAccounts: readonly boolean[], memo = ''): number[][] {
  const packed: number[][] = [];
  let current: number[] = [];
  for (const [index, isNew] of newAccounts.entries()) {
    const trial = [...current.map((each) => newAccounts[each]!), isNew];
    if (current.length > 0 && !demoFits(trial, memo)) {
      packed.push(current);
      current = [];
    }
    current.push(index);
  }
  if (current.length > 0) packed.push(current);
  return packed;
}
