import { nativeMintProgram } from '@/entities/token/lib/native-mints';
import { tokenDelta } from './balance-changes';
import { actedAs, type Shape } from './history-shape';
import type { InstructionEvent } from './instruction-events';
import { accountKeyAddress, type ParsedTransactionJson } from './parsed-transaction';

interface WrapContext {
  tx: ParsedTransactionJson;
  events: InstructionEvent[];
  owner: string;
  ownerOf: (account: string) => string | undefined;
  mintOf: (account: string, stated?: string) => string | undefined;
}

/** The lamports an account held before the transaction: what leaves with it when it is closed. */
function lamportsBefore(tx: ParsedTransactionJson, account: string): bigint | undefined {
  const index = tx.transaction.message.accountKeys.map(accountKeyAddress).indexOf(account);
  const value = tx.meta?.preBalances[index];
  return index >= 0 && typeof value === 'number' ? BigInt(value) : undefined;
}

/**
 * SOL taken out of wrapped SOL: an account of a native mint closed by the wallet with something in it,
 * whether it held it before (its balance leaves with it) or had it moved in first (a part unwrapped through
 * a fresh account). Only when every token transfer stays among the wallet's own accounts: wSOL paid to
 * someone and the rest unwrapped is a payment. A close is read by where its lamports go: to the wallet it is
 * an unwrap; to anyone else it is SOL sent to them, every lamport that left (the rent too), named, and never
 * a payment the wallet chose (what a drainer's signed close looks like).
 */
export function describeUnwrap({ tx, events, owner, ownerOf, mintOf }: WrapContext): Shape | null {
  const transfers = events.flatMap((event) => (event.kind === 'token-transfer' ? [event] : []));
  for (const event of events) {
    if (event.kind !== 'close' || !actedAs(owner, event.owner, event.signers)) continue;
    const into = transfers.filter((transfer) => transfer.destination === event.account);
    const mint = mintOf(event.account) ?? into.find((transfer) => transfer.mint)?.mint;
    if (!nativeMintProgram(mint)) continue;
    const elsewhere = transfers.some(
      (transfer) => transfer.destination !== event.account && ownerOf(transfer.destination) !== owner,
    );
    if (elsewhere) return null;
    const amount = into.reduce((sum, transfer) => sum + transfer.amount, 0n) - (tokenDelta(tx, event.account) ?? 0n);
    if (event.destination !== owner) {
      const left = lamportsBefore(tx, event.account);
      const total = (left ?? 0n) + into.reduce((sum, transfer) => sum + transfer.amount, 0n);
      return { type: 'send', amount: total, decimals: 9, mint: undefined, from: owner, to: event.destination };
    }
    // An empty account closed is a clean-up, said as one.
    if (amount <= 0n) continue;
    return { type: 'unwrap', amount, decimals: 9, mint, from: owner, to: owner };
  }
  return null;
}

/** SOL put into the wallet's own account of a native mint and counted (SyncNative): what it gained. */
export function describeWrap({ tx, events, owner, ownerOf, mintOf }: WrapContext): Shape | null {
  for (const event of events) {
    if (event.kind !== 'sync-native' || ownerOf(event.account) !== owner) continue;
    const mint = mintOf(event.account);
    const amount = tokenDelta(tx, event.account);
    if (!nativeMintProgram(mint) || amount === undefined || amount <= 0n) continue;
    return { type: 'wrap', amount, decimals: 9, mint, from: owner, to: owner };
  }
  return null;
}
