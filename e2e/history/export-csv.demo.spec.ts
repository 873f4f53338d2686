import { csvRows } from '@test-support/browser/csv';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { openDemoConnected } from '@test-support/browser/app';

test('the history exports what is shown, with the filters: UTF-8 with BOM, a header, exact amounts, one line per transaction', async ({
  page,
}) => {
  await openDemoConnected(page, '/transactions');
  const cards = page.getByTestId('transaction-card');
  await expect(cards).toHaveCount(14);
  await page.getByRole('combobox', { name: 'Filter by type' }).click();
  await page.getByRole('option', { name: 'Send' }).click();
  await expect(cards).toHaveCount(2);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^transactions-demo-\w{8}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    '"time","signature","type","token mint","token symbol","amount","raw amount","from","to","status","fee (SOL)",' +
      '"priority fee (SOL)","compute unit limit","transaction version","multisig",' +
      '"received amount","received token","fee withheld","recipients","balance changes","program"',
  );
  expect(lines).toHaveLength(3);
  const [usdc, srm] = csvRows(await download.path()).slice(1);
  // The amount as shown, then the raw amount that moved (the same for an unscaled token).
  expect(usdc?.slice(2, 7)).toEqual(['send', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 'USDC', '25.5', '25.5']);
  expect(usdc?.[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  expect(usdc?.[9]).toBe('confirmed');
  expect(srm?.slice(4, 7)).toEqual(['SRM', '10', '10']);
  expect(srm?.[9]).toBe('failed');
  // Demo's sample transactions set no compute budget and are legacy: the three budget cells stay empty.
  expect([usdc?.slice(11, 14), srm?.slice(11, 14)]).toEqual([
    ['', '', ''],
    ['', '', ''],
  ]);
  // Neither went through a multisig, nor another program.
  expect([usdc?.[14], srm?.[14], usdc?.at(-1), srm?.at(-1)]).toEqual(['', '', '', '']);
});
