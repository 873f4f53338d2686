import { useEffect, useRef } from 'react';
import { ACTION_DESCRIPTORS } from '@/data-source/action-descriptors';
import { useDataSourceLoader } from '@/data-hooks/use-data-source';
import { createPendingStore, recordOf } from '@/data-source/pending-store';
import { networkKey, useKnownGenesis } from '@/entities/cluster/known-genesis';
import { useWallet } from '@/entities/wallet/use-wallet';
import { shortenAddress } from '@/shared/lib/address';
import { count } from '@/shared/lib/count';
import { toast } from '@/shared/ui/toast';

/**
 * When a wallet connects on a cluster where this browser kept transactions signed on an earlier visit
 * (the page was closed, the node restarted, the cluster switched while confirming), their
 * confirmation is resumed and each outcome is said once. Nothing is downloaded when there are none.
 */
export function useResumePending() {
  const { address } = useWallet();
  const { cluster, load } = useDataSourceLoader();
  // Records are kept by network: a new URL for the same chain still finds them once it answered.
  const genesis = useKnownGenesis(cluster);
  const resumed = useRef(new Set<string>());

  useEffect(() => {
    if (!address || !cluster.endpoint) return;
    const network = networkKey(cluster, genesis);
    const key = `${network}:${cluster.endpoint}:${address}`;
    const started = resumed.current;
    if (started.has(key)) return;
    const waiting = createPendingStore()
      .list()
      .filter(recordOf(network, cluster.endpoint, address));
    if (waiting.length === 0) return;
    started.add(key);
    const controller = new AbortController();
    let finished = false;
    const handed = waiting.filter((record) => !record.signature).length;
    const signed = waiting.length - handed;
    const id = toast.loading('Checking transactions from your last visit…', {
      description: [
        signed && `${count(signed, 'signed transaction')} had no known outcome yet`,
        // Handed to a wallet that sends by itself, its signature never heard: looked for on chain.
        handed && `${count(handed, 'transaction')} handed to your wallet may have landed: checking`,
      ]
        .filter(Boolean)
        .join('; '),
    });
    void (async () => {
      try {
        const dataSource = await load();
        const outcomes = await dataSource.resumePending(address, controller.signal);
        toast.dismiss(id);
        for (const each of outcomes) {
          const name = ACTION_DESCRIPTORS[each.action].pending;
          const what = each.signature ? `${name} ${shortenAddress(each.signature)}` : name;
          if (each.outcome === 'confirmed')
            toast.success('Pending transaction confirmed', { description: `Your ${what} landed.` });
          else if (each.outcome === 'failed')
            toast.error('Pending transaction failed', { description: `Your ${what} failed on chain: ${each.reason}` });
          else
            toast.info('Pending transaction expired', { description: `Your ${what} never landed: nothing was sent.` });
        }
        const [{ queryClient }, { invalidateWallet }] = await Promise.all([
          import('@/shared/lib/query-client'),
          import('@/data-hooks/queries'),
        ]);
        await invalidateWallet(queryClient, cluster, address);
        finished = true;
      } catch {
        toast.dismiss(id);
        started.delete(key); // stopped, or the node did not answer: try again on the next connect
      }
    })();
    return () => {
      // Left before the outcome (a cluster switch, an unmount): the records stay, resumed next time.
      controller.abort();
      if (!finished) started.delete(key);
    };
  }, [address, cluster, genesis, load]);
}
