import { reasonOf } from '@/shared/lib/describe-error';
import { Button } from '@/shared/ui/button';

/** Grey bars where a list will be, announced as loading. */
export function ListSkeleton({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex flex-col gap-2 rounded-lg border p-3">
          <div className="h-4 w-32 animate-pulse rounded bg-muted" />
          <div className="h-3 w-full animate-pulse rounded bg-muted" />
        </div>
      ))}
    </div>
  );
}

/** A read that failed, kept on the page with the reason and a way to ask again. */
export function ListError({ what, error, onRetry }: { what: string; error: unknown; onRetry(): void }) {
  return (
    <div className="flex flex-col items-start gap-1 text-sm" role="alert">
      <p className="text-destructive">
        {what} could not be read: {reasonOf(error)}
      </p>
      <Button variant="link" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
