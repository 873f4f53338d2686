import type { MultisigAccount } from '@/entities/multisig/model';
import { MultisigView } from '@/widgets/multisig-view';
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
        <CardDescription>The multisigs you created here, and those that name you as a signer.</CardDescription>
      </CardHeader>
      <CardContent>
        {multisigs.isPending ? (
          <ListSkeleton label="Loading your multisigs" />
        ) : multisigs.isError ? (
          <ListError what="Your multisigs" error={multisigs.error} onRetry={() => void multisigs.refetch()} />
        ) : multisigs.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have no multisig yet: create one to share an authority.</p>
        ) : (
          <div className="flex flex-col gap-5">
            <MultisigList
              title="Created by you"
              testId="your-multisigs"
              multisigs={multisigs.data.filter((multisig) => multisig.createdHere)}
              owner={owner}
            />
            <MultisigList
              title="Naming you as a signer"
              note="Anyone can name any wallet as a signer: these were not created here. Sign only what you understand."
              testId="naming-multisigs"
              multisigs={multisigs.data.filter((multisig) => !multisig.createdHere)}
              owner={owner}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function MultisigList({
  title,
  note,
  testId,
  multisigs,
  owner,
}: {
  title: string;
  note?: string;
  testId: string;
  multisigs: MultisigAccount[];
  owner: string;
}) {
  if (multisigs.length === 0) return null;
  return (
    <section className="flex flex-col gap-2" aria-label={title}>
      <h3 className="text-sm font-medium">{title}</h3>
      {note && <p className="text-xs text-muted-foreground">{note}</p>}
      <ul className="flex flex-col gap-3" data-testid={testId}>
        {multisigs.map((multisig) => (
          <li key={multisig.address} className="rounded-lg border p-3">
            <MultisigView multisig={multisig} owner={owner} />
          </li>
        ))}
      </ul>
    </section>
  );
}
