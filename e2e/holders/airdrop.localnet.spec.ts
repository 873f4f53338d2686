import { readFileSync } from 'node:fs';
import { csvRows } from '@test-support/browser/csv';
import { expect, test } from '@playwright/test';
import { generateKeyPairSigner } from '@solana/kit';
import { walletOf } from '@test-support/chain/key-pair-wallet';
import { toDecimalString } from '@/shared/lib/amount';
import { supplyShare } from '@/features/token-page/lib/holder-snapshot-csv';
import { checkEveryView, connectFundedLocalWallet } from '@test-support/browser/app';
import { chainRpc, LOCALNET_CLUSTER } from '@test-support/browser/chain-rpc';
import { localnet } from '@test-support/browser/issuer';

// Holders at scale on the local chain: a token held by 50 wallets (made by a script), its snapshot CSV
// equal to what the chain holds, an airdrop of 1,000 split pro rata among them, the page reloaded while
// the airdrop's transactions are in flight, then resumed: every holder gets exactly its share, once; the
// report's summary is read back from the chain, and the report verifies against it (an edited one does not).
test.describe.configure({ timeout: 300_000 });

const HOLDERS = 50;

/** A token of another issuer (2 decimals) held by 50 wallets in uneven amounts, and 5,000.00 by `owner`. */
async function tokenWithHolders(owner: string) {
  const issuer = await generateKeyPairSigner();
  await localnet.run(null, { kind: 'airdrop', to: issuer.address, lamports: 2_000_000_000n });
  const signer = walletOf(issuer);
  const { mint } = await localnet.run(signer, {
    kind: 'create',
    name: 'Held Coin',
    symbol: 'HELD',
    decimals: 2,
    initialSupply: 10_000_000n,
  });
  const holders = await Promise.all(
    Array.from({ length: HOLDERS }, async (_, i) => ({
      owner: (await generateKeyPairSigner()).address,
      amount: BigInt(100 + i * 37 + ((i * 13) % 7)),
    })),
  );
  for (let from = 0; from < HOLDERS; from += 9) {
    const transfers = holders
      .slice(from, from + 9)
      .map((holder) => ({ recipient: holder.owner, amount: holder.amount }));
    await localnet.run(signer, { kind: 'send-batch', mint, transfers });
  }
  await localnet.run(signer, { kind: 'send', mint, recipient: owner, amount: 500_000n });
  return { mint, issuer: issuer.address, holders };
}

const balanceOf = async (mint: string, owner: string) =>
  (await localnet.getTokens(owner)).find((token) => token.mint === mint)?.balance ?? 0n;

