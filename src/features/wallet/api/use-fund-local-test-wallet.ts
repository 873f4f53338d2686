import { useEffect, useRef } from 'react';
import { toast } from '@/shared/ui/toast';
import { useDataSourceLoader } from '@/data-hooks/use-data-source';
import { useWallet } from '@/entities/wallet/use-wallet';
import { reasonOf } from '@/shared/lib/describe-error';

const FUNDING_LAMPORTS = 2_000_000_000n;

/** On Localnet, a newly connected local test wallet with no SOL is funded once by the local faucet. */
export function useFundLocalTestWallet() {
  const { address, isLocalTestWallet } = useWallet();
  const { cluster, load } = useDataSourceLoader();
  const funded = useRef(new Set<string>());

  useEffect(() => {
    if (cluster.id !== 'localnet' || !isLocalTestWallet || !address) return;
    const key = `${cluster.endpoint}:${address}`;
    if (funded.current.has(key)) return;
    funded.current.add(key);
    void (async () => {
      try {
        // Loaded only when a local test wallet connects on Localnet: nothing of it on the first page.
        const [dataSource, { invalidateWallet, solBalanceQuery }, { queryClient }] = await Promise.all([
          load(),
          import('@/data-hooks/queries'),
          import('@/shared/lib/query-client'),
        ]);
        // Through the query cache: the dashboard's balance read reuses this answer.
        if ((await queryClient.fetchQuery(solBalanceQuery(dataSource, address))) > 0n) return;
        const id = toast.loading('Funding your local test wallet…', {
          description: 'Requesting 2 SOL from the local faucet',
        });
        try {
          await dataSource.run(null, { kind: 'airdrop', to: address, lamports: FUNDING_LAMPORTS });
          toast.success('Wallet funded', { id, description: '2 SOL from the local faucet' });
          await invalidateWallet(queryClient, cluster, address);
        } catch (error) {
          toast.error('Funding failed', { id, description: reasonOf(error) });
        }
      } catch {
        funded.current.delete(key); // chain unreachable: try again on the next connect
      }
    })();
  }, [address, cluster, load, isLocalTestWallet]);
}
