import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { generateKeyPairSigner } from '@solana/kit';
import { createSolanaDataSource } from '@/data-source/solana';
import { walletOf } from '@test-support/chain/key-pair-wallet';
import { chainRpc } from '@test-support/browser/chain-rpc';
import { injectWallet, newWalletKey, walletKeySigner } from '@test-support/browser/injected-wallet';

// The app in the browser against a chain that misbehaves: each case asserts what the user is told AND
// what the chain holds — exactly one transfer or none, never two, and no landed transfer called failed.
// Its own chain (fast slots: a blockhash expires in ~15 s), which the node-down case kills and restarts
// on the same ledger; the app reaches it as a Custom cluster and signs with an injected wallet.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const PORT = 28899;
const RPC = `http://127.0.0.1:${PORT}`;
// The test's own view of the chain (it uses the faucet); the page sees it as a Custom cluster.
const cluster = {
  id: 'localnet',
  network: 'localnet',
  label: 'Localnet',
  endpoint: RPC,
  airdrop: true,
  burnerWallet: true,
} as const;
const ledger = mkdtempSync(join(tmpdir(), 'e2e-faults-ledger-'));
let node: ChildProcess | undefined;

const rpc = (method: string, params: unknown[] = []) => chainRpc(RPC, method, params);

async function startNode(reset: boolean) {
  const args = ['packages/localnet/main.ts', '--port', String(PORT), '--ledger', ledger, '--slot-ms', '100', '--quiet'];
  // Node itself with tsx as a loader (not the tsx launcher, which runs the chain in a child process): the
  // process this test kills is the chain, so nothing outlives it or writes to the ledger afterwards.
  node = spawn(process.execPath, ['--import', 'tsx', ...(reset ? [...args, '--reset'] : args)], { stdio: 'ignore' });
  await expect.poll(() => rpc('getVersion').catch(() => null), { timeout: 60_000 }).toBeTruthy();
}

/** Kills the chain at once (a crash, not a shutdown) and waits until it is gone. */
async function stopNode() {
  const running = node;
  node = undefined;
  if (!running || running.exitCode !== null || running.signalCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGKILL');
  await exited;
}

const setFaults = (faults: Record<string, number>) => rpc('localnet_setFaults', [faults]);
const NO_FAULTS = { latencyMs: 0, errorRate: 0, rateLimitRate: 0, dropRate: 0, sendErrorRate: 0 };

test.beforeAll(async () => startNode(true));
test.afterAll(async () => {
  await stopNode();
  rmSync(ledger, { recursive: true, force: true });
});
test.afterEach(async () => {
  if (!node) await startNode(false);
  await setFaults(NO_FAULTS);
});

/** A wallet with SOL and a token of its own, on the page, the Send form filled for a fresh recipient. */
async function readyToSend(page: Page) {
  const key = newWalletKey();
  const owner = await walletKeySigner(key);
  const ds = createSolanaDataSource(cluster, { pollIntervalMs: 200 });
  await ds.run(null, { kind: 'airdrop', to: owner.address, lamports: 2_000_000_000n });
  const symbol = `F${Math.floor(Math.random() * 1e6)}`;
  const { mint } = await ds.run(walletOf(owner), {
    kind: 'create',
    name: 'Fault Coin',
    symbol,
    decimals: 0,
    initialSupply: 100n,
  });
  const recipient = (await generateKeyPairSigner()).address;

  await injectWallet(page.context(), key);
  await page.addInitScript((url) => {
    localStorage.setItem('tokenManager.cluster', JSON.stringify({ id: 'custom', customUrl: url }));
  }, RPC);
  await page.goto('/send-token');
  await page
    .getByRole('button', { name: /Connect Wallet|Select Wallet/ })
    .first()
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Test Wallet/ })
    .click();
  await page.getByRole('combobox', { name: 'Token' }).click();
  await page.getByRole('option', { name: new RegExp(symbol) }).click();
  await page.getByLabel('Recipient Address').fill(recipient);
  await page.getByLabel('Amount').fill('1');
  const received = async () => (await ds.getTokens(recipient)).find((t) => t.mint === mint)?.balance ?? 0n;
  const sends = async () =>
    (await ds.getTransactions(owner.address)).items.filter((t) => t.type === 'send' && t.mint === mint).length;
  /** The chain holds exactly `count` transfers of this token to the recipient (0 or 1), never more. */
  const holds = async (count: 0 | 1) => {
    expect(await received()).toBe(BigInt(count));
    expect(await sends()).toBe(count);
  };
  /** Whatever the page ended on (sent, or not), the chain agrees with it. */
  const agreesWithPage = async () => holds((await page.getByText(SENT).isVisible()) ? 1 : 0);
  const confirm = page.getByRole('button', { name: 'Confirm and Send' });
  // Up to the confirmation, fault-free: the faults are about sending.
  await page.getByRole('button', { name: 'Send Tokens' }).click();
  await expect(confirm).toBeEnabled({ timeout: 30_000 });
  return { holds, agreesWithPage, send: () => confirm.click() };
}

