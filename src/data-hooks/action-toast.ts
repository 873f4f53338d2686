import { createElement, Fragment } from 'react';
import { toast } from '@/shared/ui/toast';
import { describePaid, type PaidFee } from '@/entities/priority/model';
import { explorerTxUrl } from '@/entities/cluster/explorer';
import type { Cluster } from '@/entities/cluster/model';
import { isAppError } from '@/shared/lib/app-error';
import { describeError } from '@/shared/lib/describe-error';
import type { ActionStage, ActionStep } from '@/data-source/contract';

const STAGE_TEXT: Record<ActionStage, string> = {
  building: 'Preparing transaction…',
  simulating: 'Simulating…',
  signing: 'Approve in your wallet…',
  sending: 'Sending…',
  confirming: 'Confirming…',
};

/**
 * One toast follows an action from start to end: loading through each stage, then success with an
 * explorer link, an error with the reason, or a neutral "Cancelled" when the wallet declined.
 */
export function startActionToast(title: string) {
  const id = toast.loading(title, { description: STAGE_TEXT.building });
  return {
    stage(stage: ActionStage, step?: ActionStep) {
      const of = step ? ` (transaction ${step.index} of ${step.of})` : '';
      toast.loading(title, { id, description: `${STAGE_TEXT[stage]}${of}` });
    },
    /** No signature: nothing was sent (a signature added to a proposal), so there is nothing to view. */
    success(successTitle: string, description: string, cluster: Cluster, signature?: string, paid?: PaidFee) {
      toast.success(successTitle, {
        id,
        // What was paid on a line of its own, under the action's own words.
        description: paid
          ? createElement(
              Fragment,
              null,
              createElement('span', { className: 'block' }, description),
              createElement('span', { className: 'block' }, describePaid(paid)),
            )
          : description,
        ...(signature && {
          action: {
            label: 'View',
            onClick: () => window.open(explorerTxUrl(cluster, signature), '_blank', 'noopener'),
          },
        }),
      });
    },
    failure(catalogueMessage: string, error: unknown) {
      if (isAppError(error, 'cancelled')) {
        toast.info('Cancelled', { id, description: 'You declined the request in your wallet' });
        return;
      }
      if (isAppError(error, 'aborted')) {
        toast.info('Stopped watching', {
          id,
          description: 'You left before the outcome was known. If it was sent, it may still land: check your history.',
        });
        return;
      }
      toast.error('Error', { id, description: describeError(catalogueMessage, error) });
    },
  };
}
