import { describe, expect, it, vi } from 'vitest';
import { createDemoDataSource } from '@/data-source/demo/demo-data-source';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import { encodeBase58 } from '@/shared/lib/base58';
import { isOffCurveAddress } from '@/shared/lib/ed25519-curve';
import { TEST_OWNER } from '@test-support/unit/wallet-mock';
import { approvalsLeft, jobDone, planJob, runJob } from './bulk-job';

const SERUM = 'SRMuApVNdxXokk5GT7XD5cUUgXMBCoAz2LHeuAoKWRt';
const token = { mint: SERUM, symbol: 'SRM', decimals: 6 };
function fresh(): string {
  const address = encodeBase58(crypto.getRandomValues(new Uint8Array(32)));
  return isOffCurveAddress(address) ? fresh() : address;
}
const rowsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ line: i + 1, address: fresh(), amount: BigInt(i + 1) }));
const demo = () => createDemoDataSource(PRESET_CLUSTERS.demo, { actionMs: 0, loadMs: 0 });
const sizes = (job: ReturnType<typeof planJob>) => job.batches.map((batch) => batch.rows.length);
const held = async (ds: ReturnType<typeof demo>, owner: string) =>
  (await ds.getTokens(owner)).find((t) => t.mint === SERUM)?.balance ?? 0n;
const saved = { save: () => true };
/** Each recipient's holding before: Demo wallets hold its sample tokens already. */
const holdings = (ds: ReturnType<typeof demo>, rows: { address: string }[]) =>
  Promise.all(rows.map((row) => held(ds, row.address)));

describe('planJob', () => {
  it('makes one batch of each packed transaction, the rows kept as text', () => {
    const job = planJob(
      'scope',
      token,
      rowsOf(5),
      [
        [0, 1, 2],
        [3, 4],
      ],
      'Payroll',
    );
    expect(sizes(job)).toEqual([3, 2]);
    expect(job.batches.every((batch) => batch.status === 'waiting')).toBe(true);
    expect(job.rows[4]).toMatchObject({ line: 5, amount: '5' });
    expect(job.memo).toBe('Payroll');
  });

  it('counts the approvals left: a group of up to 32 transactions each, or one a transaction', () => {
    const job = planJob(
      'scope',
      token,
      rowsOf(70),
      Array.from({ length: 70 }, (_, i) => [i]),
    );
    expect(approvalsLeft(job, true)).toBe(3);
    expect(approvalsLeft(job, false)).toBe(70);
    for (const batch of job.batches.slice(0, 40)) batch.status = 'confirmed';
    expect([approvalsLeft(job, true), approvalsLeft(job, false)]).toEqual([1, 30]);
  });
});

