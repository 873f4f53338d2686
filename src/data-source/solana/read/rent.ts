import { fetchSysvarRent } from '@solana/sysvars';
import type { RentRule } from '../../fee-rules';
import type { KitRpc } from '../rpc/kit-rpc';

/** How long a rule read from the chain is used before it is read again: rent changes at an epoch's start. */
const RENT_FRESH_MS = 60_000;

/**
 * The cluster's rent, read from its Rent sysvar (one small account) and kept for a minute for what is only
 * shown (a send's estimate, a bulk send's survey). `fresh` reads it again whatever is kept: an account is
 * funded, and what is above the minimum worked out, against the rule of this moment (a rule kept from before
 * a rise would fund too little, and the program would refuse the account).
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
