import { readPrioritySetting } from '@/entities/priority/model';
import { budgetFor, networkFee } from '../fee-rules';
import type { NetworkFee } from '../contract';

// Demo's fee market: the prices (micro-lamports per compute unit) that landed in recent slots of a busy
// day, and the units a token transaction consumes. The fee is made by the same rules as on chain.
const DEMO_RECENT_PRICES = [0n, 1_200n, 2_500n, 4_000n, 6_000n, 9_000n, 12_000n, 20_000n, 35_000n, 80_000n, 150_000n];
const DEMO_UNITS_CONSUMED = 32_000;

/** The fee of one Demo transaction under the priority setting kept in this browser. */
export function demoNetworkFee(signatures = 1): NetworkFee {
  const setting = readPrioritySetting();
  return networkFee(signatures, budgetFor(DEMO_UNITS_CONSUMED, DEMO_RECENT_PRICES, setting), setting);
}