test('a 50-holder token: snapshot CSV equal to the chain, an airdrop of 1,000 pro rata, reloaded mid-run, every share paid exactly once', async ({
  page,
}) => {
  const owner = await connectFundedLocalWallet(page);
  const { mint, issuer, holders } = await tokenWithHolders(owner);

  // The snapshot, leaving out the wallet (the airdrop's sender) and the issuer by address.
  await page.goto(`/token/${mint}`);
  await page.getByLabel('Leave out my wallet (the issuer)').check();
  await page.getByLabel('Leave out these addresses (optional)').fill(issuer);
  await page.getByRole('button', { name: 'Take a snapshot' }).click();
  await expect(page.getByTestId('snapshot-summary')).toContainText(/^50 holders at slot \d+ \(2 left out\)$/, {
    timeout: 30_000,
  });
  // Concentration at a glance, exact: the largest holder, the ten largest, and all 50 (fewer than a hundred).
  const sorted = holders.map((holder) => holder.amount).sort((a, b) => (b > a ? 1 : b < a ? -1 : 0));
  const supply = 10_000_000n;
  const sum = (amounts: bigint[]) => amounts.reduce((total, amount) => total + amount, 0n);
  const chart = page.getByTestId('concentration');
  await expect(
    chart.getByRole('img', { name: `The largest holder holds ${supplyShare(sorted[0]!, supply)}` }),
  ).toBeVisible();
  await expect(
    chart.getByRole('img', { name: `The 10 largest hold ${supplyShare(sum(sorted.slice(0, 10)), supply)}` }),
  ).toBeVisible();
  await expect(
    chart.getByRole('img', { name: `The 100 largest hold ${supplyShare(sum(sorted), supply)}` }),
  ).toBeVisible();
  await expect(chart).toContainText('(50 in all)');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = csvRows((await download.path())!);
  expect(csv[0]).toEqual(['owner', 'amount', 'share', 'token_account']);
  // Equal to the chain: each holder's own account read on its own, exact to the base unit.
  const listed = new Map(csv.slice(1).map((cells) => [cells[0]!, cells[1]!]));
  expect(listed.size).toBe(HOLDERS);
  for (const holder of holders) {
    const held = await balanceOf(mint, holder.owner);
    expect(held).toBe(holder.amount);
    expect(listed.get(holder.owner), holder.owner).toBe(toDecimalString(held, 2));
  }

  // An airdrop of 1,000.00 split by holdings, rounded down to the base unit.
  const airdrop = page.getByTestId('airdrop');
  await airdrop.getByLabel('A total, split by what each holds').check();
  await airdrop.getByLabel('Total to split').fill('1000');
  const held = holders.reduce((sum, holder) => sum + holder.amount, 0n);
  const share = (amount: bigint) => (100_000n * amount) / held;
  const paid = holders.reduce((sum, holder) => sum + share(holder.amount), 0n);
  await expect(airdrop.getByTestId('airdrop-plan')).toContainText('50 recipients');
  await checkEveryView(page, 'holders-airdrop-localnet');
  await airdrop.getByRole('button', { name: 'Fill Bulk send' }).click();
  await expect(page).toHaveURL(/\/bulk-send$/);
  await page.getByRole('button', { name: 'Check Recipients' }).click();
  await expect(page.getByTestId('bulk-totals')).toContainText('50 ready');
  // Fifty existing accounts: the local test wallet signs v1, whose 4,096 bytes hold all fifty transfers.
  await expect(page.getByTestId('bulk-transactions')).toHaveText(
    '1 (up to 50 transfers each, as many as fit); 1 wallet approval (up to 32 transactions each)',
    { timeout: 30_000 },
  );
  // Every holder has its account already: no rent.
  await expect(page.getByTestId('bulk-totals')).toContainText('New accounts0, rent 0 SOL');
  const before = await Promise.all(holders.map((holder) => balanceOf(mint, holder.owner)));

  // A slow node, so that the reload falls while the signed transactions are in flight.
  const setLatency = (latencyMs: number) => chainRpc(LOCALNET_CLUSTER.endpoint, 'localnet_setFaults', [{ latencyMs }]);
  await setLatency(2_000);
  await page.getByRole('button', { name: 'Send to 50 recipients' }).click();
  await expect(page.getByTestId('bulk-running')).toContainText('Sending and confirming', { timeout: 60_000 });
  // The page says so as the run starts; the reload waits until the log holds signed transactions on their way
  // (a reload before that would find nothing signed, and nothing to resume).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('tokenManager.bulkSends') ?? ''), {
      timeout: 60_000,
      intervals: [100],
    })
    .toContain('"status":"sent"');
  await page.reload();
  await setLatency(0);
  const offer = page.getByTestId('unfinished-job');
  await expect(offer).toBeVisible({ timeout: 30_000 });
  await offer.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('All 50 recipients paid')).toBeVisible({ timeout: 120_000 });

  // Every holder got exactly its share, once; the sender paid exactly the sum of the shares.
  for (const [i, holder] of holders.entries()) {
    expect(await balanceOf(mint, holder.owner), holder.owner).toBe(before[i]! + share(holder.amount));
  }
  expect(await balanceOf(mint, owner)).toBe(500_000n - paid);

  // The report: every row with its signature, a summary read back from the chain, and verified by it.
  const [reportFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Report' }).click(),
  ]);
  const summary = page.getByTestId('report-summary');
  await expect(summary).toContainText('Recipients50: 50 paid, 0 failed, 0 not paid yet', { timeout: 30_000 });
  await expect(summary).toContainText(`Sent${toDecimalString(paid, 2)} HELD`);
  await expect(summary).toContainText('Transactions1');
  await expect(summary).toContainText('Rent0 SOL');
  await expect(summary).toContainText(/Slots\d+ to \d+/);
  await checkEveryView(page, 'bulk-report-localnet');
  const report = readFileSync((await reportFile.path())!, 'utf8');
  expect(
    report
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n'),
  ).toHaveLength(HOLDERS + 1);
  await page.getByRole('button', { name: 'New bulk send' }).click();
  const verify = page.getByTestId('verify-report');
  await verify.getByLabel('Report file (CSV)').setInputFiles((await reportFile.path())!);
  await expect(verify.getByText('All 50 paid rows match the chain.')).toBeVisible({ timeout: 30_000 });
  // A report edited by one base unit does not match, and says where.
  const edited = report.replace(
    /,"(\d+)","([1-9A-HJ-NP-Za-km-z]{32,44})","paid",/,
    (_, units: string, mintText: string) => `,"${BigInt(units) + 1n}","${mintText}","paid",`,
  );
  await verify
    .getByLabel('Report file (CSV)')
    .setInputFiles({ name: 'edited.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) });
  await expect(verify.getByText('1 of 50 paid rows do not match the chain')).toBeVisible({ timeout: 30_000 });
  await expect(verify).toContainText('its transaction moved no such amount of this token to this address');
  // Issue 43: a report claiming another wallet's transfers as its own does not match, and says whose they are.
  const claimer = (await generateKeyPairSigner()).address;
  const claimed = report.replace(
    /"paid","([1-9A-HJ-NP-Za-km-z]{64,88})","","([1-9A-HJ-NP-Za-km-z]{32,44})"/,
    (_, signature: string) => `"paid","${signature}","","${claimer}"`,
  );
  await verify
    .getByLabel('Report file (CSV)')
    .setInputFiles({ name: 'claimed.csv', mimeType: 'text/csv', buffer: Buffer.from(claimed) });
  await expect(verify.getByText('1 of 50 paid rows do not match the chain')).toBeVisible({ timeout: 30_000 });
  await expect(verify).toContainText(`not by ${claimer} as the report says`);
});
