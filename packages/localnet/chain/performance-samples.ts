// What getRecentPerformanceSamples answers: a sample of the slots and transactions of each period, newest
// first, as Agave's SamplePerformanceService takes one every 60 seconds (core/src/sample_performance_service.rs)
// and keeps 720 (rpc/src/rpc.rs `get_recent_performance_samples`, PERFORMANCE_SAMPLES_LIMIT). A chain younger
// than one period has none, as a validator just started.
export interface PerformanceSample {
  slot: number;
  numTransactions: number;
  numNonVoteTransactions: number;
  numSlots: number;
  samplePeriodSecs: number;
}

export const PERFORMANCE_SAMPLES_LIMIT = 720;

export class PerformanceSamples {
  private samples: PerformanceSample[] = [];
  private since: { at: number; slot: number; transactions: number } | null = null;

  constructor(private readonly periodSecs: number) {}

  /** Told at every slot: a sample is taken once a period has passed since the last. */
  onSlot(slot: number, transactions: number, now = Date.now()) {
    if (!this.since) {
      this.since = { at: now, slot, transactions };
      return;
    }
    if (now - this.since.at < this.periodSecs * 1000) return;
    const taken = transactions - this.since.transactions;
    this.samples.unshift({
      slot,
      numTransactions: taken,
      // Every transaction here is a user's: the chain casts no votes.
      numNonVoteTransactions: taken,
      numSlots: slot - this.since.slot,
      samplePeriodSecs: this.periodSecs,
    });
    this.samples.length = Math.min(this.samples.length, PERFORMANCE_SAMPLES_LIMIT);
    this.since = { at: now, slot, transactions };
  }

  newest(limit: number): PerformanceSample[] {
    return this.samples.slice(0, limit);
  }
}
