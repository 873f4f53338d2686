import { explorerTxUrl } from '@/entities/cluster/explorer';
import { useCluster } from '@/entities/cluster/use-cluster';
import { shortenAddress } from '@/shared/lib/address';
import { shownAmount } from '@/entities/token/lib/token-traits';
import { ChainText } from '@/shared/ui/chain-text';
import { cn } from '@/shared/lib/cn';
import { Badge } from '@/shared/ui/badge';
import { ExternalLink } from '@/shared/ui/external-link';
import { formatTimestamp, poolSide, statusClasses } from '../lib/present';
import { ChangeText, TransactionDetails } from './transaction-details';
import { ImpersonationBadge } from '@/entities/token/ui/impersonation-badge';
import type { TransactionRecord } from '../model';
import { TRANSACTION_TYPE_VIEWS } from './transaction-types';

export function TransactionCard({ transaction, warning }: { transaction: TransactionRecord; warning?: string }) {
  const { cluster } = useCluster();
  const { type, token, amount, decimals, status, from, to, signature, timestamp } = transaction;
  const view = TRANSACTION_TYPE_VIEWS[type];
  const Icon = view.icon;
  const pool = poolSide(transaction);
  return (
    <article
      data-testid="transaction-card"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center"
    >
      <div className="flex flex-1 items-center gap-3">
        <div className={cn('rounded-full bg-muted p-2', view.tone)}>
          <Icon className="size-5" aria-hidden />
        </div>
        <div className="min-w-0">
          <p className="font-semibold">
            <span className={view.tone}>{view.label}</span>
            {token && <ChainText text={token} className="ml-2 max-w-[12ch] text-muted-foreground" />}
          </p>
          {token && transaction.mint && (
            <ImpersonationBadge token={{ mint: transaction.mint, symbol: token }} className="self-start" />
          )}
          {warning && (
            <Badge className="my-0.5 border-destructive/50 text-red-800 whitespace-normal dark:text-red-200">
              {warning}
            </Badge>
          )}
          <p className="text-xs text-muted-foreground">{formatTimestamp(timestamp)}</p>
          <p className="mt-1 text-xs text-muted-foreground">
            <span className="font-mono">{shortenAddress(from) || '—'}</span>
            {' → '}
            <span className="font-mono">{shortenAddress(to) || '—'}</span>
          </p>
          {transaction.program && (
            <p className="text-xs text-muted-foreground" title={transaction.program.address}>
              via{' '}
              {transaction.program.name ?? (
                <span className="font-mono">{shortenAddress(transaction.program.address)}</span>
              )}
            </p>
          )}
          {transaction.multisig && (
            <p className="text-xs text-muted-foreground" title={transaction.multisig}>
              via multisig <span className="font-mono">{shortenAddress(transaction.multisig)}</span>
            </p>
          )}
          <TransactionDetails transaction={transaction} />
        </div>
      </div>
      <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end sm:gap-1">
        {pool ? (
          <p className={cn('flex flex-col items-end text-sm font-semibold', view.tone)}>
            {pool.map((change) => (
              <ChangeText key={change.mint ?? 'SOL'} change={change} />
            ))}
          </p>
        ) : amount === null ? (
          transaction.received && (
            <p className={cn('text-sm font-semibold', view.tone)}>
              <ChangeText change={transaction.received} />
            </p>
          )
        ) : decimals === null ? (
          // Base units without the token's decimals could read as 10^decimals times the truth.
          <p className="text-sm text-muted-foreground" title={`${amount} base units; the token's decimals are unknown`}>
            Amount unknown{token && ` ${token}`}
          </p>
        ) : (
          <p className={cn('font-mono font-semibold', view.tone)}>
            {view.sign}
            {shownAmount(amount, { decimals, scale: transaction.scale })}
            {token && (
              <>
                {' '}
                <ChainText text={token} className="max-w-[12ch]" />
              </>
            )}
            {transaction.received && (
              <>
                {' → '}
                <ChangeText change={transaction.received} />
              </>
            )}
          </p>
        )}
        <div className="flex items-center gap-2">
          <Badge className={cn('capitalize', statusClasses(status))}>{status}</Badge>
          <ExternalLink
            href={explorerTxUrl(cluster, signature)}
            className="font-mono text-xs"
            aria-label={`View transaction ${signature} on the explorer`}
          >
            {shortenAddress(signature)}
          </ExternalLink>
        </div>
      </div>
    </article>
  );
}
