import { MultisigView } from '@/data-hooks/ui/multisig-view';
import { useMultisigs } from '@/data-hooks/use-multisigs';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/shared/ui/card';
import { ListError, ListSkeleton } from './list-states';

/** The multisigs this wallet created or signs for, on this cluster. */
export function YourMultisigs({ owner }: { owner: string }) {
  const multisigs = useMultisigs(owner);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your multisigs</CardTitle>
        <CardDescription>The multisigs you created or sign for.</CardDescription>
      </CardHeader>
      <CardContent>
        {multisigs.isPending ? (
          <ListSkeleton label="Loading your multisigs" />
        ) : multisigs.isError ? (
          <ListError what="Your multisigs" error={multisigs.error} onRetry={() => void multisigs.refetch()} />
        ) : multisigs.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have no multisig yet: create one to share an authority.</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="your-multisigs">
            {multisigs.data.map((multisig) => (
              <li key={multisig.address} className="rounded-lg border p-3">
                <MultisigView multisig={multisig} owner={owner} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
