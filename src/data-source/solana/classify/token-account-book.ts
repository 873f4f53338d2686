import type { InstructionEvent } from './instruction-events';
import { accountKeyAddress, type ParsedTransactionJson } from './parsed-transaction';

export interface TokenAccountFacts {
  owner?: string;
  mint?: string;
  decimals?: number;
}

/**
 * Who owns each token account the transaction touched, and of which mint: from the pre/post token
 * balances (the node's record of the accounts) and from associated-account creations.
 */
export function tokenAccountBook(
  tx: ParsedTransactionJson,
  events: InstructionEvent[],
): Map<string, TokenAccountFacts> {
  const keys = tx.transaction.message.accountKeys.map(accountKeyAddress);
  const book = new Map<string, TokenAccountFacts>();
  const balances = [...(tx.meta?.preTokenBalances ?? []), ...(tx.meta?.postTokenBalances ?? [])];
  for (const balance of balances) {
    const address = keys[balance.accountIndex];
    if (!address) continue;
    const facts = book.get(address) ?? {};
    facts.owner ??= balance.owner;
    facts.mint ??= balance.mint;
    facts.decimals ??= balance.uiTokenAmount.decimals;
    book.set(address, facts);
  }
  for (const event of events) {
    if (event.kind !== 'create-associated-account') continue;
    const facts = book.get(event.account) ?? {};
    facts.owner ??= event.wallet;
    facts.mint ??= event.mint;
    book.set(event.account, facts);
  }
  return book;
}

/** Decimals of a mint as far as this transaction tells (balances or an initialize instruction). */
export function decimalsInTransaction(
  mint: string,
  book: Map<string, TokenAccountFacts>,
  events: InstructionEvent[],
): number | undefined {
  for (const facts of book.values()) {
    if (facts.mint === mint && facts.decimals !== undefined) return facts.decimals;
  }
  for (const event of events) {
    if (event.kind === 'initialize-mint' && event.mint === mint) return event.decimals;
  }
  return undefined;
}
