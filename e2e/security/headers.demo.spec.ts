import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { headersFile, bootScriptSource } from '../../security-headers';
import { chooseCluster, connectLocalTestWallet } from '@test-support/browser/app';

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
  for (const path of ['/', '/dashboard', '/token/abc', '/no-such-page', '/favicon.svg']) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'] ?? '';
    // No 'unsafe-inline' for scripts: the one inline script (src/app/boot-script.ts) is allowed by its hash alone.
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${bootScriptSource};`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // A deployed build reaches no loopback address: the visitor's own machine is not its to call.
    expect(csp).toContain("connect-src 'self' https: wss:;");
    expect(csp).not.toMatch(/127\.0\.0\.1|localhost/);
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
  }
  // What static hosts serve is the same policy, and every built page's one inline script is the one whose
  // hash the policy allows.
  expect(readFileSync('public/_headers', 'utf8')).toBe(headersFile());
  for (const path of ['/', '/dashboard', '/token/abc', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(1);
    expect(`'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`).toBe(bootScriptSource);
  }

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
