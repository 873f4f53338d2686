import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { headersFile } from '../../security-headers';
import { chooseCluster, connectLocalTestWallet } from '../support/app';

/** Collects the page's Content-Security-Policy violations (a blocked script, style or connection). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test('the production app is served with its security headers, and runs under them without a violation', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/dashboard', '/favicon.svg']) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src 'self' https: wss: http:\/\/127\.0\.0\.1:\* ws:\/\/127\.0\.0\.1:\*/);
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
  }
  // What static hosts serve is the same policy, and the built page has no inline script.
  expect(readFileSync('public/_headers', 'utf8')).toBe(headersFile());
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

  const violations = await recordViolations(page);
  await chooseCluster(page, 'demo');
  await page.goto('/');
  await connectLocalTestWallet(page);
  for (const name of ['Dashboard', 'Create Token', 'Mint Tokens', 'Send Tokens', 'Transactions']) {
    await page.goto(
      `/${name === 'Dashboard' ? 'dashboard' : name.toLowerCase().replace(' tokens', '-token').replace(' token', '-token')}`,
    );
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  }
  await expect(page.getByText('Connected to Solana').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
