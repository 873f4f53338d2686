import { expect, test } from '@playwright/test';
import { generateKeyPairSigner, type Address } from '@solana/kit';
import { drainOf, withInstructions } from '@test-support/chain/crafted-proposal';
import { walletOf } from '@test-support/chain/key-pair-wallet';
import { checkEveryView, connectFundedLocalWallet } from '@test-support/browser/app';
import { localnet } from '@test-support/browser/issuer';

// Issue 30's attack, end to end: a stranger makes a 2-of-2 multisig naming the browser's wallet, proposes
// "Mint 1,000", appends a 1 SOL transfer from the victim and an Approve over the victim's tokens, signs,
// and sends the link. The victim's app names what it cannot explain and offers no Sign; nothing moves.
test.describe.configure({ timeout: 180_000 });

test("a crafted proposal hiding a SOL drain behind 'Mint 1,000' is refused in words; Sign is not offered; the victim's balance does not move", async ({
  page,
}) => {
  const victim = (await connectFundedLocalWallet(page)) as Address;
  const attackerKeys = await generateKeyPairSigner();
  const attacker = walletOf(attackerKeys);
  await localnet.run(null, { kind: 'airdrop', to: attacker.address, lamports: 2_000_000_000n });
  const { mint } = await localnet.run(attacker, {
    kind: 'create',
    name: 'Bait Coin',
    symbol: 'BAIT',
    decimals: 0,
    initialSupply: 10n,
  });
  await localnet.run(attacker, { kind: 'send', mint, recipient: victim, amount: 4n });
  const victimAccount = (await localnet.getTokens(victim)).find((token) => token.mint === mint)!
    .tokenAccount as Address;
  const { address: multisig } = await localnet.run(attacker, {
    kind: 'create-multisig',
    signers: [attacker.address, victim],
    threshold: 2,
    program: 'token-2022',
  });
  await localnet.run(attacker, { kind: 'set-authority', mint, role: 'mint', newAuthority: multisig });
  const { address: nonce } = await localnet.run(attacker, { kind: 'create-nonce' });
  const { link: bait } = await localnet.run(attacker, {
    kind: 'propose',
    multisig,
    nonce,
    action: { kind: 'mint', mint, amount: 1_000n },
  });
  const link = await withInstructions(
    bait,
    drainOf(victim, attacker.address as Address, { lamports: 1_000_000_000n, tokenAccount: victimAccount }),
    attackerKeys,
  );
  const solBefore = await localnet.getSolBalance(victim);

  await page.goto(`/proposal#${link}`);
  await expect(page.getByTestId('proposal-title')).toHaveText('Mint 1,000 BAIT', { timeout: 30_000 });
  const refusal = page.getByTestId('proposal-refusal');
  await expect(refusal).toContainText('Do not sign this proposal');
  await expect(refusal).toContainText('This proposal holds 2 instructions this app does not build for a multisig');
  await expect(refusal).toContainText('System Program (11111111111111111111111111111111) TransferSol, on your wallet');
  await expect(refusal).toContainText('Token-2022 Program (TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb) Approve');
  await expect(page.getByTestId('sign-refused')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Sign/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await checkEveryView(page, 'crafted-proposal');

  expect(await localnet.getSolBalance(victim)).toBe(solBefore);
  const held = (await localnet.getTokens(victim)).find((token) => token.mint === mint);
  expect(held?.balance).toBe(4n);
});
