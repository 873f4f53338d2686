import { useQuery } from '@tanstack/react-query';
import { Coins, Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/shared/lib/router';
import { tokensQuery } from '@/data-hooks/queries';
import { useDataSource } from '@/data-hooks/use-data-source';
import { clusterKey } from '@/entities/cluster/model';
import { useHiddenTokens } from '@/entities/token/lib/use-hidden-tokens';
import { TokenCard } from '@/entities/token/ui/token-card';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { Spinner } from '@/shared/ui/spinner';
import { count } from '@/shared/lib/count';
import { reasonOf } from '@/shared/lib/describe-error';

export function TokenBalances({ owner }: { owner: string }) {
  const dataSource = useDataSource();
  const tokens = useQuery(tokensQuery(dataSource, owner));
  const { hidden, hide, show } = useHiddenTokens(`${clusterKey(dataSource.cluster)}:${owner}`);
  const [showHidden, setShowHidden] = useState(false);
  const hiddenCount = tokens.data?.filter((token) => hidden.has(token.mint)).length ?? 0;
  const listed = tokens.data?.filter((token) => showHidden || !hidden.has(token.mint)) ?? [];
  const empty = tokens.data?.reduce((sum, token) => sum + (token.emptyAccounts ?? 0), 0) ?? 0;

  return (
    <section aria-labelledby="token-balances" className="flex flex-col gap-4">
      <div className="flex items-center justify-between">
        <h2 id="token-balances" className="text-xl font-semibold">
          Token Balances
        </h2>
        <div className="flex flex-wrap justify-end gap-2">
          <Button asChild variant="outline" size="sm">
            <Link
              to="/reclaim"
              aria-label={empty > 0 ? `Reclaim rent: ${count(empty, 'empty token account')}` : undefined}
            >
              <Sparkles className="size-4" aria-hidden /> Reclaim rent
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/create-token">
              <Plus className="size-4" aria-hidden /> Create Token
            </Link>
          </Button>
        </div>
      </div>
      {tokens.isPending && (
        <div className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> Loading tokens...
        </div>
      )}
      {tokens.isError && (
        <Card className="p-5 text-sm">
          <p className="text-destructive">Your tokens could not be loaded: {reasonOf(tokens.error)}</p>
          <Button variant="link" onClick={() => void tokens.refetch()}>
            Retry
          </Button>
        </Card>
      )}
      {tokens.data?.length === 0 && (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <Coins className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">No tokens yet</p>
          <p className="text-sm text-muted-foreground">Create your first token and it will show up here.</p>
          <Button asChild size="sm">
            <Link to="/create-token">Create your first token</Link>
          </Button>
        </Card>
      )}
      {!!tokens.data?.length && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {listed.map((token) => (
            <TokenCard
              key={token.tokenAccount}
              token={token}
              hidden={hidden.has(token.mint)}
              onHiddenChange={(isHidden) => (isHidden ? hide(token.mint) : show(token.mint))}
            />
          ))}
        </div>
      )}
      {hiddenCount > 0 && (
        <Button variant="link" className="self-start text-sm" onClick={() => setShowHidden((value) => !value)}>
          {showHidden ? 'Leave hidden tokens out' : `Show ${count(hiddenCount, 'hidden token')}`}
        </Button>
      )}
    </section>
  );
}
