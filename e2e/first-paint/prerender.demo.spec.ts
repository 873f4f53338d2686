// Issue 19: the production build's pages paint before any JavaScript, and React takes them over as they stand.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { STATIC_PAGES } from '@/app/prerendered';
import { PAGE_HEADINGS } from '@/shared/ui/page-headings';
import { chooseCluster, connectLocalTestWallet, expectAccessible, screenshot } from '@test-support/browser/app';

const CHAIN_PAGES = [
  { path: '/dashboard', heading: PAGE_HEADINGS.dashboard },
  { path: '/create-token', heading: PAGE_HEADINGS.createToken },
  { path: '/mint-token', heading: PAGE_HEADINGS.mintToken },
  { path: '/send-token', heading: PAGE_HEADINGS.sendToken },
  { path: '/transactions', heading: PAGE_HEADINGS.transactions },
  { path: '/receive', heading: PAGE_HEADINGS.receive },
  { path: '/bulk-send', heading: PAGE_HEADINGS.bulkSend },
  { path: '/reclaim', heading: PAGE_HEADINGS.reclaimRent },
  { path: '/multisig', heading: PAGE_HEADINGS.multisig },
  { path: '/proposal', heading: PAGE_HEADINGS.proposal },
  { path: '/token/So11111111111111111111111111111111111111112', heading: PAGE_HEADINGS.token },
];
const EVERY_PAGE = [...STATIC_PAGES, '/token/So11111111111111111111111111111111111111112', '/no-such-page'];

const FEATURE_CARDS = ['Dashboard', 'Create Token', 'Mint Tokens', 'Send Tokens', 'Transactions', 'Learn More'];

async function withoutJavaScript(browser: Browser, colorScheme: 'light' | 'dark', width: number) {
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme, viewport: { width, height: 812 } });
  return { context, page: await context.newPage() };
}

test('every page paints its shell with JavaScript off: the home page whole, the others their title and waiting state', async ({
  browser,
}) => {
  const { context, page } = await withoutJavaScript(browser, 'light', 1280);
  try {
    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
    await expect(page).toHaveTitle('Solana Token Manager');
    await expect(page.getByRole('heading', { name: 'Manage your Solana Tokens', level: 1 })).toBeVisible();
    const features = page.getByRole('region', { name: 'Features' });
    for (const card of FEATURE_CARDS)
      await expect(features.getByRole('heading', { name: card, level: 2 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of ['Home', 'Dashboard', 'Create Token', 'Mint Tokens', 'Send Tokens', 'Transactions']) {
      await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await expect(page.getByText('A Solana token management dApp')).toBeVisible();
    await expect(page.getByText('Built on the Solana blockchain')).toBeVisible();

    for (const { path, heading } of CHAIN_PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page).toHaveTitle(`${heading.title} | Solana Token Manager`);
      await expect(page.getByRole('heading', { name: heading.title, level: 1 })).toBeVisible();
      await expect(page.getByText(heading.subtitle)).toBeVisible();
      // The waiting state, never sample data: the shell cannot know the cluster or the wallet.
      await expect(page.getByText('Connecting to Solana...')).toBeVisible();
      await expect(page.getByRole('status')).toBeVisible();
    }

    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  } finally {
    await context.close();
  }
});

test("the first paint at 375 and 1280 px, light and dark: the shell before any of the app's JavaScript", async ({
  browser,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ colorScheme, viewport: { width, height: 812 } });
      const page = await context.newPage();
      try {
        // Only the HTML, the stylesheet and the inline theme script: what a phone shows before the bundle arrives.
        await page.route('**/assets/*.js', (route) => route.abort());
        for (const [path, name] of [
          ['/', 'home'],
          ['/dashboard', 'dashboard'],
        ] as const) {
          await page.goto(path);
          await expect(page.locator('h1').first()).toBeVisible();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
          expect(overflow, `${path} at ${width} px is wider than the screen`).toBe(false);
          await screenshot(page, `prerendered-${name}-${colorScheme}-${width}`);
        }
      } finally {
        await context.close();
      }
    }
  }
});

/**
 * Records the header the browser parsed from the prerendered HTML, so that a test can tell React took it
 * over (the same element) from React having thrown it away and rendered afresh (a hydration mismatch).
 */
