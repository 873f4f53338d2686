import { expect, test } from '@playwright/test';
import { generateKeyPairSigner, type Address } from '@solana/kit';
import {
  drainOf,
  emptyFeePayer,
  mintAuthorityOf,
  mintAuthorityTo,
  withInstructions,
} from '@test-support/chain/crafted-proposal';
import { LOCALNET_CLUSTER } from '@test-support/browser/chain-rpc';
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
  const {
    attackerKeys,
    attacker,
    mint,
    link: bait,
  } = await strangersToken(victim, {
    name: 'Bait Coin',
    symbol: 'BAIT',
    amount: 1_000n,
  });
  await localnet.run(walletOf(attackerKeys), { kind: 'send', mint, recipient: victim, amount: 4n });
  const victimAccount = (await localnet.getTokens(victim)).find((token) => token.mint === mint)!
    .tokenAccount as Address;
  const link = await withInstructions(
    bait,
    drainOf(victim, attacker, { lamports: 1_000_000_000n, tokenAccount: victimAccount }),
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

/**
 * A stranger's token whose mint authority is a 2-of-2 multisig of the stranger and the browser's wallet, a
 * nonce, and an honest "Mint `amount`" to the stranger: the link a stranger crafts more into.
 */
async function strangersToken(victim: Address, token: { name: string; symbol: string; amount: bigint }) {
  const attackerKeys = await generateKeyPairSigner();
  const attacker = walletOf(attackerKeys);
  await localnet.run(null, { kind: 'airdrop', to: attacker.address, lamports: 2_000_000_000n });
  const { mint } = await localnet.run(attacker, {
    kind: 'create',
    name: token.name,
    symbol: token.symbol,
    decimals: 0,
    initialSupply: 10n,
  });
  const { address: multisig } = await localnet.run(attacker, {
    kind: 'create-multisig',
    signers: [attacker.address, victim],
    threshold: 2,
    program: 'token-2022',
  });
  await localnet.run(attacker, { kind: 'set-authority', mint, role: 'mint', newAuthority: multisig });
  const { address: nonce } = await localnet.run(attacker, { kind: 'create-nonce' });
  const { link } = await localnet.run(attacker, {
    kind: 'propose',
    multisig,
    nonce,
    action: { kind: 'mint', mint, amount: token.amount },
  });
  return {
    attackerKeys,
    attacker: attacker.address as Address,
    mint: mint as Address,
    multisig: multisig as Address,
    link,
  };
}

/** Issue 43's set-up: "Mint 1 GIFT" whose fee payer is then left without SOL, so no simulation shows what it does. */
async function giftThroughMultisig(victim: Address) {
  const made = await strangersToken(victim, { name: 'Gift', symbol: 'GIFT', amount: 1n });
  const stash = await generateKeyPairSigner();
  await localnet.run(null, { kind: 'airdrop', to: stash.address, lamports: 10_000_000n });
  await emptyFeePayer(LOCALNET_CLUSTER.endpoint, made.attackerKeys, stash);
  return made;
}

test("issue 43: the mint authority handed to a stranger behind 'Mint 1 GIFT', its simulation failing, is refused in words with every step said; nothing can be signed", async ({
  page,
}) => {
  const victim = (await connectFundedLocalWallet(page)) as Address;
  const { attackerKeys, attacker, mint, multisig, link: bait } = await giftThroughMultisig(victim);
  const link = await withInstructions(
    bait,
    mintAuthorityTo(mint, multisig, [attacker, victim], attacker),
    attackerKeys,
  );

  await page.goto(`/proposal#${link}`);
  await expect(page.getByTestId('proposal-title')).toHaveText('Mint 1 GIFT', { timeout: 30_000 });
  await expect(page.getByTestId('proposal-refusal')).toContainText(
    'This proposal holds 2 actions where a proposal holds one',
  );
  const steps = page.getByTestId('proposal-steps');
  await expect(steps).toContainText(
    `Hand the mint authority of GIFT to ${attacker.slice(0, 4)}...${attacker.slice(-4)}`,
  );
  await expect(steps).toContainText('signs for the multisig');
  await expect(steps).toContainText('(yours)');
  await expect(page.getByRole('button', { name: /^Sign/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await checkEveryView(page, 'hidden-second-action');
  expect(await mintAuthorityOf(LOCALNET_CLUSTER.endpoint, mint)).toBe(multisig);
});

test('a proposal that would fail offers no Sign, says every step; once its fee payer is funded, reading it again offers Sign', async ({
  page,
}) => {
  const victim = (await connectFundedLocalWallet(page)) as Address;
  const { attacker, link } = await giftThroughMultisig(victim);

  await page.goto(`/proposal#${link}`);
  await expect(page.getByTestId('proposal-title')).toHaveText('Mint 1 GIFT', { timeout: 30_000 });
  await expect(page.getByTestId('proposal-failure')).toContainText('It would fail if submitted now');
  await expect(page.getByTestId('proposal-steps')).toContainText('Mint 1 GIFT');
  await expect(page.getByTestId('proposal-steps')).toContainText('mint authority');
  await expect(page.getByTestId('sign-withheld')).toContainText(
    'Neither signing nor submitting is offered while it would fail',
  );
  await expect(page.getByRole('button', { name: /^Sign/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await checkEveryView(page, 'failing-proposal');

  await localnet.run(null, { kind: 'airdrop', to: attacker, lamports: 1_000_000_000n });
  await page.getByRole('button', { name: 'Read it again' }).click();
  await expect(page.getByRole('button', { name: 'Sign', exact: true })).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByTestId('proposal-failure')).toHaveCount(0);
  await expect(page.getByText('Supply')).toBeVisible();
});
