import { useWallet } from '@solana/wallet-adapter-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useDataSource } from '@/entities/data-source/use-data-source';
import { invalidateWallet, solBalanceQuery } from '@/entities/data-source/queries';
import { LocalTestWalletName } from '../lib/local-test-wallet-adapter';

const FUNDING_LAMPORTS = 2_000_000_000n;

/** On Localnet, a newly connected local test wallet with no SOL is funded once by the local faucet. */
export function useFundLocalTestWallet() {
  const { wallet, publicKey } = useWallet();
  const dataSource = useDataSource();
  const queryClient = useQueryClient();
  const funded = useRef(new Set<string>());
  const address = publicKey?.toBase58();
  const isLocalTestWallet = wallet?.adapter.name === LocalTestWalletName;
  const cluster = dataSource.cluster;

  useEffect(() => {
    if (cluster.id !== 'localnet' || !isLocalTestWallet || !address) return;
    const key = `${cluster.endpoint}:${address}`;
    if (funded.current.has(key)) return;
    funded.current.add(key);
    void (async () => {
      try {
        // Through the query cache: the dashboard's balance read reuses this answer.
        if ((await queryClient.fetchQuery(solBalanceQuery(dataSource, address))) > 0n) return;
        const id = toast.loading('Funding your local test wallet…', {
          description: 'Requesting 2 SOL from the local faucet',
        });
        try {
          await dataSource.requestAirdrop(address, FUNDING_LAMPORTS);
          toast.success('Wallet funded', { id, description: '2 SOL from the local faucet' });
          await invalidateWallet(queryClient, cluster, address);
        } catch (error) {
          toast.error('Funding failed', { id, description: error instanceof Error ? error.message : String(error) });
        }
      } catch {
        funded.current.delete(key); // chain unreachable: try again on the next connect
      }
    })();
  }, [address, cluster, dataSource, isLocalTestWallet, queryClient]);
}
