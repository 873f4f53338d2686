import { useQuery } from '@tanstack/react-query';
import { walletKeys } from '@/data-hooks/queries';
import { useDataSource } from '@/data-hooks/use-data-source';
import { fetchOffchainMetadata, fetchTokenImage } from '../lib/offchain-metadata';

/** The mint in full, under the wallet's keys (an action of this wallet refreshes it). */
export function useTokenDetails(mint: string, owner: string) {
  const dataSource = useDataSource();
  return useQuery({
    queryKey: [...walletKeys.all(dataSource.cluster, owner), 'token-details', mint],
    queryFn: () => dataSource.getTokenDetails(mint, owner),
    retry: false,
    // Another account of the wallet: the page stays (hidden) while it loads, what was typed kept.
    placeholderData: (previous, query) => (query?.queryKey.at(-1) === mint ? previous : undefined),
  });
}

/** Under the wallet's keys too: a burn, a mint or a send of this wallet changes who holds how much. */
export function useLargestHolders(mint: string, owner: string) {
  const dataSource = useDataSource();
  return useQuery({
    queryKey: [...walletKeys.all(dataSource.cluster, owner), 'largest-holders', mint],
    queryFn: () => dataSource.getLargestHolders(mint),
  });
}

/** The JSON behind the metadata URI, then its image: read once, never retried (a slow host is said, not hammered). */
export function useOffchainMetadata(uri: string | undefined) {
  const json = useQuery({
    queryKey: ['offchain-metadata', uri],
    queryFn: ({ signal }) => fetchOffchainMetadata(uri!, { signal }),
    enabled: !!uri,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const imageUrl = json.data?.image;
  const image = useQuery({
    queryKey: ['offchain-image', imageUrl],
    queryFn: async ({ signal }) => URL.createObjectURL(await fetchTokenImage(imageUrl!, { signal })),
    enabled: !!imageUrl,
    retry: false,
    staleTime: Infinity,
  });
  return { json, image };
}