describe('runJob (on Demo)', () => {
  it('sends a group of transactions per approval where the wallet signs many, each row paid once', async () => {
    const ds = demo();
    const runGroup = vi.spyOn(ds, 'runGroup');
    const rows = rowsOf(45);
    const packed = await ds.packTransfers(TEST_OWNER, { mint: SERUM, recipients: rows.map((row) => row.address) });
    const job = planJob('scope', token, rows, packed);
    const signer = { address: TEST_OWNER, signTransactions: vi.fn() };
    const before = await held(ds, TEST_OWNER);
    const was = await holdings(ds, rows);
    await runJob(job, { dataSource: ds, signer, store: saved, groupSize: 2 });
    expect(jobDone(job)).toBe(true);
    expect(runGroup).toHaveBeenCalledTimes(Math.ceil(packed.length / 2));
    expect(await holdings(ds, rows)).toEqual(rows.map((row, i) => was[i]! + row.amount));
    expect(await held(ds, TEST_OWNER)).toBe(before - rows.reduce((sum, row) => sum + row.amount, 0n));
  });

  it('a wallet that signs one at a time goes through run, one transaction each', async () => {
    const ds = demo();
    const run = vi.spyOn(ds, 'run');
    const runGroup = vi.spyOn(ds, 'runGroup');
    const rows = rowsOf(6);
    const job = planJob('scope', token, rows, [[0, 1, 2], [3, 4], [5]]);
    await runJob(job, { dataSource: ds, signer: { address: TEST_OWNER, signTransaction: vi.fn() }, store: saved });
    expect(jobDone(job)).toBe(true);
    expect(run).toHaveBeenCalledTimes(3);
    expect(runGroup).not.toHaveBeenCalled();
  });

  it('splits a batch that no longer fits one transaction, before anything is signed', async () => {
    const ds = demo();
    const rows = rowsOf(25);
    const job = planJob('scope', token, rows, [rows.map((_, index) => index)]);
    const was = await holdings(ds, rows);
    await runJob(job, { dataSource: ds, signer: { address: TEST_OWNER, signTransactions: vi.fn() }, store: saved });
    expect(jobDone(job)).toBe(true);
    expect(sizes(job).reduce((sum, size) => sum + size, 0)).toBe(25);
    expect(sizes(job).length).toBeGreaterThan(1);
    expect(await holdings(ds, rows)).toEqual(rows.map((row, i) => was[i]! + row.amount));
  });

  it('sends nothing when the log cannot be kept, and stops there', async () => {
    const ds = demo();
    const rows = rowsOf(4);
    const job = planJob('scope', token, rows, [
      [0, 1],
      [2, 3],
    ]);
    const full = { save: () => !job.batches.some((batch) => batch.status === 'sent') };
    const was = await holdings(ds, rows);
    await runJob(job, { dataSource: ds, signer: { address: TEST_OWNER, signTransactions: vi.fn() }, store: full });
    expect(job.batches.map((batch) => batch.status)).toEqual(['sent', 'sent']);
    expect(job.batches[0]?.error).toContain('could not keep the bulk send');
    expect(await holdings(ds, rows)).toEqual(was);
  });

  it('a wallet that only signs and sends: each batch is kept as handed over before the wallet is asked; after a crash it is settled on chain first, never signed again while it may land', async () => {
    const ds = demo();
    const rows = rowsOf(2);
    const job = planJob('scope', token, rows, [[0], [1]]);
    const handed = { message: 'AQID', slot: '7', lastValidBlockHeight: '157' };
    const kept: string[] = [];
    const store = {
      save: (each: typeof job) => (kept.push(each.batches.map((batch) => batch.status).join(',')), true),
    };
    // The wallet holds the first batch when the page dies: run never returns.
    vi.spyOn(ds, 'run').mockImplementationOnce(async (_signer, _action, options) => {
      options?.onHandedOver?.(handed);
      return new Promise(() => {});
    });
    const signer = { address: TEST_OWNER, signAndSendTransaction: vi.fn() };
    void runJob(job, { dataSource: ds, signer, store });
    await vi.waitFor(() => expect(kept).toContain('handed,waiting'));
    const reloaded = JSON.parse(JSON.stringify(job)) as typeof job;
    expect(reloaded.batches[0]).toMatchObject({ status: 'handed', handed });
    expect(approvalsLeft(reloaded, false)).toBe(1);

    // The next visit: found on chain, so it is paid without being signed again; the second is sent.
    const settle = vi.spyOn(ds, 'settleHandedOver').mockResolvedValueOnce({ outcome: 'confirmed', signature: 'found' });
    const run = vi.spyOn(ds, 'run');
    run.mockReset();
    run.mockResolvedValue({ signature: 'second' });
    await runJob(reloaded, { dataSource: ds, signer, store: saved });
    expect(settle).toHaveBeenCalledWith(TEST_OWNER, handed, undefined);
    expect(run).toHaveBeenCalledTimes(1);
    expect(reloaded.batches.map((batch) => [batch.status, batch.signature])).toEqual([
      ['confirmed', 'found'],
      ['confirmed', 'second'],
    ]);
  });

  it('a handed-over batch that expired unfound is asked again, once', async () => {
    const ds = demo();
    const job = planJob('scope', token, rowsOf(1), [[0]]);
    Object.assign(job.batches[0]!, {
      status: 'handed',
      handed: { message: 'AQID', slot: '7', lastValidBlockHeight: '157' },
    });
    vi.spyOn(ds, 'settleHandedOver').mockResolvedValueOnce({ outcome: 'expired', signature: null });
    const run = vi.spyOn(ds, 'run').mockResolvedValue({ signature: 'again' });
    await runJob(job, {
      dataSource: ds,
      signer: { address: TEST_OWNER, signAndSendTransaction: vi.fn() },
      store: saved,
    });
    expect(run).toHaveBeenCalledTimes(1);
    expect(job.batches[0]).toMatchObject({ status: 'confirmed', signature: 'again', handed: undefined });
  });
});
