// The cluster the chain answers as: one node, whose identity is the ledger's faucet key, leading every slot
// and voting through one vote account. What it says of itself follows from the chain's own slots: it votes
// on each confirmed slot and roots each finalized one, earning a timely vote's 16 credits (SIMD-0033) for
// every slot it roots. No stake account delegates to it, so its stake is 0, and it pays no rewards.
import { createHash } from 'node:crypto';
import bs58 from 'bs58';
import { EPOCH_SCHEDULE, epochOf, firstSlotOf } from './epoch-schedule';

const VOTE_PROGRAM = 'Vote111111111111111111111111111111111111111';
const CREDITS_PER_ROOTED_SLOT = 16;
/** rpc-client-types request.rs MAX_RPC_VOTE_ACCOUNT_INFO_EPOCH_CREDITS_HISTORY. */
const EPOCH_CREDITS_HISTORY = 5;

/** The vote account's address: the identity's, with seed "vote", for the Vote program (create_with_seed). */
export function voteAccountOf(identity: string): string {
  return bs58.encode(
    createHash('sha256').update(bs58.decode(identity)).update('vote').update(bs58.decode(VOTE_PROGRAM)).digest(),
  );
}

/** Whether a leader schedule exists for the epoch: every one up to the next (the leader schedule epoch). */
export const scheduleKnown = (epoch: number, newestSlot: number) =>
  epoch <= epochOf(newestSlot + EPOCH_SCHEDULE.leaderScheduleSlotOffset);

/** getVoteAccounts' entry for the one vote account (RpcVoteAccountInfo). */
export function voteAccountInfo(identity: string, confirmed: number, finalized: number) {
  const epochCredits: [number, number, number][] = [];
  for (let e = Math.max(0, epochOf(finalized) - EPOCH_CREDITS_HISTORY + 1); e <= epochOf(finalized); e++) {
    // Slots 1..finalized are rooted (slot 0 is genesis): cumulative credits before and at the epoch's end.
    const before = Math.max(0, firstSlotOf(e) - 1) * CREDITS_PER_ROOTED_SLOT;
    const after = Math.min(finalized, firstSlotOf(e + 1) - 1) * CREDITS_PER_ROOTED_SLOT;
    if (after > before) epochCredits.push([e, after, before]);
  }
  return {
    activatedStake: 0,
    commission: 0,
    epochCredits,
    epochVoteAccount: true,
    inflationRewardsCommissionBps: 0,
    lastVote: confirmed,
    nodePubkey: identity,
    rootSlot: finalized,
    votePubkey: voteAccountOf(identity),
  };
}

/**
 * Mainnet's inflation (Inflation::full, the governor since full inflation was enabled): 8% tapering 15% a
 * year to 1.5%, 5% of it to the foundation for 7 years.
 */
export const INFLATION = { foundation: 0.05, foundationTerm: 7, initial: 0.08, taper: 0.15, terminal: 0.015 };

/** Slots in a year at genesis's 400 ms slots (bank `slots_per_year`: 365.242199 days of 2.5 slots a second). */
const SLOTS_PER_YEAR = 365.242_199 * 24 * 60 * 60 * 2.5;

/**
 * getInflationRate at an epoch (runtime bank.rs `slot_in_year_for_inflation` with inflation active from
 * genesis: the year is the epoch's first slot over the slots in a year; solana-inflation's total, validator
 * and foundation rates).
 */
export function inflationRate(epoch: number) {
  const year = firstSlotOf(epoch) / SLOTS_PER_YEAR;
  const total = Math.max(INFLATION.initial * Math.pow(1 - INFLATION.taper, year), INFLATION.terminal);
  const foundation = year < INFLATION.foundationTerm ? total * INFLATION.foundation : 0;
  return { epoch, foundation, total, validator: total - foundation };
}