const SENT = 'Transaction Submitted!';

const AT_MOST_ONCE: { title: string; faults: Record<string, number> }[] = [
  {
    title: 'latency of 3 s on every request: the page and the chain agree, never two transfers',
    faults: { latencyMs: 3000 },
  },
  {
    title: 'half of all requests answer HTTP 500: retried; a landed transfer is reported as landed, never two',
    faults: { errorRate: 0.5 },
  },
  {
    title: '429 with Retry-After: waited out as the node asks (never "offline"); at most one transfer',
    faults: { rateLimitRate: 0.6, retryAfterSeconds: 1 },
  },
];

for (const { title, faults } of AT_MOST_ONCE) {
  test(title, async ({ page }) => {
    const flow = await readyToSend(page);
    await setFaults(faults);
    await flow.send();
    // Retried reads almost always get through; if one never does, it fails before anything is signed,
    // and says so. Either way the page and the chain agree, and nothing moves twice.
    await expect(page.getByText(SENT).or(page.getByText(/Failed to send tokens/).first())).toBeVisible({
      timeout: 120_000,
    });
    await expect(page.getByText('Network Offline')).toHaveCount(0);
    await setFaults(NO_FAULTS);
    await flow.agreesWithPage();
  });
}

test('every send dropped until the blockhash expires: "nothing was sent" only then, and the chain holds none', async ({
  page,
}) => {
  const flow = await readyToSend(page);
  await setFaults({ dropRate: 1 });
  await flow.send();
  await expect(page.getByText(/expired before it was confirmed; nothing was sent/).first()).toBeVisible({
    timeout: 120_000,
  });
  await expect(page.getByText('It never reached the chain: nothing moved, and trying again is safe.')).toBeVisible();
  await setFaults(NO_FAULTS);
  await flow.holds(0);
});

test('the node answers the send with an error but took it (a lagging node): the page says sent, never failed; one transfer', async ({
  page,
}) => {
  const flow = await readyToSend(page);
  await setFaults({ sendErrorRate: 1 });
  await flow.send();
  await expect(page.getByText(SENT)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/Failed to send tokens/)).toHaveCount(0);
  await setFaults(NO_FAULTS);
  await flow.holds(1);
});

test('the node is down for 10 s in the middle of confirming: the page waits, then tells the truth the chain holds', async ({
  page,
}) => {
  const flow = await readyToSend(page);
  // Dropped sends keep it unconfirmed until the node goes down; the restarted node has no faults.
  await setFaults({ dropRate: 1 });
  await flow.send();
  await expect(page.getByText('Confirming…').first()).toBeVisible({ timeout: 60_000 });
  await stopNode();
  await page.waitForTimeout(10_000);
  await expect(page.getByText(/Failed to send tokens/)).toHaveCount(0);
  await startNode(false);
  // Landed before the crash (the ledger kept it) or never: the page must say which, consistently.
  const outcome = page.getByText(SENT).or(page.getByText(/nothing was sent/).first());
  await expect(outcome).toBeVisible({ timeout: 120_000 });
  await flow.agreesWithPage();
});

test('a reload in the middle of confirming: the next visit resumes the same transaction and it lands once', async ({
  page,
}) => {
  const flow = await readyToSend(page);
  await setFaults({ dropRate: 1 });
  await flow.send();
  await expect(page.getByText('Confirming…').first()).toBeVisible({ timeout: 60_000 });
  await page.reload();
  await setFaults(NO_FAULTS);
  await expect(page.getByText('Pending transaction confirmed')).toBeVisible({ timeout: 60_000 });
  await flow.holds(1);
});
