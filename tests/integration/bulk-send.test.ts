// Bulk send on the local chain: transfers packed as densely as a transaction's size allows, a group of
// transactions per wallet approval, and a reload in the middle of a group resumed from the log kept in the
// browser without paying anyone twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDone, planJob, runJob, type BulkJob } from '@/features/bulk-send/lib/bulk-job';
import { freshRows, fundedWallet, keypairSigner, startTestChain, type TestChain } from '@test-support/chain/chain';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

async function setUp(count: number) {
  const ds = chain.dataSource;
  const signer = keypairSigner(await fundedWallet(chain));
  const { mint } = await ds.run(signer, {
    kind: 'create',
    name: 'Bulk',
    symbol: 'BLK',
    decimals: 3,
    initialSupply: 1_000_000n,
  });
  const rows = await freshRows(count, (index) => BigInt(100 + index));
  return { ds, signer, mint, rows };
}

async function planned(
  ds: TestChain['dataSource'],
  owner: string,
  mint: string,
  rows: Awaited<ReturnType<typeof setUp>>['rows'],
) {
  const packed = await ds.packTransfers(owner, { mint, recipients: rows.map((row) => row.address) });
  return planJob('test', { mint, symbol: 'BLK', decimals: 3 }, rows, packed);
}

const noStore = { save: () => true };
const sizes = (job: BulkJob) => job.batches.map((batch) => batch.rows.length);

const holding = async (chainDs: TestChain['dataSource'], owner: string, mint: string) =>
  (await chainDs.getTokens(owner)).find((token) => token.mint === mint)?.balance ?? 0n;

