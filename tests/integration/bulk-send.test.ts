// Bulk send on the local chain: transfers packed several per transaction, sent in order, and a reload in
// the middle of a batch resumed from the log kept in the browser without paying anyone twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_MAX_TRANSFERS } from '@/data-source/contract';
import { jobDone, planJob, runJob, type BulkJob } from '@/features/bulk-send/lib/bulk-job';
import { freshAddress, fundedWallet, keypairSigner, startTestChain, type TestChain } from './support/chain';

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
  const rows = await Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      line: index + 1,
      address: await freshAddress(),
      amount: BigInt(100 + index),
    })),
  );
  return { ds, signer, mint, rows };
}

const holding = async (chainDs: TestChain['dataSource'], owner: string, mint: string) =>
  (await chainDs.getTokens(owner)).find((token) => token.mint === mint)?.balance ?? 0n;

describe('bulk send', () => {
  it(`packs ${BATCH_MAX_TRANSFERS} transfers per transaction, new accounts included, and pays each row its exact amount`, async () => {
    const { ds, signer, mint, rows } = await setUp(20);
    const job = planJob('test', { mint, symbol: 'BLK', decimals: 3 }, rows);
    expect(job.batches.map((batch) => batch.rows.length)).toEqual([8, 8, 4]);
    await runJob(job, { dataSource: ds, signer, store: { save: () => undefined } });
    expect(jobDone(job)).toBe(true);
    expect(signer.signed).toBe(1 + 3);
    for (const row of rows) expect(await holding(ds, row.address, mint)).toBe(row.amount);
    const total = rows.reduce((sum, row) => sum + row.amount, 0n);
    expect(await holding(ds, signer.address, mint)).toBe(1_000_000n - total);
  });

  it('a reload in the middle of a batch: the next run settles the signed batch first, and every recipient is paid exactly once', async () => {
    const { ds, signer, mint, rows } = await setUp(20);
    const job = planJob('test', { mint, symbol: 'BLK', decimals: 3 }, rows);
    // What the browser keeps: a copy of the log at each save.
    let kept = '';
    const reload = new AbortController();
    await runJob(job, {
      dataSource: ds,
      signer,
      signal: reload.signal,
      store: {
        save: (saved) => {
          kept = JSON.stringify(saved);
          // The page goes away right after the second batch is signed and sent.
          if (saved.batches[1]?.status === 'sent') setTimeout(() => reload.abort(), 0);
        },
      },
    });
    const afterReload = JSON.parse(kept) as BulkJob;
    expect(afterReload.batches.map((batch) => batch.status)).toEqual(['confirmed', 'sent', 'waiting']);
    expect(afterReload.batches[1]?.signature).toBeTruthy();

    const signedBefore = signer.signed;
    await runJob(afterReload, { dataSource: ds, signer, store: { save: () => undefined } });
    expect(jobDone(afterReload)).toBe(true);
    // Only the third batch was signed again: the second was settled on chain, not re-sent.
    expect(signer.signed - signedBefore).toBe(1);
    for (const row of rows) expect(await holding(ds, row.address, mint)).toBe(row.amount);
  });

  it('a batch the wallet refuses stays to be sent; what was confirmed before it is kept', async () => {
    const { ds, signer, mint, rows } = await setUp(10);
    const job = planJob('test', { mint, symbol: 'BLK', decimals: 3 }, rows);
    let calls = 0;
    const refusingSecond = {
      address: signer.address,
      async signTransaction(wire: Uint8Array) {
        calls += 1;
        if (calls === 2) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        return signer.signTransaction!(wire);
      },
    };
    await runJob(job, { dataSource: ds, signer: refusingSecond, store: { save: () => undefined } });
    expect(job.batches.map((batch) => batch.status)).toEqual(['confirmed', 'waiting']);
    expect(job.batches[1]?.error).toMatch(/cancel/i);
    await runJob(job, { dataSource: ds, signer: refusingSecond, store: { save: () => undefined } });
    expect(jobDone(job)).toBe(true);
    for (const row of rows) expect(await holding(ds, row.address, mint)).toBe(row.amount);
  });
});
