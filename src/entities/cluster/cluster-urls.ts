import type { ClusterIdentity, OwnUrlClusterId } from './model';
import type { OwnUrl, StoredCluster } from './use-cluster';

// Changes to what is kept of the URLs the user set; loaded with the dialogs that make them, not with
// the first page.

/** Custom, at this URL, taken for what its node said it is. */
export const chooseCustom =
  (url: string, identity: ClusterIdentity) =>
  (previous: StoredCluster): StoredCluster => ({
    ...previous,
    id: 'custom',
    customUrl: url.trim(),
    customIdentity: identity,
  });

/** The user's own RPC URL for Devnet or Mainnet-beta; null goes back to the public endpoint. */
export const setOwnUrl =
  (id: OwnUrlClusterId, own: OwnUrl | null) =>
  (previous: StoredCluster): StoredCluster => {
    const ownUrls = { ...previous.ownUrls };
    if (own) ownUrls[id] = { ...own, url: own.url.trim() };
    else delete ownUrls[id];
    return { ...previous, ownUrls };
  };
