import { describe, expect, it } from 'vitest';
import { networkKey, rememberGenesis } from './known-genesis';
import { clusterKey, withOwnUrl, PRESET_CLUSTERS } from './model';

const DEVNET_GENESIS = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG';

describe('networkKey', () => {
  it('is the genesis hash once the node answered it, whatever URL reached it', () => {
    const publicUrl = PRESET_CLUSTERS.devnet;
    const ownUrl = withOwnUrl('devnet', 'https://rpc.example.com/key', DEVNET_GENESIS);
    expect(networkKey(ownUrl)).toBe(`genesis:${DEVNET_GENESIS}`);
    expect(networkKey(publicUrl)).toBe(clusterKey(publicUrl)); // not asked yet
    rememberGenesis(publicUrl, DEVNET_GENESIS);
    expect(networkKey(publicUrl)).toBe(networkKey(ownUrl));
  });

  it('falls back to the cluster key where no genesis is known (Demo)', () => {
    expect(networkKey(PRESET_CLUSTERS.demo)).toBe(clusterKey(PRESET_CLUSTERS.demo));
  });
});
