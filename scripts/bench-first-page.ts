// The first page as a phone on a fresh visit downloads it: the production build (dist/) served by
// `vite preview`, loaded in Debian's Chromium at 375x812, with the cluster reachable (a local chain for the
// run, chosen as the Custom cluster) and no wallet connected. Prints the same-origin JS the first page
// loaded (gzip -9 of the files in dist/), then what each route adds when a user opens it from the menu,
// then the budget line and, when Lighthouse is installed, its mobile figures (score, FCP, LCP, TBT, CLS,
// unused JS) and, for comparison, the unused JS of React alone hydrating one button (scripts/react-floor/).
//
// Imported by scripts/bench.ts (`npm run bench`, or `npm run bench -- --first-page-only`).
// Alone: `tsx scripts/bench-first-page.ts --only` (uses the existing dist/; run `vite build` first).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS as CHROME_ARGS, CHROMIUM_PATH as CHROMIUM } from '@test-support/browser/chromium';
import { injectWallet, newWalletKey } from '@test-support/browser/injected-wallet';

const VIEWPORT = { width: 375, height: 812 };
const BUDGET_BYTES = 100_000;
// Set by src/shared/ui/toast.tsx when the page, idle, starts loading what it did not need to show (the toasts).
const IDLE_MARK = 'token-manager:loads-when-idle';
// Key and shape read by readStored() in src/entities/cluster/use-cluster.tsx.
const CLUSTER_STORAGE_KEY = 'tokenManager.cluster';
const ROUTES = [
  { path: '/dashboard', label: 'Dashboard' },
  { path: '/create-token', label: 'Create Token' },
  { path: '/mint-token', label: 'Mint Tokens' },
  { path: '/send-token', label: 'Send Tokens' },
  { path: '/transactions', label: 'Transactions' },
] as const;

const kb = (n: number) => (n / 1024).toFixed(1);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolvePort(port) : reject(new Error('no free port'))));
    });
  });
}

// Last resort if the bench itself is interrupted: the detached groups would not get the terminal's Ctrl-C.
const running = new Set<{ kill(): void }>();
const killAllStarted = () => {
  for (const r of running) r.kill();
};

interface Started {
  name: string;
  child: ChildProcess;
  output(): string;
  exited(): boolean;
  stop(): Promise<void>;
}

/** Spawns a process in its own group, so stopping it by its pid also ends what it started (tsx's child). */
function start(name: string, command: string, args: string[], env: Record<string, string> = {}): Started {
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('error', (e) => keep(Buffer.from(`\n${e.message}\n`)));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const signal = (sig: NodeJS.Signals) => {
    if (!child.pid || exited()) return;
    try {
      process.kill(-child.pid, sig);
    } catch {
      try {
        process.kill(child.pid, sig);
      } catch {
        // already gone
      }
    }
  };
  const stop = async () => {
    if (!child.pid || exited()) return;
    const gone = new Promise<void>((r) => child.once('exit', () => r()));
    signal('SIGTERM');
    const ended = await Promise.race([gone.then(() => true), sleep(5000).then(() => false)]);
    if (!ended) {
      signal('SIGKILL');
      await Promise.race([gone, sleep(2000)]);
    }
  };
  running.add({ kill: () => signal('SIGKILL') });
  return { name, child, output: () => output, exited, stop };
}

