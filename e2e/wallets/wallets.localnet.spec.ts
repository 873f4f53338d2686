import { expect, test, type Locator, type Page } from '@playwright/test';
import { generateKeyPairSigner, getBase64Encoder, getTransactionDecoder } from '@solana/kit';
import { readMessage } from '@/data-source/solana/send/read-message';
import { isLighthouse } from '@/data-source/solana/send/wallet-guards';
import { emulatedWallet, MET_AS, WALLET_BEHAVIOURS, type EmulatedWallet } from '@test-support/chain/emulated-wallets';
import { walletOf } from '@test-support/chain/key-pair-wallet';
import { checkEveryView } from '@test-support/browser/app';
import { chainRpc, fundFromFaucet, LOCALNET_CLUSTER } from '@test-support/browser/chain-rpc';
import { injectEmulatedWallet, type WalletControls } from '@test-support/browser/emulated-wallet';
import { issueTokenTo, localnet } from '@test-support/browser/issuer';

// The wallets people use, as documented or seen (test-support/chain/emulated-wallets.ts),
// injected into the page as Wallet Standard wallets, each with its own keys: each creates a token, sends,
// bulk-sends to three, burns from the token page and co-signs a multisig proposal on the local chain, and
// what the chain holds is checked. The guarded wallets' transactions land with their guards in them.
test.describe.configure({ timeout: 240_000 });

const RPC = LOCALNET_CLUSTER.endpoint;
const rpc = (method: string, params: unknown[]) => chainRpc(RPC, method, params);

const fund = (address: string) => fundFromFaucet(address, 3_000_000_000);

