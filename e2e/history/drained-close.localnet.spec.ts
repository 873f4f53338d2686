import { expect, test } from '@playwright/test';
import { getCloseAccountInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { generateKeyPairSigner, type Address } from '@solana/kit';
import { NATIVE_MINTS } from '@/entities/token/lib/native-mints';
import { checkEveryView, pickWallet } from '@test-support/browser/app';
import { LOCALNET_CLUSTER } from '@test-support/browser/chain-rpc';
import { injectWallet, newWalletKey, walletKeySigner } from '@test-support/browser/injected-wallet';
import { localnet } from '@test-support/browser/issuer';
import { walletOf } from '@test-support/chain/key-pair-wallet';
import { sendAndPoll } from '@test-support/chain/send-raw';

// Issue 43: the wallet's wrapped-SOL account closed to a stranger (what a drainer gets signed elsewhere) read
// as "Unwrap SOL +0.5 SOL, you → you", the stranger named nowhere. A close is read by where its lamports go.
test.describe.configure({ timeout: 180_000 });

test('a wrapped-SOL account closed to a stranger reads as SOL sent to that stranger, every lamport that left, not an unwrap', async ({
  page,
}) => {
  const key = newWalletKey();
  const owner = await walletKeySigner(key);
  await localnet.run(null, { kind: 'airdrop', to: owner.address, lamports: 2_000_000_000n });
  const mint = NATIVE_MINTS['spl-token'];
  await localnet.run(walletOf(owner), { kind: 'wrap-sol', mint, lamports: 500_000_000n });
  const account = (await localnet.getTokens(owner.address)).find((token) => token.mint === mint)!
    .tokenAccount as Address;
  const stranger = (await generateKeyPairSigner()).address;
  const { err } = await sendAndPoll(
    LOCALNET_CLUSTER.endpoint,
    [getCloseAccountInstruction({ account, destination: stranger, owner }, { programAddress: TOKEN_PROGRAM_ADDRESS })],
    [owner],
  );
  expect(err).toBeNull();
  // The chain: everything the account held, the rent with it, is the stranger's.
  const received = await localnet.getSolBalance(stranger);
  expect(received).toBeGreaterThan(500_000_000n);

  await injectWallet(page.context(), key);
  await page.goto('/');
  await expect(page.getByTestId('connected-indicator')).toBeAttached({ timeout: 60_000 });
  await pickWallet(page, /Test Wallet/);
  await page.getByRole('navigation').getByRole('link', { name: 'Transactions' }).first().click();
  const line = page
    .getByTestId('transaction-card')
    .filter({ hasText: `${stranger.slice(0, 4)}...${stranger.slice(-4)}` });
  await expect(line.first()).toBeVisible({ timeout: 30_000 });
  const sol = `${received / 1_000_000_000n}.${String(received % 1_000_000_000n)
    .padStart(9, '0')
    .replace(/0+$/, '')}`;
  await expect(line.first()).toContainText(sol);
  await expect(line.first()).toContainText('Send');
  await expect(page.getByText('Unwrap SOL')).toHaveCount(0);
  await checkEveryView(page, 'drained-close');
});
