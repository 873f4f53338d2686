import { XCircle } from 'lucide-react';
import { explorerTxUrl } from '@/entities/cluster/explorer';
import { Alert, AlertDescription, AlertTitle } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { ExternalLink } from '@/shared/ui/external-link';
import { isAppError } from '@/shared/lib/app-error';
import { describeError } from '@/shared/lib/describe-error';
import type { ActionFailure } from '@/data-hooks/use-chain-action';

/** What the user may safely do next, by what happened. */
function nextStep(error: unknown): string | null {
  if (isAppError(error) && error.details.sameAgain) return error.details.sameAgain;
  if (isAppError(error, 'expired') && error.details.askAgain)
    return 'Nothing moved. Asked again, the wallet gets a transaction with a fresh blockhash.';
  if (isAppError(error, 'expired')) return 'It never reached the chain: nothing moved, and trying again is safe.';
  if (isAppError(error, 'failed-on-chain'))
    return 'It reached the chain and failed there: only the network fee was paid.';
  if (isAppError(error, 'simulation-failed')) return 'Nothing was signed or sent.';
  if (isAppError(error, 'aborted')) return 'If it was sent it may still land: check your history before trying again.';
  return null;
}

/**
 * A failed action, kept above the form until the user acts (a toast alone is gone in four seconds):
 * the catalogue sentence with the reason, what is safe to do, and the transaction when there is one.
 */
export function ActionErrorAlert({ failure, onDismiss }: { failure: ActionFailure; onDismiss(): void }) {
  const { catalogueMessage } = failure;
  const signature = isAppError(failure.error) ? failure.error.details.signature : undefined;
  const step = nextStep(failure.error);
  return (
    <Alert variant="destructive">
      <AlertTitle className="flex items-center gap-2">
        <XCircle className="size-4" aria-hidden /> Error
      </AlertTitle>
      <AlertDescription className="flex flex-col gap-1">
        <span>{describeError(catalogueMessage, failure.error)}</span>
        {step && <span>{step}</span>}
        {signature && (
          <>
            <span className="font-mono text-xs">{signature}</span>
            <ExternalLink href={explorerTxUrl(failure.cluster, signature)}>View on explorer</ExternalLink>
          </>
        )}
        <span className="flex flex-wrap gap-2">
          {isAppError(failure.error) && failure.error.details.askAgain && failure.retry && (
            <Button
              size="sm"
              className="self-start"
              onClick={() => {
                onDismiss();
                failure.retry!();
              }}
            >
              Ask the wallet again
            </Button>
          )}
          <Button variant="link" className="self-start text-sm" onClick={onDismiss}>
            Dismiss
          </Button>
        </span>
      </AlertDescription>
    </Alert>
  );
}
