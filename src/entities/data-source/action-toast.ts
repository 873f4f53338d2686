import { toast } from 'sonner';
import { explorerTxUrl } from '@/entities/cluster/explorer';
import type { Cluster } from '@/entities/cluster/model';
import { ActionCancelledError } from './errors';
import type { ActionStage } from './model';

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
    stage(stage: ActionStage) {
      toast.loading(title, { id, description: STAGE_TEXT[stage] });
    },
    success(successTitle: string, description: string, cluster: Cluster, signature: string) {
      toast.success(successTitle, {
        id,
        description,
        action: { label: 'View', onClick: () => window.open(explorerTxUrl(cluster, signature), '_blank', 'noopener') },
      });
    },
    failure(catalogueMessage: string, error: unknown) {
      if (error instanceof ActionCancelledError) {
        toast.info('Cancelled', { id, description: 'You declined the request in your wallet' });
        return;
      }
      const reason = error instanceof Error ? error.message : String(error);
      toast.error('Error', { id, description: reason ? `${catalogueMessage} ${reason}` : catalogueMessage });
    },
  };
}
