import { describe, expect, it, vi } from 'vitest';
import { createDemoDataSource } from '@/data-source/demo/demo-data-source';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import { encodeBase58 } from '@/shared/lib/base58';
import { toCsv } from '@/shared/lib/csv';
import { isOffCurveAddress } from '@/shared/lib/ed25519-curve';
import { TEST_OWNER } from '@test-support/unit/wallet-mock';
import { planJob, runJob } from './bulk-job';
import { readReport, REPORT_HEADER, reportRows, slotsOf, summarize, verifyReport } from './report';

const SERUM = 'SRMuApVNdxXokk5GT7XD5cUUgXMBCoAz2LHeuAoKWRt';
function fresh(): string {
  const address = encodeBase58(crypto.getRandomValues(new Uint8Array(32)));
  return isOffCurveAddress(address) ? fresh() : address;
}

/** A Demo bulk send of five rows, the last refused (more than the balance), and its transactions read back. */
async function sent() {
  const ds = createDemoDataSource(PRESET_CLUSTERS.demo, { actionMs: 0, loadMs: 0 });
  const rows = [1_500_000n, 2n, 30n, 4n, 10_000_000_000_000n].map((amount, i) => ({
    line: i + 2,
    address: fresh(),
    amount,
  }));
  const job = planJob('scope', { mint: SERUM, symbol: 'SRM', decimals: 6 }, rows, [[0, 1], [2, 3], [4]]);
  await runJob(job, {
    dataSource: ds,
    signer: { address: TEST_OWNER, signTransactions: vi.fn() },
    store: { save: () => true },
  });
  const signatures = job.batches.flatMap((batch) =>
    batch.status === 'confirmed' && batch.signature ? [batch.signature] : [],
  );
  return { ds, job, rows, landed: await ds.readLanded(signatures) };
}

describe('the distribution report', () => {
  it('lists every row with its signature or reason, and sums what the chain kept: sent, fees, slots, failures', async () => {
    const { job, rows, landed } = await sent();
    const report = reportRows(job, TEST_OWNER, slotsOf(landed));
    expect(report).toHaveLength(5);
    const slot = String(landed.find((each) => each.signature === job.batches[0]!.signature)!.slot);
    expect(report[0]).toEqual([
      '2',
      rows[0]!.address,
      '1.5',
      '1500000',
      SERUM,
      'paid',
      job.batches[0]!.signature!,
      '',
      TEST_OWNER,
      slot,
    ]);
    expect(report[4]!.slice(5, 7)).toEqual(['failed', '']);
    expect(report[4]![7]).toMatch(/more than/);
    const summary = summarize(job, landed);
    expect(summary).toMatchObject({ recipients: 5, paid: 4, failed: 1, unpaid: 0, sent: 1_500_036n, transactions: 2 });
    expect(summary.feeLamports).toBeGreaterThan(0n);
    expect(summary.slots!.first).toBeLessThanOrEqual(summary.slots!.last);
    expect(summary.failedRows).toEqual([
      { line: 6, address: rows[4]!.address, reason: expect.stringMatching(/more than/) },
    ]);
  });

  it('verifies a report against the chain: every paid row matches; an edited amount or signature does not; another file is said to be none', async () => {
    const { ds, job, landed } = await sent();
    const csv = toCsv([REPORT_HEADER, ...reportRows(job, TEST_OWNER, slotsOf(landed))]);
    const read = readReport(csv);
    if (!read.ok) throw new Error(read.issue);
    expect(read.rows).toHaveLength(4);
    // The failed row claims no transfer: not checked, but counted.
    expect(read.unchecked).toBe(1);
    const check = async (rows: typeof read.rows) =>
      verifyReport(rows, await ds.readLanded(rows.map((row) => row.signature)));
    expect(await check(read.rows)).toEqual({ checked: 4, matched: 4, mismatches: [] });

    const edited = read.rows.map((row, i) => (i === 1 ? { ...row, amount: row.amount + 1n } : row));
    const unknown = read.rows.map((row, i) =>
      i === 2 ? { ...row, signature: encodeBase58(new Uint8Array(64).fill(7)) } : row,
    );
    expect((await check(edited)).mismatches).toEqual([
      {
        line: 3,
        address: read.rows[1]!.address,
        why: 'its transaction moved no such amount of this token to this address',
      },
    ]);
    expect((await check(unknown)).mismatches).toEqual([
      { line: 4, address: read.rows[2]!.address, why: 'its signature is not on this cluster' },
    ]);
    // Issue 43: a report citing another wallet's transfers, or transfers of another slot, does not match.
    const stranger = fresh();
    const otherSender = read.rows.map((row, i) => (i === 0 ? { ...row, sender: stranger } : row));
    expect((await check(otherSender)).mismatches).toEqual([
      {
        line: 2,
        address: read.rows[0]!.address,
        why: `its transfer to this address was sent by ${TEST_OWNER}, not by ${stranger} as the report says`,
      },
    ]);
    const laterSlot = read.rows.map((row, i) => (i === 3 ? { ...row, slot: row.slot + 1n } : row));
    expect((await check(laterSlot)).mismatches).toEqual([
      {
        line: 5,
        address: read.rows[3]!.address,
        why: `its transaction landed in slot ${read.rows[3]!.slot}, not in slot ${read.rows[3]!.slot + 1n} as the report says`,
      },
    ]);
    // One paid transfer claimed on two lines: it pays one of them only.
    const twice = [...read.rows, { ...read.rows[0]!, line: 99 }];
    expect((await check(twice)).mismatches).toEqual([
      {
        line: 99,
        address: read.rows[0]!.address,
        why: `its transaction’s transfer to this address is the one line ${read.rows[0]!.line} claims already`,
      },
    ]);

    expect(readReport('owner,amount,share,token_account\n')).toEqual({
      ok: false,
      issue: `This file is not a bulk send report: its first line should be "${REPORT_HEADER.join(',')}".`,
    });
    expect(readReport(csv.replace(job.mint, 'not-a-mint'))).toEqual({
      ok: false,
      issue: 'Line 2 of the report is not a paid row as this app writes one.',
    });
  });
});
