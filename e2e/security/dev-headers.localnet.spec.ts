import { expect, test } from '@playwright/test';
import { bootScriptSource } from '../../security-headers';
import { LOCALNET_DEV_APP_PORT } from '@test-support/browser/ports';

test.use({ baseURL: `http://127.0.0.1:${LOCALNET_DEV_APP_PORT}` });

test('`npm start` serves the app with the same security headers; inline scripts run by hash (the boot script) or nonce (the dev server)', async ({
  page,
  request,
}) => {
  const headers = (await request.get('/')).headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${bootScriptSource} 'nonce-`);
  expect(csp).toMatch(/'nonce-[A-Za-z0-9+/=]+';/);
  expect(csp).toContain("frame-ancestors 'none'");
  // Served for the local chain: loopback is allowed here, and only here.
  expect(csp).toMatch(/connect-src 'self' https: wss: http:\/\/127\.0\.0\.1:\* ws:\/\/127\.0\.0\.1:\*/);
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');

  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto('/');
  await expect(page.getByTestId('connected-indicator')).toBeAttached({ timeout: 60_000 });
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
});