async function watchPrerenderedHeader(page: Page) {
  await page.addInitScript(() => {
    const found = () => {
      const header = document.querySelector('#root header');
      if (header) (window as unknown as { __parsedHeader: Element }).__parsedHeader = header;
      return header !== null;
    };
    const observer = new MutationObserver(() => found() && observer.disconnect());
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** Waits until React owns the header, then says whether it is the very element parsed from the HTML. */
async function headerKept(page: Page): Promise<boolean> {
  await page.waitForFunction(() => {
    const header = document.querySelector('#root header');
    return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
  });
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () => (window as unknown as { __parsedHeader?: Element }).__parsedHeader === document.querySelector('#root header'),
  );
}

function recordConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  // React's hydration errors: "Hydration: …" (main.tsx's onRecoverableError), or React's own (#418, #423, #425).
  return () => messages.filter((text) => /hydrat|#41[89]|#42[35]|did not match/i.test(text));
}

const THEMES = [
  { name: 'light', stored: 'light', system: 'dark' },
  { name: 'dark', stored: 'dark', system: 'light' },
  { name: 'system (dark)', stored: null, system: 'dark' },
  { name: 'system (light)', stored: 'system', system: 'light' },
] as const;

for (const theme of THEMES) {
  test(`every page hydrates without a mismatch, theme ${theme.name}`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: theme.system });
    const page = await context.newPage();
    try {
      await chooseCluster(page, 'demo');
      await page.addInitScript((stored) => {
        if (stored) window.localStorage.setItem('tokenManager.theme', stored);
      }, theme.stored);
      await watchPrerenderedHeader(page);
      const hydrationErrors = recordConsole(page);
      const dark = theme.name === 'dark' || theme.name === 'system (dark)';
      for (const path of EVERY_PAGE) {
        await page.goto(path);
        expect(await headerKept(page), `${path}: the prerendered header was replaced`).toBe(true);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), path).toBe(dark);
      }
      // A returning user, wallet connected: what only this browser knows appears after hydration.
      await page.goto('/');
      await connectLocalTestWallet(page);
      for (const path of ['/', '/dashboard', '/send-token']) {
        await page.goto(path);
        expect(await headerKept(page), `${path} with a wallet: the prerendered header was replaced`).toBe(true);
      }
      await expect(page.getByRole('heading', { name: 'Send Tokens', level: 1 })).toBeVisible();
      expect(hydrationErrors()).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('the theme is set before the first paint, by the one inline script the policy allows', async ({ browser }) => {
  for (const theme of THEMES) {
    const context = await browser.newContext({ colorScheme: theme.system });
    const page = await context.newPage();
    try {
      await page.addInitScript((stored) => {
        if (stored) window.localStorage.setItem('tokenManager.theme', stored);
        const seen: string[] = [];
        (window as unknown as { __csp: string[] }).__csp = seen;
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      }, theme.stored);
      // None of the app's JavaScript: what shows is the HTML, the stylesheet and the inline theme script.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Manage your Solana Tokens' })).toBeVisible();
      const dark = theme.name === 'dark' || theme.name === 'system (dark)';
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), theme.name).toBe(dark);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
      expect((r + g + b) / 3 > 128, `${theme.name}: background ${background}`).toBe(!dark);
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    } finally {
      await context.close();
    }
  }
});

/** The sum of the page's layout shifts (as CLS counts them) from its first paint until it settles. */
async function layoutShiftOf(page: Page, path: string, settled: () => Promise<void>) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await settled();
  await page.waitForTimeout(500); // a shift is reported a frame after it happens
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));
}

for (const width of [375, 1280]) {
  test(`the gates resolve without moving the layout, ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 812 } });
    try {
      // Demo answers: connecting -> connect your wallet.
      const page = await context.newPage();
      await chooseCluster(page, 'demo');
      const toWallet = await layoutShiftOf(page, '/dashboard', () =>
        expect(page.getByRole('heading', { name: 'Connect Your Wallet' })).toBeVisible(),
      );
      expect(toWallet).toBe(0);
      // Nothing else on the home page moves when the app takes it over.
      const home = await layoutShiftOf(page, '/', () => expect(page.getByTestId('connected-indicator')).toBeAttached());
      expect(home).toBe(0);
    } finally {
      await context.close();
    }
    // The deployed default (Devnet) cannot be reached from here: connecting -> cannot connect.
    const offlineContext = await browser.newContext({ viewport: { width, height: 812 } });
    try {
      const page = await offlineContext.newPage();
      const offline = await layoutShiftOf(page, '/dashboard', () =>
        expect(page.getByText('Cannot connect to Solana')).toBeVisible({ timeout: 60_000 }),
      );
      expect(offline).toBe(0);
      await expectAccessible(page);
    } finally {
      await offlineContext.close();
    }
  });
}

test('Demo loads no Solana data source and asks no other host, on any page', async ({ page }) => {
  const scripts: string[] = [];
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.host !== '127.0.0.1:4173') elsewhere.push(request.url());
    else if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  await chooseCluster(page, 'demo');
  await page.goto('/');
  await connectLocalTestWallet(page);
  for (const { path, heading } of CHAIN_PAGES.filter((each) => !each.path.startsWith('/token/'))) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading.title, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(elsewhere).toEqual([]);
  // What only the Solana data source carries: the RPC method that confirms a send and the compute-budget program.
  for (const path of new Set(scripts)) {
    const code = await (await page.request.get(path)).text();
    expect(code, path).not.toContain('getSignatureStatuses');
    expect(code, path).not.toContain('ComputeBudget111111111111111111111111111111');
  }
  expect(scripts.length).toBeGreaterThan(5);
});

/** A page whose app scripts wait until `release()`: until then it is the prerendered HTML alone. */
async function heldBack(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 812 }, colorScheme: 'light' });
  const page = await context.newPage();
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Manage your Solana Tokens' })).toBeVisible();
  return { context, page, release };
}

test('what is pressed before the app has loaded is pressed again once it has: no dead button', async ({ browser }) => {
  // 375 px: the menu button.
  const phone = await heldBack(browser, 375);
  try {
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    await expect(phone.page.getByTestId('mobile-nav')).toHaveCount(0);
    phone.release();
    await expect(phone.page.getByTestId('mobile-nav')).toBeVisible();
  } finally {
    await phone.context.close();
  }

  // 1280 px: the cluster chosen and the theme switched, in that order.
  const desk = await heldBack(browser, 1280);
  try {
    await desk.page.getByRole('combobox', { name: 'Cluster' }).selectOption('demo');
    await desk.page.getByRole('button', { name: /^Theme: system/ }).click();
    desk.release();
    await expect(desk.page.getByRole('img', { name: 'Connected to Demo' })).toBeAttached();
    await expect(desk.page.getByRole('combobox', { name: 'Cluster' })).toHaveValue('demo');
    await expect(desk.page.getByRole('button', { name: /^Theme: light/ })).toBeVisible();
  } finally {
    await desk.context.close();
  }
});
