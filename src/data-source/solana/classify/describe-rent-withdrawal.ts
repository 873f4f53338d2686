import type { InstructionEvent } from './instruction-events';
import { accountKeyAddress, type ParsedTransactionJson } from './parsed-transaction';
import { actedAs, viaMultisig, type Shape } from './history-shape';

/** What an account gave up in the transaction, from the node's balances; 0 where they do not say. */
function lamportsLeft(tx: ParsedTransactionJson, account: string): bigint {
  const index = tx.transaction.message.accountKeys.findIndex((key) => accountKeyAddress(key) === account);
  const before = tx.meta?.preBalances[index];
  const after = tx.meta?.postBalances[index];
  return typeof before === 'number' && typeof after === 'number' && before > after ? BigInt(before - after) : 0n;
}

/**
 * Rent withdrawn from accounts the wallet keeps (WithdrawExcessLamports, a nonce account's withdrawal), by
 * the wallet as their authority (or through a multisig it signed for) or to it: one line, the SOL that left
 * them in all (the token programs state no amount: the balances say it), from the first to its destination.
 */
export function describeRentWithdrawal(
  tx: ParsedTransactionJson,
  events: InstructionEvent[],
  owner: string,
): Shape | null {
  const withdrawals = events.flatMap((event) =>
    event.kind === 'rent-withdrawal' && (actedAs(owner, event.authority, event.signers) || event.destination === owner)
      ? [event]
      : [],
  );
  const [first] = withdrawals;
  if (!first) return null;
  const amount = withdrawals.reduce((sum, event) => sum + (event.lamports ?? lamportsLeft(tx, event.source)), 0n);
  return {
    type: 'rent-withdrawal',
    amount,
    decimals: 9,
    mint: undefined,
    from: first.source,
    to: first.destination,
    ...viaMultisig(first.authority, first.signers),
  };
}