/** The Lighthouse guards in the newest transaction `owner` signed, read back from the chain. */
async function guardsOfLatest(owner: string): Promise<number> {
  const [newest] = (await rpc('getSignaturesForAddress', [owner, { limit: 1, commitment: 'confirmed' }])) as {
    signature: string;
  }[];
  const landed = (await rpc('getTransaction', [
    newest!.signature,
    { encoding: 'base64', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
  ])) as { transaction: [string, string] };
  const transaction = getTransactionDecoder().decode(new Uint8Array(getBase64Encoder().encode(landed.transaction[0])));
  return readMessage(transaction.messageBytes).instructions.filter(isLighthouse).length;
}

const solOf = async (address: string) =>
  ((await rpc('getBalance', [address, { commitment: 'confirmed' }])) as { value: number }).value;

/** The words the first answer of the slow, switching and hostile wallets is refused in, on the page. */
const REFUSED = {
  slow: /answered after the transaction’s blockhash had expired/,
  switch: /The wallet switched to \w{4}\.\.\.\w{4} while the approval was open/,
  hostile:
    /The wallet (added an instruction of System Program|changed what the transaction does|changed .* while co-signing)/,
} as const;

interface Run {
  page: Page;
  wallet: EmulatedWallet;
  controls: WalletControls;
  owner: string;
  /** Its refusal was screenshot already. */
  seen?: boolean;
}

/**
 * One approval, as the wallet's behaviour meets it: `press` asks the wallet, `landed` appears once it
 * landed. The slow wallet's late answer is refused and asked again from the alert; the switcher's
 * answer for its other account is refused, the user switches back, and presses again (what was typed is
 * still there); a hostile wallet's answer is refused and nothing is paid. Resolves false for the last.
 */
async function approve(run: Run, press: () => Promise<void>, landed: Locator, again?: () => Promise<void>) {
  const met = MET_AS[run.wallet.behaviour];
  if (typeof met === 'object') {
    await press();
    await expect(landed).toBeVisible({ timeout: 60_000 });
    return true;
  }
  run.wallet.armed = true;
  const before = await solOf(run.owner);
  await press();
  const alert = run.page.getByRole('alert').filter({ hasText: REFUSED[met] }).first();
  // A page that needs the account the wallet left keeps its form hidden, and says where it is.
  const away = run.page.getByTestId('action-away');
  await expect(alert.or(away)).toBeVisible({ timeout: 60_000 });
  expect(await solOf(run.owner)).toBe(before);
  // The page is left usable: no fee stuck on its estimate.
  await expect(run.page.getByText('Estimating the fee…')).toHaveCount(0, { timeout: 15_000 });
  if (met === 'hostile') {
    await expect(alert).not.toContainText('Please try again');
    await expect(alert).toContainText('another wallet');
    return false;
  }
  if (met === 'slow') {
    if (!run.seen) await checkEveryView(run.page, 'wallet-late-answer');
    run.seen = true;
    await alert.getByRole('button', { name: 'Ask the wallet again' }).click();
  } else {
    if ((await away.count()) && !run.seen) {
      await checkEveryView(run.page, 'wallet-switched-away');
      run.seen = true;
    }
    // The user switches back to the account the page was using: the refusal and what was typed are there.
    run.wallet.select(0);
    await run.controls.sync(run.page);
    const short = `${run.owner.slice(0, 4)}...${run.owner.slice(-4)}`;
    await expect(run.page.getByRole('button', { name: short }).first()).toBeVisible();
    await expect(alert).toBeVisible();
    await (again ?? press)();
  }
  await expect(landed).toBeVisible({ timeout: 60_000 });
  return true;
}

async function pickToken(page: Page, name: RegExp) {
  await page.getByRole('combobox', { name: 'Token' }).click();
  await page.getByRole('option', { name }).click();
}

const holding = async (owner: string, mint: string) =>
  (await localnet.getTokens(owner)).find((token) => token.mint === mint)?.balance ?? 0n;

for (const behaviour of WALLET_BEHAVIOURS) {
  test(`a ${behaviour} wallet: create, send, bulk send, burn and co-sign on the local chain`, async ({ browser }) => {
    const met = MET_AS[behaviour];
    const guards = typeof met === 'object' ? met.guards : 0;
    const wallet = await emulatedWallet(behaviour, RPC);
    for (const account of wallet.accounts) await fund(account.address);
    const owner = wallet.current().address;
    const context = await browser.newContext();
    const controls = await injectEmulatedWallet(context, wallet, `Emulated ${behaviour}`);
    const page = await context.newPage();
    const run: Run = { page, wallet, controls, owner };
    const short = `${owner.slice(0, 4)}...${owner.slice(-4)}`;

    await page.goto('/');
    await expect(page.getByTestId('connected-indicator')).toBeAttached({ timeout: 60_000 });
    await page
      .getByRole('button', { name: /Select Wallet/ })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(`Emulated ${behaviour}`) })
      .click();
    await expect(page.getByRole('button', { name: short }).first()).toBeVisible();

    // Create.
    await page.goto('/create-token');
    await page.getByLabel('Token Name').fill('Wallet Coin');
    await page.getByLabel('Token Symbol').fill('WAL');
    await page.getByLabel('Decimals').fill('0');
    await page.getByLabel('Initial Supply').fill('500');
    const created = await approve(
      run,
      () => page.getByRole('button', { name: 'Create Token' }).click(),
      page.getByText('Token Created Successfully!'),
    );
    if (created) {
      await expect(page.getByTestId('paid-fee')).toContainText('Network fee paid:');
      if (behaviour === 'phantom-wrap') await checkEveryView(page, 'wallet-guarded-created');
      if (guards) await expect(page.getByTestId('paid-fee')).toContainText(`Your wallet added ${guards} safety check`);
      expect(await guardsOfLatest(owner)).toBe(guards);
    } else {
      await expect(page.getByLabel('Token Name')).toHaveValue('Wallet Coin');
      expect((await localnet.getTokens(owner)).filter((token) => token.symbol === 'WAL')).toEqual([]);
    }

    // Send a token someone gave the wallet.
    const { mint } = await issueTokenTo(owner, { name: 'Given Coin', symbol: 'GIV' }, 100_000n);
    const recipient = (await generateKeyPairSigner()).address;
    await page.goto('/send-token');
    await pickToken(page, /Given Coin/);
    await page.getByLabel('Recipient Address').fill(recipient);
    await page.getByLabel('Amount').fill('25');
    const review = async () => {
      await page.getByRole('button', { name: 'Send Tokens' }).click();
      await page.getByRole('button', { name: 'Confirm and Send' }).click({ timeout: 30_000 });
    };
    await approve(run, review, page.getByText('Transaction Submitted!'));
    expect(await holding(recipient, mint)).toBe(met === 'hostile' ? 0n : 2_500n);
    if (met !== 'hostile') expect(await guardsOfLatest(owner)).toBe(guards);

    // Bulk send to three.
    const rows = await Promise.all([1, 2, 3].map(async () => (await generateKeyPairSigner()).address));
    await page.goto('/bulk-send');
    await pickToken(page, /Given Coin/);
    await page.getByLabel('Or upload a CSV file').setInputFiles({
      name: 'three.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(rows.map((a, i) => `${a},${i + 1}`).join('\n')),
    });
    await page.getByRole('button', { name: 'Check Recipients' }).click();
    await expect(page.getByTestId('bulk-totals')).toContainText('3 ready', { timeout: 30_000 });
    if (typeof met !== 'object') wallet.armed = true;
    await page.getByRole('button', { name: 'Send to 3 recipients' }).click();
    const allPaid = page.getByText('All 3 recipients paid');
    if (typeof met === 'object') {
      await expect(allPaid).toBeVisible({ timeout: 90_000 });
    } else {
      const stopped = page.getByRole('heading', { name: /Stopped at lines 1–3/ });
      await expect(stopped).toBeVisible({ timeout: 60_000 });
      await expect(page.getByTestId('bulk-results')).not.toContainText('Paid');
      await expect(page.getByText(REFUSED[met]).first()).toBeVisible();
      if (met !== 'hostile') {
        if (met === 'switch') {
          wallet.select(0);
          await controls.sync(page);
        }
        await page.getByRole('button', { name: 'Resume' }).click();
        await expect(allPaid).toBeVisible({ timeout: 90_000 });
      }
    }
    for (const [i, address] of rows.entries()) {
      expect(await holding(address, mint)).toBe(met === 'hostile' ? 0n : BigInt((i + 1) * 100));
    }
    if (met !== 'hostile') expect(await guardsOfLatest(owner)).toBe(guards);

    // Burn from the token page.
    await page.goto(`/token/${mint}`);
    const actions = page.getByRole('group', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Burn', exact: true }).click();
    await page.getByLabel('Amount to burn').fill('10');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('action-preview')).toBeVisible({ timeout: 30_000 });
    const supplyBefore = (await localnet.getTokenDetails(mint, owner)).supply;
    const burnNow = () => page.getByRole('button', { name: 'Burn now' }).click();
    await approve(run, burnNow, page.getByText(/10 GIV burned, confirmed on/), async () => {
      // Back on the account that opened it, the burn is previewed again before it is confirmed.
      await page.getByRole('button', { name: 'Preview' }).click();
      await burnNow();
    });
    expect((await localnet.getTokenDetails(mint, owner)).supply).toBe(supplyBefore - (met === 'hostile' ? 0n : 1_000n));

    // Co-sign: K proposes minting 7 through a 2-of-2 of K and this wallet (in legacy for a legacy-only co-signer).
    const key = await generateKeyPairSigner();
    await fund(key.address);
    const k = { ...walletOf(key), ...(behaviour === 'legacy-only' && { transactionVersion: 'legacy' as const }) };
    const shared = await localnet.run(k, {
      kind: 'create',
      name: 'Shared',
      symbol: 'SHR',
      decimals: 0,
      initialSupply: 10n,
    });
    const { address: multisig } = await localnet.run(k, {
      kind: 'create-multisig',
      signers: [k.address, owner],
      threshold: 2,
      program: 'token-2022',
    });
    await localnet.run(k, { kind: 'set-authority', mint: shared.mint, role: 'mint', newAuthority: multisig });
    const { address: nonce } = await localnet.run(k, { kind: 'create-nonce' });
    const { link } = await localnet.run(k, {
      kind: 'propose',
      multisig,
      nonce,
      action: { kind: 'mint', mint: shared.mint, amount: 7n },
    });
    await page.goto(`/proposal#${link}`);
    await expect(page.getByTestId('proposal-title')).toHaveText('Mint 7 SHR', { timeout: 30_000 });
    const sign = page.getByRole('button', {
      name: behaviour === 'send-only' ? 'Sign and submit' : 'Sign',
      exact: true,
    });
    const signed =
      behaviour === 'send-only'
        ? page.getByTestId('proposal-status').filter({ hasText: 'Submitted' })
        : page.getByText('You have signed this proposal.');
    if (met === 'slow' || typeof met === 'object') {
      // A durable nonce does not expire: a slow wallet's late answer counts.
      wallet.armed = met === 'slow';
      await sign.click();
      await expect(signed).toBeVisible({ timeout: 60_000 });
    } else {
      await approve(run, () => sign.click(), signed);
    }
    if (met !== 'hostile' && behaviour !== 'send-only') {
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByTestId('proposal-status')).toContainText('Submitted', { timeout: 60_000 });
    }
    expect((await localnet.getTokenDetails(shared.mint, owner)).supply).toBe(met === 'hostile' ? 10n : 17n);
    await context.close();
  });
}

