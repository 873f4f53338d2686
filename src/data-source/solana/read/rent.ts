import { fetchSysvarRent } from '@solana/sysvars';
import type { RentRule } from '../../fee-rules';
import type { KitRpc } from '../rpc/kit-rpc';

/** How long a rule read from the chain is used before it is read again: rent changes at an epoch's start. */
const RENT_FRESH_MS = 60_000;

/**
 * The cluster's rent, read from its Rent sysvar (one small account) and kept for a minute, so a preview, a
 * multisig, a nonce account and a wrap fund exactly what the cluster asks, whatever it asks today. `fresh`
 * reads it again whatever is kept: what is above the minimum is worked out against the rule of this moment.
 */
export function rentReader(rpc: KitRpc, now: () => number = Date.now) {
  let kept: { at: number; rule: Promise<RentRule> } | null = null;
  return ({ fresh = false }: { fresh?: boolean } = {}): Promise<RentRule> => {
    if (kept && !fresh && now() - kept.at < RENT_FRESH_MS) return kept.rule;
    const rule = fetchSysvarRent(rpc, { commitment: 'confirmed' }).then((rent) => ({
      lamportsPerByte: BigInt(rent.lamportsPerByteYear),
      exemptionThreshold: Number(rent.exemptionThreshold),
    }));
    // A failed read is not kept: the next asks again.
    rule.catch(() => (kept = null));
    kept = { at: now(), rule };
    return rule;
  };
}