describe('bulk send', () => {
  it('packs as many transfers as fit (9 creating accounts, 19 into existing ones), one approval for the group, each row paid exactly', async () => {
    const { ds, signer, mint, rows } = await setUp(20);
    const job = await planned(ds, signer.address, mint, rows);
    expect(sizes(job)).toEqual([9, 9, 2]);
    const approvalsBefore = signer.approvals;
    await runJob(job, { dataSource: ds, signer, store: noStore });
    expect(jobDone(job)).toBe(true);
    expect(signer.approvals - approvalsBefore).toBe(1);
    for (const row of rows) expect(await holding(ds, row.address, mint)).toBe(row.amount);

    // The same recipients again: their accounts exist now, so nearly twice as many fit.
    const again = await planned(ds, signer.address, mint, rows);
    expect(sizes(again)).toEqual([19, 1]);
    await runJob(again, { dataSource: ds, signer, store: noStore });
    expect(jobDone(again)).toBe(true);
    for (const row of rows) expect(await holding(ds, row.address, mint)).toBe(row.amount * 2n);
    const total = rows.reduce((sum, row) => sum + row.amount, 0n) * 2n;
    expect(await holding(ds, signer.address, mint)).toBe(1_000_000n - total);
  });

  it('a reload in the middle of a group: the next run settles the signed transactions first, and every recipient is paid exactly once', async () => {
    const { ds, signer, mint, rows } = await setUp(40);
    const job = await planned(ds, signer.address, mint, rows);
    expect(sizes(job)).toEqual([9, 9, 9, 9, 4]);
    // What the browser keeps: a copy of the log at each save.
    let kept = '';
    const reload = new AbortController();
    await runJob(job, {
      dataSource: ds,
      signer,
      signal: reload.signal,
      groupSize: 2,
      store: {
        save: (saved) => {
          kept = JSON.stringify(saved);
          // The page goes away right after the second group is signed, as its bytes go out.
          if (saved.batches[3]?.status === 'sent') setTimeout(() => reload.abort(), 0);
          return true;
        },
      },
    });
    const afterReload = JSON.parse(kept) as BulkJob;
    expect(afterReload.batches.map((batch) => batch.status)).toEqual([
      'confirmed',
      'confirmed',
      'sent',
      'sent',
      'waiting',
    ]);
    expect(afterReload.batches[2]?.signature).toBeTruthy();

    const signedBefore = signer.signed;
    const approvalsBefore = signer.approvals;
    await runJob(afterReload, { dataSource: ds, signer, store: noStore, groupSize: 2 });
    expect(jobDone(afterReload)).toBe(true);
    // Only the fifth transaction was signed again: the signed group was settled on chain, not re-sent.
    expect(signer.signed - signedBefore).toBe(1);
    expect(signer.approvals - approvalsBefore).toBe(1);
    for (const row of rows) expect(await holding(ds, row.address, mint)).toBe(row.amount);
  });

  it('a group the wallet refuses stays to be sent; what was confirmed before it is kept', async () => {
    const { ds, signer, mint, rows } = await setUp(30);
    const job = await planned(ds, signer.address, mint, rows);
    expect(sizes(job)).toEqual([9, 9, 9, 3]);
    let calls = 0;
    const refusingSecond = {
      address: signer.address,
      async signTransactions(wires: readonly Uint8Array[]) {
        calls += 1;
        if (calls === 2) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        return signer.signTransactions!(wires);
      },
    };
    await runJob(job, { dataSource: ds, signer: refusingSecond, store: noStore, groupSize: 2 });
    expect(job.batches.map((batch) => batch.status)).toEqual(['confirmed', 'confirmed', 'waiting', 'waiting']);
    expect(job.batches[2]?.error).toMatch(/cancel/i);
    await runJob(job, { dataSource: ds, signer: refusingSecond, store: noStore, groupSize: 2 });
    expect(jobDone(job)).toBe(true);
    for (const row of rows) expect(await holding(ds, row.address, mint)).toBe(row.amount);
  });

  it('a wallet that signs one at a time: one approval a transaction, a refused one stays to be sent', async () => {
    const { ds, signer, mint, rows } = await setUp(10);
    const job = await planned(ds, signer.address, mint, rows);
    expect(sizes(job)).toEqual([9, 1]);
    let calls = 0;
    const oneAtATime = {
      address: signer.address,
      async signTransaction(wire: Uint8Array) {
        calls += 1;
        if (calls === 2) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        return signer.signTransaction!(wire);
      },
    };
    await runJob(job, { dataSource: ds, signer: oneAtATime, store: noStore });
    expect(job.batches.map((batch) => batch.status)).toEqual(['confirmed', 'waiting']);
    await runJob(job, { dataSource: ds, signer: oneAtATime, store: noStore });
    expect(jobDone(job)).toBe(true);
    expect(calls).toBe(3);
    for (const row of rows) expect(await holding(ds, row.address, mint)).toBe(row.amount);
  });

  it('a batch that no longer fits one transaction is split before anything is signed, and still pays everyone once', async () => {
    const { ds, signer, mint, rows } = await setUp(20);
    // Packed when every account existed, say; now each has to be created: twenty cannot fit one transaction.
    const job = planJob('test', { mint, symbol: 'BLK', decimals: 3 }, rows, [rows.map((_, index) => index)]);
    const signedBefore = signer.signed;
    await runJob(job, { dataSource: ds, signer, store: noStore });
    expect(jobDone(job)).toBe(true);
    expect(sizes(job)).toEqual([5, 5, 5, 5]);
    expect(signer.signed - signedBefore).toBe(4);
    for (const row of rows) expect(await holding(ds, row.address, mint)).toBe(row.amount);
  });

  it('when the browser cannot keep the signatures, nothing is sent and nothing is left pending', async () => {
    const { ds, signer, mint, rows } = await setUp(12);
    const job = await planned(ds, signer.address, mint, rows);
    const full = { save: (saved: BulkJob) => !saved.batches.some((batch) => batch.status === 'sent') };
    await runJob(job, { dataSource: ds, signer, store: full });
    expect(job.batches.every((batch) => batch.status === 'sent')).toBe(true);
    expect(job.batches[0]?.error).toMatch(/could not keep the bulk send's log.*nothing more is sent/);
    // The signed bytes were dropped before any went out: nothing pending, nothing moved. (A resume settles
    // the signatures first, which ends once their blockhash expires: the reload case above shows that path.)
    expect(ds.pendingTransfers(signer.address)).toEqual([]);
    for (const row of rows) expect(await holding(ds, row.address, mint)).toBe(0n);
  });
});
