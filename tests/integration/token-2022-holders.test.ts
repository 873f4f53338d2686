import { generateKeyPairSigner, type Address, type Instruction, type KeyPairSigner } from '@solana/kit';
import {
  extension,
  getInitializeTransferHookInstruction,
  getInitializeNonTransferableMintInstruction,
  getInitializePausableConfigInstruction,
  getInitializeScaledUiAmountMintInstruction,
  getPauseInstruction,
  getUpdateMultiplierScaledUiMintInstruction,
  type ExtensionArgs,
} from '@solana-program/token-2022';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shownAmount } from '@/entities/token/lib/token-traits';
import { chainCall, fundedWallet, keypairSigner, startTestChain, type TestChain } from '@test-support/chain/chain';
import { scriptMint as mintByScript } from '@test-support/chain/script-mint';
import { sendAndPoll } from '@test-support/chain/send-raw';

/** A Token-2022 mint made by a script (not the app): `setup` initializes its extensions; 100 raw units to the owner. */
const scriptMint = (
  chain: TestChain,
  owner: KeyPairSigner,
  extensions: ExtensionArgs[],
  setup: (mint: Address) => Instruction[],
  after: (mint: Address) => Instruction[] = () => [],
) => mintByScript(chain.rpcUrl, owner, { extensions, setup, after });

describe('Token-2022 tokens made by a script, as a holder sees them', () => {
  let chain: TestChain;
  let owner: KeyPairSigner;
  beforeAll(async () => {
    chain = await startTestChain();
    owner = await fundedWallet(chain);
  });
  afterAll(() => chain.stop());

  const holding = async (mint: Address) =>
    (await chain.dataSource.getTokens(owner.address)).find((token) => token.mint === mint)!;

  it('multiplier 2: 100 raw shows as 200, and a new multiplier shows once the clock passes its time', async () => {
    const mint = await scriptMint(
      chain,
      owner,
      [
        extension('ScaledUiAmountConfig', {
          authority: owner.address,
          multiplier: 2,
          newMultiplierEffectiveTimestamp: 0n,
          newMultiplier: 2,
        }),
      ],
      (address) => [
        getInitializeScaledUiAmountMintInstruction({ mint: address, authority: owner.address, multiplier: 2 }),
      ],
    );
    const before = await holding(mint);
    expect(before.balance).toBe(100n);
    expect(shownAmount(before.balance, before)).toBe('200');
    // ×3 from two seconds on, by the cluster's clock.
    const clock = (await chainCall(chain.rpcUrl, 'getBlockTime', [
      await chainCall(chain.rpcUrl, 'getSlot', [{ commitment: 'confirmed' }]),
    ])) as number;
    const { err } = await sendAndPoll(
      chain.rpcUrl,
      [
        getUpdateMultiplierScaledUiMintInstruction({
          mint,
          authority: owner,
          multiplier: 3,
          effectiveTimestamp: BigInt(clock + 2),
        }),
      ],
      [owner],
    );
    expect(err).toBeNull();
    expect(shownAmount((await holding(mint)).balance, await holding(mint))).toBe('200');
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    const after = await holding(mint);
    expect(after.balance).toBe(100n);
    expect(shownAmount(after.balance, after)).toBe('300');
  });

  it('a paused token is listed as paused; a send is refused in words and nothing moves', async () => {
    const mint = await scriptMint(
      chain,
      owner,
      [extension('PausableConfig', { authority: owner.address, paused: false })],
      (address) => [getInitializePausableConfigInstruction({ mint: address, authority: owner.address })],
      (address) => [getPauseInstruction({ mint: address, authority: owner })],
    );
    expect((await holding(mint)).paused).toBe(true);
    const recipient = (await generateKeyPairSigner()).address;
    const signer = keypairSigner(owner);
    await expect(chain.dataSource.run(signer, { kind: 'send', mint, recipient, amount: 1n })).rejects.toThrow(
      /paused by its issuer/,
    );
    expect(signer.signed).toBe(0);
    expect((await holding(mint)).balance).toBe(100n);
  });

  it('a non-transferable token is listed as such', async () => {
    const mint = await scriptMint(chain, owner, [extension('NonTransferable', {})], (address) => [
      getInitializeNonTransferableMintInstruction({ mint: address }),
    ]);
    expect((await holding(mint)).nonTransferable).toBe(true);
  });

  it('a hooked token whose hook keeps no list of accounts: the send is refused in words naming the hook, nothing moves', async () => {
    const hook = 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo' as Address;
    const mint = await scriptMint(
      chain,
      owner,
      [extension('TransferHook', { authority: owner.address, programId: hook })],
      (address) => [getInitializeTransferHookInstruction({ mint: address, authority: owner.address, programId: hook })],
    );
    expect((await holding(mint)).transferHook).toBe(hook);
    const signer = keypairSigner(owner);
    const recipient = (await generateKeyPairSigner()).address;
    await expect(chain.dataSource.run(signer, { kind: 'send', mint, recipient, amount: 1n })).rejects.toThrow(
      `The accounts this token's transfer hook program ${hook} needs could not be worked out`,
    );
    expect(signer.signed).toBe(0);
    expect((await holding(mint)).balance).toBe(100n);
  });

  it('a recipient whose account requires memos: known before sending, refused without a memo, paid with one', async () => {
    const signer = keypairSigner(owner);
    const { mint: created } = await chain.dataSource.run(signer, {
      kind: 'create',
      name: 'Invoice Coin',
      symbol: 'INV',
      decimals: 0,
      initialSupply: 100n,
    });
    const mint = created as Address;
    const holder = await fundedWallet(chain);
    await chain.dataSource.run(signer, { kind: 'send', mint, recipient: holder.address, amount: 1n });
    // The holder turns the setting on with the app's own action (the contract test covers it too).
    await chain.dataSource.run(keypairSigner(holder), { kind: 'memo-transfer', mint, required: true });
    const estimate = await chain.dataSource.estimateSend(owner.address, { mint, recipient: holder.address });
    expect(estimate.memoRequired).toBe(true);
    const signed = signer.signed;
    await expect(
      chain.dataSource.run(signer, { kind: 'send', mint, recipient: holder.address, amount: 2n }),
    ).rejects.toThrow(`The account of ${holder.address} requires a memo with every incoming transfer`);
    expect(signer.signed).toBe(signed);
    const memo = 'Invoice 7 — café ✓';
    const { signature } = await chain.dataSource.run(signer, {
      kind: 'send',
      mint,
      recipient: holder.address,
      amount: 3n,
      memo,
    });
    const landed = (await chainCall(chain.rpcUrl, 'getTransaction', [
      signature,
      { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
    ])) as { meta: { logMessages: string[] } };
    expect(landed.meta.logMessages.join('\n')).toContain(memo);
    const received = (await chain.dataSource.getTokens(holder.address)).find((token) => token.mint === mint)!;
    expect(received.balance).toBe(4n);
    expect(received.memoRequired).toBe(true);
  });
});
