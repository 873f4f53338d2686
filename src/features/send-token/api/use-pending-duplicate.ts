import { useDataSource } from '@/data-hooks/use-data-source';
import type { TokenHolding } from '@/entities/token/model';

/**
 * Whether the same transfer (token, recipient, amount in base units) was signed earlier and is still
 * pending: sending it again then needs the user's explicit choice, as both may land.
 */
export function usePendingDuplicate(
  owner: string | undefined,
  token: TokenHolding | undefined,
  recipient: string,
  amount: bigint | null,
): boolean {
  const dataSource = useDataSource();
  if (!owner || !token || amount === null) return false;
  return dataSource
    .pendingTransfers(owner)
    .some(
      ({ transfer }) =>
        transfer?.mint === token.mint &&
        transfer.recipient === recipient.trim() &&
        transfer.amount === amount.toString(),
    );
}
