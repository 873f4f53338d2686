import { memoBytes } from '@/shared/lib/memo';

/**
 * Demo packs transfers as Solana's size limit does, by the bytes each part of a real batch takes (the
 * Solana builders' sizes; the contract test's packTransfers case holds the two to the same counts): what is
 * left of 1,232 bytes after the signature, header, blockhash, shared keys and compute budget; a transfer to
 * an existing account (its key and instruction); one that creates the account first (two keys, two
 * instructions, and the programs that create it, once); a memo (its instruction, and its program once).
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

/**
 * A v1 transaction (SIMD-0385), as the Solana source fills one: at most 64 accounts (the payer, its account,
 * the mint and the token program; a new account's wallet and account, an existing one's account; the creating
 * programs and the memo program once), 60 entries of the runtime's instruction trace (four left for a wallet's
 * guards; a transfer is one, an account's creation five: itself and the four it calls), in 3,584 bytes.
 */
const V1_ACCOUNTS = 64;
const V1_TRACE = 60;
const CREATION_TRACE = 5;
const V1_ROOM = 3_584 - 250;
const V1_TRANSFER = 50;
const V1_NEW_ACCOUNT = 93;

function v1Fits(newAccounts: readonly boolean[], memo: string) {
  const creates = newAccounts.some(Boolean);
  const accounts =
    4 + (creates ? 2 : 0) + (memo ? 1 : 0) + newAccounts.reduce((sum, isNew) => sum + (isNew ? 2 : 1), 0);
  const trace = newAccounts.reduce((sum, isNew) => sum + (isNew ? CREATION_TRACE + 1 : 1) + (memo ? 1 : 0), 0);
  const bytes =
    newAccounts.reduce(
      (sum, isNew) => sum + (isNew ? V1_NEW_ACCOUNT : V1_TRANSFER) + (memo ? memoWeight(memo) + 4 : 0),
      0,
    ) +
    (creates ? CREATING_PROGRAMS : 0) +
    (memo ? MEMO_PROGRAM : 0);
  return accounts <= V1_ACCOUNTS && trace <= V1_TRACE && bytes <= V1_ROOM;
}

/** Whether these transfers (each to a new account or not) fit one transaction, of v1 where `v1` is set. */
export const demoFits = (newAccounts: readonly boolean[], memo = '', v1 = false) =>
  v1 ? v1Fits(newAccounts, memo) : bytesOf(newAccounts, memo) <= ROOM;

/** In order, each transaction as full as it can be: indexes into `newAccounts`. */
export function demoPack(newAccounts: readonly boolean[], memo = '', v1 = false): number[][] {
  const packed: number[][] = [];
  let current: number[] = [];
  for (const [index, isNew] of newAccounts.entries()) {
    const trial = [...current.map((each) => newAccounts[each]!), isNew];
    if (current.length > 0 && !demoFits(trial, memo, v1)) {
      packed.push(current);
      current = [];
    }
    current.push(index);
  }
  if (current.length > 0) packed.push(current);
  return packed;
}