async function waitUntil(what: Started, ready: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (what.exited()) throw new Error(`${what.name} exited before it was ready:\n${what.output()}`);
    if (await ready().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what.name} not ready within ${timeoutMs / 1000} s:\n${what.output()}`);
}

/** `vite preview` (the app's build, or another config's) on 127.0.0.1 at a free port, ready to answer. */
async function startPreview(name: string, configArgs: string[] = []): Promise<{ preview: Started; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Served as for Localnet, so the page may reach the bench's local chain on loopback (a deployed build may not).
  const preview = start(
    name,
    'node_modules/.bin/vite',
    ['preview', ...configArgs, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { VITE_DEFAULT_CLUSTER: 'localnet' },
  );
  return { preview, origin };
}

async function rpcAnswers(url: string): Promise<boolean> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getVersion' }),
    signal: AbortSignal.timeout(2000),
  });
  if (!res.ok) return false;
  const body = (await res.json()) as { result?: unknown };
  return body.result !== undefined;
}

async function httpAnswers(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await res.arrayBuffer();
  return res.ok;
}

interface JsFile {
  path: string;
  raw: number;
  gzip: number;
  missing: boolean;
}

function jsFile(dist: string, urlPath: string): JsFile {
  const file = resolve(dist, '.' + decodeURIComponent(urlPath));
  if (relative(dist, file).startsWith('..') || !existsSync(file))
    return { path: urlPath, raw: 0, gzip: 0, missing: true };
  const bytes = readFileSync(file);
  return { path: urlPath, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, missing: false };
}

const total = (files: JsFile[]) => files.reduce((a, f) => a + f.gzip, 0);
const shortName = (f: JsFile) => f.path.split('/').pop() ?? f.path;

function printFiles(files: JsFile[]) {
  for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) {
    const note = f.missing ? '  (not in dist/: not counted)' : '';
    console.log(
      `  ${f.path.replace(/^\//, '').padEnd(52)} ${kb(f.raw).padStart(8)} KB raw ${kb(f.gzip).padStart(7)} KB gzip${note}`,
    );
  }
}

/** Tracks same-origin requests, so "settled" means no app file in flight and none for a while. */
function watchSameOrigin(page: Page, origin: string) {
  const js = new Set<string>();
  let inFlight = 0;
  let lastActivity = Date.now();
  const sameOrigin = (url: string) => {
    try {
      return new URL(url).origin === origin;
    } catch {
      return false;
    }
  };
  page.on('request', (req) => {
    if (!sameOrigin(req.url())) return;
    inFlight++;
    lastActivity = Date.now();
  });
  const done = (url: string) => {
    if (!sameOrigin(url)) return;
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', (req) => done(req.url()));
  page.on('requestfailed', (req) => done(req.url()));
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) js.add(url.pathname);
  });
  return {
    js,
    async settled(quietMs = 700, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight === 0 && Date.now() - lastActivity >= quietMs) return true;
        await sleep(100);
      }
      return false;
    },
  };
}

/** Opens a route as a user does: the menu link (behind the hamburger on a phone), no page load. */
async function openFromMenu(page: Page, label: string): Promise<'menu' | 'history'> {
  const visibleLink = () => page.getByRole('link', { name: label, exact: true }).filter({ visible: true }).first();
  if ((await visibleLink().count()) === 0) {
    const menu = page.getByRole('button', { name: 'Open menu' });
    if (await menu.isVisible().catch(() => false)) await menu.click();
    await visibleLink()
      .waitFor({ state: 'visible', timeout: 3000 })
      .catch(() => undefined);
  }
  if ((await visibleLink().count()) > 0) {
    await visibleLink().click();
    return 'menu';
  }
  return 'history';
}

interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  unusedBytes: number;
}

/** Lighthouse, a dev dependency: absent only where `npm install` did not run. */
function lighthouseBinary(): string | null {
  const bin = resolve('node_modules/.bin/lighthouse');
  try {
    accessSync(bin, constants.X_OK);
    return bin;
  } catch {
    return null;
  }
}

// Every host but this machine unresolvable: the deployed default cluster (Devnet) cannot be reached, as on a train.
const OFFLINE_RULES = '--host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"';