test('a wallet that disconnects while its approval is open: refused in words, and what was typed is there when it is back', async ({
  browser,
}) => {
  const wallet = await emulatedWallet('phantom-append', RPC);
  await fund(wallet.current().address);
  const context = await browser.newContext();
  const controls = await injectEmulatedWallet(context, wallet, 'Emulated disconnecting');
  const page = await context.newPage();
  const connect = async () => {
    await page
      .getByRole('button', { name: /Select Wallet|Connect Wallet/ })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Emulated disconnecting/ })
      .click();
  };
  await page.goto('/');
  await expect(page.getByTestId('connected-indicator')).toBeAttached({ timeout: 60_000 });
  await connect();
  await page.goto('/create-token');
  await page.getByLabel('Token Name').fill('Kept Coin');
  await page.getByLabel('Token Symbol').fill('KEPT');
  await page.getByLabel('Initial Supply').fill('42');
  controls.disconnectNext = true;
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByRole('heading', { name: 'Connect Your Wallet' })).toBeVisible({ timeout: 30_000 });
  await connect();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The wallet disconnected while the approval was open; nothing was sent.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Token Name')).toHaveValue('Kept Coin');
  await expect(page.getByLabel('Initial Supply')).toHaveValue('42');
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByText('Token Created Successfully!')).toBeVisible({ timeout: 60_000 });
  await context.close();
});
