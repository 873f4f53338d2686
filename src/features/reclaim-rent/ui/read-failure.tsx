import { reasonOf } from '@/shared/lib/describe-error';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';

/** A list that could not be read: why, in words, and Retry. */
export function ReadFailure({ query }: { query: { error: unknown; refetch(): unknown } }) {
  return (
    <Card className="p-5 text-sm">
      <p className="text-destructive">Your accounts could not be read: {reasonOf(query.error)}</p>
      <Button variant="link" onClick={() => void query.refetch()}>
        Retry
      </Button>
    </Card>
  );
}
