import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { tokensQuery } from '@/data-hooks/queries';
import { useDataSource } from '@/data-hooks/use-data-source';
import { useWallet } from '@/entities/wallet/use-wallet';
import { Alert, AlertDescription, AlertTitle } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Kept } from '@/shared/ui/kept';
import { LoadingLine } from '@/shared/ui/loading-line';
import type { TokenHolding } from '@/entities/token/model';
import { reasonOf } from '@/shared/lib/describe-error';

/**
 * Loads the connected wallet's tokens, with the loading and error states, then renders the form. When
 * the wallet switches account, the form stays mounted (hidden while the other account's tokens load): what
 * was typed, and what went wrong, are still there when the user comes back to the first account.
 */
export function WithWalletTokens({ children }: { children: (tokens: TokenHolding[]) => ReactNode }) {
  const dataSource = useDataSource();
  const { address } = useWallet();
  const tokens = useQuery({
    ...tokensQuery(dataSource, address ?? ''),
    enabled: !!address,
    placeholderData: keepPreviousData,
  });

  if (tokens.isPending) {
    return <LoadingLine>Loading your tokens...</LoadingLine>;
  }
  if (tokens.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Your tokens could not be loaded</AlertTitle>
        <AlertDescription>
          {reasonOf(tokens.error)}{' '}
          <Button variant="link" onClick={() => void tokens.refetch()}>
            Retry
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const switching = tokens.isPlaceholderData;
  return (
    <>
      {switching && <LoadingLine>Loading your tokens...</LoadingLine>}
      <Kept hidden={switching}>{children(tokens.data)}</Kept>
    </>
  );
}
