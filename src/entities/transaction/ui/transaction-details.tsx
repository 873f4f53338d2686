import { SOL_DECIMALS, toDecimalString } from '@/shared/lib/amount';
import { shortenAddress } from '@/shared/lib/address';
import { shownAmount } from '@/entities/token/lib/token-traits';
import { ChainText } from '@/shared/ui/chain-text';
import type { BalanceChange, TransactionRecord } from '../model';
import { budgetText } from '../lib/present';

/** "+2.143812 JUP", "−0.5 SOL": a change exact, with its sign; "unknown" without the token's decimals. */
export function ChangeText({ change }: { change: BalanceChange }) {
  const size = change.amount < 0n ? -change.amount : change.amount;
  return (
    <span className="font-mono">
      {change.amount < 0n ? '−' : '+'}
      {change.decimals === null
        ? `${size} base units`
        : shownAmount(size, { decimals: change.decimals, scale: change.scale })}
      {change.token && (
        <>
          {' '}
          <ChainText text={change.token} className="max-w-[12ch]" />
        </>
      )}
    </span>
  );
}

/**
 * Everything the transaction changed for this wallet, exact, with the fee apart; a batch's parts, the fee
 * a mint withheld, the program, and what the node's answer did not let us read. Closed by default.
 */
export function TransactionDetails({ transaction }: { transaction: TransactionRecord }) {
  const { changes, parts, feeWithheld, feeLamports, budget, program, unread, decimals, token, scale } = transaction;
  const amountOf = (amount: bigint) =>
    decimals === null
      ? `${amount} base units`
      : `${shownAmount(amount, { decimals, scale })}${token ? ` ${token}` : ''}`;
  if (!changes && !parts && feeWithheld === undefined && !program && !unread) return null;
  return (
    <details className="text-xs text-muted-foreground" data-testid="transaction-details">
      <summary className="cursor-pointer select-none py-1">Details</summary>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {changes && (
          <>
            <dt>Your balances</dt>
            <dd>
              {changes.length === 0 ? (
                'No change'
              ) : (
                <ul>
                  {changes.map((change) => (
                    <li key={change.mint ?? 'SOL'}>
                      <ChangeText change={change} />
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </>
        )}
        {feeLamports !== undefined && (
          <>
            <dt>Network fee</dt>
            <dd className="font-mono">{toDecimalString(feeLamports, SOL_DECIMALS)} SOL</dd>
          </>
        )}
        {budget && (
          <>
            <dt>Compute budget</dt>
            <dd>{budgetText(budget)}</dd>
          </>
        )}
        {parts && (
          <>
            <dt>Recipients</dt>
            <dd>
              <ul>
                {parts.map((part) => (
                  <li key={part.to} title={part.to}>
                    <span className="font-mono">{shortenAddress(part.to)}</span>: {amountOf(part.amount)}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {feeWithheld !== undefined && (
          <>
            <dt>Fee withheld</dt>
            <dd>{amountOf(feeWithheld)}, kept by the token&apos;s transfer fee</dd>
          </>
        )}
        {program && (
          <>
            <dt>Program</dt>
            <dd title={program.address}>
              {program.name ?? <span className="font-mono">{shortenAddress(program.address)}</span>}
            </dd>
          </>
        )}
        {unread && (
          <>
            <dt>Not read</dt>
            <dd>{unread}</dd>
          </>
        )}
      </dl>
    </details>
  );
}
