import { describe, expect, it } from 'vitest';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import { offersLocalTestWallet } from './local-test-wallet';

const MAINNET_GENESIS = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d';
const DEVNET_GENESIS = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG';
const LOCAL_GENESIS = 'GfVcyD4kkTrj4bKc7WA9sZCin9JDbdT4Zkd3EittNR1W';

describe('offersLocalTestWallet', () => {
  it('offers it on a Localnet that answers as a local chain, and on Demo', () => {
    expect(offersLocalTestWallet(PRESET_CLUSTERS.localnet, LOCAL_GENESIS)).toBe(true);
    expect(offersLocalTestWallet(PRESET_CLUSTERS.demo, undefined)).toBe(true);
  });

  it("drops it on a Localnet whose node answers with a public cluster's genesis (a tunnel to mainnet on 8899)", () => {
    expect(offersLocalTestWallet(PRESET_CLUSTERS.localnet, MAINNET_GENESIS)).toBe(false);
    expect(offersLocalTestWallet(PRESET_CLUSTERS.localnet, DEVNET_GENESIS)).toBe(false);
  });

  it('never offers it on a public cluster', () => {
    expect(offersLocalTestWallet(PRESET_CLUSTERS.devnet, DEVNET_GENESIS)).toBe(false);
    expect(offersLocalTestWallet(PRESET_CLUSTERS['mainnet-beta'], undefined)).toBe(false);
  });
});