/** One Lighthouse run (mobile preset: emulated phone, simulated slow 4G and 4x slower CPU) of the home page. */
async function lighthouseOnce(bin: string, origin: string, rpcUrl: string | null): Promise<LighthouseRun> {
  // Lighthouse starts its own Chromium: its profile is prepared first (the local chain chosen as Custom when
  // it is the condition) and kept (no storage reset).
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-profile-'));
  try {
    if (rpcUrl) {
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        headless: true,
        args: CHROME_ARGS,
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        // An empty page of the origin: its storage is what Lighthouse's run reads, and nothing of the app
        // lands in the profile's HTTP cache (Lighthouse keeps the cache too, and would load it from there).
        await page.route(`${origin}/bench-profile`, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>profile</title>' }),
        );
        await page.goto(`${origin}/bench-profile`, { waitUntil: 'domcontentloaded' });
        await page.evaluate(
          ([k, v]) => window.localStorage.setItem(k, v),
          [CLUSTER_STORAGE_KEY, JSON.stringify({ id: 'custom', customUrl: rpcUrl })],
        );
      } finally {
        await context.close();
      }
    }
    const flags = [...CHROME_ARGS, '--headless=new', `--user-data-dir=${profile}`, ...(rpcUrl ? [] : [OFFLINE_RULES])];
    const stdout = await new Promise<string>((ok, fail) =>
      execFile(
        bin,
        [
          `${origin}/`,
          '--only-categories=performance',
          '--form-factor=mobile',
          '--output=json',
          '--output-path=stdout',
          '--quiet',
          '--disable-storage-reset',
          `--chrome-flags=${flags.join(' ')}`,
        ],
        { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
        (error, out, err) => (error ? fail(new Error(`${error.message}\n${err.slice(-2000)}`)) : ok(out)),
      ),
    );
    const report = JSON.parse(stdout) as {
      categories: { performance: { score: number | null } };
      audits: Record<string, { numericValue?: number; details?: { overallSavingsBytes?: number } }>;
    };
    const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((report.categories.performance.score ?? NaN) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      unusedBytes: report.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0,
    };
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const LIGHTHOUSE_RUNS = 3;

/** Lighthouse's mobile figures, the median of three runs, with the cluster unreachable and with the local chain. */
async function lighthouseFigures(origin: string, rpcUrl: string): Promise<void> {
  const bin = lighthouseBinary();
  if (!bin) {
    console.log('lighthouse: not installed (npm install adds it: it is a dev dependency)');
    return;
  }
  const conditions = [
    { name: 'cluster unreachable (default Devnet, no host but 127.0.0.1 resolves)', rpcUrl: null },
    { name: 'local chain as the cluster', rpcUrl },
  ];
  console.log(
    `lighthouse 12, mobile preset, home page, median of ${LIGHTHOUSE_RUNS} runs (vite preview serves brotli, as the static hosts do):`,
  );
  for (const condition of conditions) {
    try {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseOnce(bin, origin, condition.rpcUrl));
      const m = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
      console.log(
        `  ${condition.name}: score ${m('score')} (runs ${runs.map((r) => r.score).join(', ')}), FCP ${(m('fcpMs') / 1000).toFixed(2)} s, LCP ${(m('lcpMs') / 1000).toFixed(2)} s, TBT ${Math.round(m('tbtMs'))} ms, CLS ${m('cls').toFixed(3)}, unused JS ${kb(m('unusedBytes'))} KB (${Math.round(m('unusedBytes')).toLocaleString('en')} bytes)`,
      );
    } catch (e) {
      console.log(`  ${condition.name}: lighthouse failed (${(e as Error).message.split('\n')[0]})`);
    }
  }
  try {
    await reactFloorFigure(bin);
  } catch (e) {
    console.log(`  React alone: lighthouse failed (${(e as Error).message.split('\n')[0]})`);
  }
}

const REACT_FLOOR_DIR = 'scripts/react-floor';
const REACT_FLOOR_CONFIG = ['--config', `${REACT_FLOOR_DIR}/vite.config.ts`];

/**
 * The floor under the unused-JavaScript figure: React alone hydrating one prerendered button, built and
 * served as the app is. What Lighthouse finds unused there, every page hydrated by this React downloads.
 */
async function reactFloorFigure(bin: string): Promise<void> {
  const { version } = JSON.parse(readFileSync('node_modules/react-dom/package.json', 'utf8')) as { version: string };
  await new Promise<void>((ok, fail) =>
    execFile('node_modules/.bin/vite', ['build', ...REACT_FLOOR_CONFIG], (error, _out, err) =>
      error ? fail(new Error(`${error.message}\n${err}`)) : ok(),
    ),
  );
  const { preview, origin } = await startPreview('vite preview (React alone)', REACT_FLOOR_CONFIG);
  try {
    await waitUntil(preview, () => httpAnswers(`${origin}/`), 30_000);
    // One run: what runs of React at load does not vary from run to run.
    const run = await lighthouseOnce(bin, origin, null);
    console.log(
      `  for comparison, React DOM ${version} alone hydrating one button (${REACT_FLOOR_DIR}/): unused JS ${kb(run.unusedBytes)} KB (${Math.round(run.unusedBytes).toLocaleString('en')} bytes)`,
    );
  } finally {
    await preview.stop();
  }
}

export async function measureFirstPage(): Promise<void> {
  const dist = resolve('dist');
  console.log('\n# First page and routes (dist/ via vite preview, Chromium 375x812, local chain as Custom cluster)');
  if (!existsSync(join(dist, 'index.html')))
    throw new Error('dist/index.html is missing: run `node_modules/.bin/vite build` first');

  const started: Started[] = [];
  const temporary: string[] = [];
  const onSignal = () => {
    killAllStarted();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', killAllStarted);
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  try {
    // The local chain, reachable from the page as the Custom cluster.
    const rpcPort = await freePort();
    const rpcUrl = `http://127.0.0.1:${rpcPort}`;
    const ledger = mkdtempSync(join(tmpdir(), 'bench-first-page-ledger-'));
    temporary.push(ledger);
    const chain = start('local chain', 'node_modules/.bin/tsx', [
      'packages/localnet/main.ts',
      '--port',
      String(rpcPort),
      '--ledger',
      ledger,
      '--reset',
      '--quiet',
    ]);
    started.push(chain);

    // The production build.
    const { preview, origin } = await startPreview('vite preview');
    started.push(preview);

    await Promise.all([
      waitUntil(chain, () => rpcAnswers(rpcUrl), 60_000),
      waitUntil(preview, () => httpAnswers(`${origin}/`), 30_000),
    ]);

    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROME_ARGS });
    const context = await browser.newContext({ viewport: VIEWPORT });
    await context.addInitScript(
      ([key, value]) => {
        window.localStorage.setItem(key, value);
      },
      [CLUSTER_STORAGE_KEY, JSON.stringify({ id: 'custom', customUrl: rpcUrl })] as const,
    );
    // A Wallet Standard wallet as an extension injects it (no same-origin JS); it stays unconnected
    // until the routes are measured, so the first page is measured with no wallet connected.
    await injectWallet(context, newWalletKey());
    const page = await context.newPage();
    const watch = watchSameOrigin(page, origin);

    // First page.
    await page.goto(`${origin}/`, { waitUntil: 'networkidle', timeout: 60_000 });
    const connected = await page
      .getByTestId('connected-indicator')
      .waitFor({ state: 'attached', timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
    await watch.settled();
    if (!connected) {
      const offline = await page
        .getByText('Cannot connect to Solana')
        .isVisible()
        .catch(() => false);
      console.log(
        `WARNING: the page did not show it was connected to ${rpcUrl}${offline ? ' (it shows "Cannot connect to Solana")' : ''}; the figure below may not be for the reachable state.`,
      );
    }
    // The first page: what was requested before the page, idle, began loading what only later needs (the toasts).
    const { idleAt, requested } = await page.evaluate((mark) => {
      const idle = performance.getEntriesByName(mark)[0]?.startTime ?? null;
      const requests = performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime }));
      return { idleAt: idle, requested: requests };
    }, IDLE_MARK);
    const startedAt = new Map(requested.map((request) => [request.path, request.at]));
    const whenIdle = (path: string) => idleAt !== null && (startedAt.get(path) ?? 0) >= idleAt;
    const firstPage = [...watch.js].filter((p) => !whenIdle(p)).map((p) => jsFile(dist, p));
    const idleFiles = [...watch.js].filter(whenIdle).map((p) => jsFile(dist, p));
    const firstBytes = total(firstPage);
    console.log(`first page (/): ${firstPage.length} files, ${kb(firstBytes)} KB gzip JS`);
    printFiles(firstPage);
    console.log(
      `loaded after, when idle: +${kb(total(idleFiles))} KB gzip (${idleFiles.map((f) => `${shortName(f)} ${kb(f.gzip)}`).join(', ') || 'none'})`,
    );

    // Routes, in one page, each opened from the menu after the previous one.
    await page.evaluate(() => {
      (window as unknown as { __benchNoReload?: boolean }).__benchNoReload = true;
    });
    // Connect the wallet as a user does: the dialog (and what connecting needs) loads now.
    const beforeConnect = new Set(watch.js);
    await page.getByRole('button', { name: 'Select Wallet' }).first().click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Test Wallet/ })
      .click({ timeout: 10_000 })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: '/tmp/bench-connect.png' });
        throw error;
      });
    await page.locator('[aria-haspopup="menu"]').first().waitFor({ state: 'visible', timeout: 10_000 });
    await watch.settled();
    const connectFiles = [...watch.js].filter((p) => !beforeConnect.has(p)).map((p) => jsFile(dist, p));
    console.log(
      `connect a wallet (dialog): +${kb(total(connectFiles))} KB gzip (${connectFiles.map((f) => `${shortName(f)} ${kb(f.gzip)}`).join(', ') || 'none'})`,
    );
    console.log('routes, wallet connected (extra JS each loaded beyond what the page already had, in this order):');
    for (const route of ROUTES) {
      const before = new Set(watch.js);
      let how = await openFromMenu(page, route.label);
      if (how === 'history') {
        // No visible link: navigate the router the way a link does (pushState + popstate), without a page load.
        await page.evaluate((path) => {
          window.history.pushState({}, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, route.path);
      }
      await page.waitForURL((url) => url.pathname === route.path, { timeout: 10_000 });
      const shown = await page
        .getByRole('heading', { name: route.label, level: 1 })
        .waitFor({ state: 'visible', timeout: 20_000 })
        .then(() => true)
        .catch(() => false);
      await watch.settled();
      const reloaded = !(await page.evaluate(
        () => (window as unknown as { __benchNoReload?: boolean }).__benchNoReload === true,
      ));
      if (reloaded) how = 'history';
      const extra = [...watch.js].filter((p) => !before.has(p)).map((p) => jsFile(dist, p));
      const names = extra.length ? extra.map((f) => `${shortName(f)} ${kb(f.gzip)}`).join(', ') : 'none';
      const notes = [
        how === 'history' ? 'opened via history, no menu link found' : '',
        shown ? '' : 'page heading not seen',
        reloaded ? 'PAGE RELOADED: figure unreliable' : '',
      ]
        .filter(Boolean)
        .join('; ');
      console.log(`  ${route.path.slice(1)}: +${kb(total(extra))} KB gzip (${names})${notes ? ` [${notes}]` : ''}`);
    }
    await context.close();
    await browser.close();
    browser = undefined;

    console.log(
      `first page budget: ${firstBytes.toLocaleString('en')} of ${BUDGET_BYTES.toLocaleString('en')} bytes of gzip JS${firstBytes > BUDGET_BYTES ? ' (OVER BUDGET)' : ''}`,
    );
    await lighthouseFigures(origin, rpcUrl);
  } finally {
    await browser?.close().catch(() => undefined);
    for (const s of started.reverse()) await s.stop();
    for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('exit', killAllStarted);
    running.clear();
  }
}

// `tsx scripts/bench-first-page.ts --only`: this section alone, on the existing dist/.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await measureFirstPage();
}
