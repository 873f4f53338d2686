// @vitest-environment node
import {
  generateKeyPairSigner,
  getProgramDerivedAddress,
  getUtf8Encoder,
  isOffCurveAddress,
  unwrapOption,
  type Address,
  type KeyPairSigner,
} from '@solana/kit';
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import {
  TOKEN_2022_PROGRAM_ADDRESS,
  TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  getMintDecoder,
  getTokenDecoder,
} from '@solana-program/token-2022';
import { describe, expect, it } from 'vitest';
import { MEMO_MAX_BYTES } from '@/shared/lib/memo';
import { embeddedMetadata } from '../read/mint-metadata';
import { fitsOneTransaction } from '../send/build-transaction';
import { LiteChain, createClassicMint } from '@test-support/chain/litesvm-chain';
import { associatedAccountSize } from './associated-account-size';
import { buildCreateTokenInstructions, createTokenSizes } from './create-token';
import { buildAccountSettingInstructions } from './account-setting';
import { buildMintTokensInstructions } from './mint-tokens';
import { buildSendTokensInstructions, recipientTokenAccount } from './send-tokens';

const U64_MAX = 2n ** 64n - 1n;

async function createToken(
  chain: LiteChain,
  owner: KeyPairSigner,
  name: string,
  symbol: string,
  decimals: number,
  supply: bigint,
) {
  const mint = await generateKeyPairSigner();
  const sizes = createTokenSizes({ owner: owner.address, mint: mint.address, name, symbol });
  const instructions = await buildCreateTokenInstructions({
    owner: owner.address,
    mint,
    name,
    symbol,
    decimals,
    initialSupply: supply,
    sizes,
    mintLamports: chain.rent(sizes.funded),
  });
  await chain.run(instructions, [owner, mint]);
  return mint.address;
}

const ata = async (mint: Address, owner: Address, tokenProgram: Address) =>
  (await findAssociatedTokenPda({ mint, owner, tokenProgram }))[0];

async function balanceOf(chain: LiteChain, mint: Address, owner: Address, programId: Address): Promise<bigint> {
  return getTokenDecoder().decode(chain.account(await ata(mint, owner, programId))!.data).amount;
}

const mintOf = (chain: LiteChain, mint: Address) => getMintDecoder().decode(chain.account(mint)!.data);

describe('transaction builders, executed by the real token programs in LiteSVM', () => {
  it('create: one transaction makes a Token-2022 mint with name and symbol on the mint and the initial supply in the wallet', async () => {
    const chain = new LiteChain();
    const owner = await chain.newFundedWallet();
    const mint = await createToken(chain, owner, 'Gold Coin', 'GLD', 6, 1_000_000_000_000n);

    const info = mintOf(chain, mint);
    expect(chain.account(mint)!.owner).toBe(TOKEN_2022_PROGRAM_ADDRESS);
    expect(info.decimals).toBe(6);
    expect(info.supply).toBe(1_000_000_000_000n);
    expect(unwrapOption(info.mintAuthority)).toBe(owner.address);
    expect(embeddedMetadata(info)).toEqual({ name: 'Gold Coin', symbol: 'GLD' });
    const metadata = (unwrapOption(info.extensions) ?? []).find((e) => e.__kind === 'TokenMetadata');
    expect(metadata && metadata.__kind === 'TokenMetadata' && unwrapOption(metadata.updateAuthority)).toBe(
      owner.address,
    );
    expect(await balanceOf(chain, mint, owner.address, TOKEN_2022_PROGRAM_ADDRESS)).toBe(1_000_000_000_000n);
  });

  it('create: a supply of u64 max at 9 decimals and a zero-decimal token with a long multibyte name', async () => {
    const chain = new LiteChain();
    const owner = await chain.newFundedWallet();
    const big = await createToken(chain, owner, 'Max', 'MAX', 9, U64_MAX);
    expect(await balanceOf(chain, big, owner.address, TOKEN_2022_PROGRAM_ADDRESS)).toBe(U64_MAX);
    const whole = await createToken(chain, owner, 'Ünïcødé tøken ✓ with 32 chars!!', 'ÜNI✓', 0, 7n);
    const info = mintOf(chain, whole);
    expect(info.decimals).toBe(0);
    expect(embeddedMetadata(info)?.name).toBe('Ünïcødé tøken ✓ with 32 chars!!');
  });

  it('mint: to the wallet itself and to another wallet whose account does not exist yet', async () => {
    const chain = new LiteChain();
    const owner = await chain.newFundedWallet();
    const mint = await createToken(chain, owner, 'Gold', 'GLD', 2, 100n);
    const other = (await generateKeyPairSigner()).address;
    const plan = { authority: owner.address, mint, programId: TOKEN_2022_PROGRAM_ADDRESS, decimals: 2 };
    await chain.run(await buildMintTokensInstructions({ ...plan, destinationOwner: owner.address, amount: 50n }), [
      owner,
    ]);
    await chain.run(await buildMintTokensInstructions({ ...plan, destinationOwner: other, amount: 25n }), [owner]);
    expect(await balanceOf(chain, mint, owner.address, TOKEN_2022_PROGRAM_ADDRESS)).toBe(150n);
    expect(await balanceOf(chain, mint, other, TOKEN_2022_PROGRAM_ADDRESS)).toBe(25n);
  });

  it('mint: a wallet that is not the mint authority is refused by the program', async () => {
    const chain = new LiteChain();
    const owner = await chain.newFundedWallet();
    const stranger = await chain.newFundedWallet();
    const mint = await createToken(chain, owner, 'Gold', 'GLD', 2, 100n);
    const instructions = await buildMintTokensInstructions({
      authority: stranger.address,
      mint,
      programId: TOKEN_2022_PROGRAM_ADDRESS,
      decimals: 2,
      destinationOwner: stranger.address,
      amount: 1n,
    });
    await expect(chain.run(instructions, [stranger])).rejects.toThrow(/owner does not match/i);
  });

  it('send: a checked transfer to a fresh wallet and to a program-derived address, creating their accounts', async () => {
    const chain = new LiteChain();
    const owner = await chain.newFundedWallet();
    const mint = await createToken(chain, owner, 'Gold', 'GLD', 3, 10_000n);
    const source = await ata(mint, owner.address, TOKEN_2022_PROGRAM_ADDRESS);
    const fresh = (await generateKeyPairSigner()).address;
    const [pda] = await getProgramDerivedAddress({
      programAddress: SYSTEM_PROGRAM_ADDRESS,
      seeds: [getUtf8Encoder().encode('vault')],
    });
    expect(isOffCurveAddress(pda)).toBe(true);
    const plan = { owner: owner.address, source, mint, programId: TOKEN_2022_PROGRAM_ADDRESS, decimals: 3 };
    await chain.run(await buildSendTokensInstructions({ ...plan, recipient: fresh, amount: 1_234n }), [owner]);
    await chain.run(await buildSendTokensInstructions({ ...plan, recipient: pda, amount: 66n }), [owner]);
    // A second send reuses the now-existing account (the create is idempotent).
    await chain.run(await buildSendTokensInstructions({ ...plan, recipient: fresh, amount: 1n }), [owner]);
    expect(await balanceOf(chain, mint, fresh, TOKEN_2022_PROGRAM_ADDRESS)).toBe(1_235n);
    expect(await balanceOf(chain, mint, pda, TOKEN_2022_PROGRAM_ADDRESS)).toBe(66n);
    expect(await balanceOf(chain, mint, owner.address, TOKEN_2022_PROGRAM_ADDRESS)).toBe(10_000n - 1_301n);
  });

  it('send and mint: a classic SPL Token mint works under its own program', async () => {
    const chain = new LiteChain();
    const owner = await chain.newFundedWallet();
    const mint = await createClassicMint(chain, owner, 0);
    const base = { mint, programId: TOKEN_PROGRAM_ADDRESS, decimals: 0 };
    await chain.run(
      await buildMintTokensInstructions({
        ...base,
        authority: owner.address,
        destinationOwner: owner.address,
        amount: 10n,
      }),
      [owner],
    );
    const recipient = (await generateKeyPairSigner()).address;
    const source = await ata(mint, owner.address, TOKEN_PROGRAM_ADDRESS);
    await chain.run(
      await buildSendTokensInstructions({ ...base, owner: owner.address, source, recipient, amount: 4n }),
      [owner],
    );
    expect(await balanceOf(chain, mint, recipient, TOKEN_PROGRAM_ADDRESS)).toBe(4n);
    expect(chain.account(await ata(mint, recipient, TOKEN_PROGRAM_ADDRESS))!.owner).toBe(TOKEN_PROGRAM_ADDRESS);
    expect(await recipientTokenAccount({ ...base, recipient })).toBe(await ata(mint, recipient, TOKEN_PROGRAM_ADDRESS));
  });

  it('send: more than the balance is refused with the token program saying insufficient funds', async () => {
    const chain = new LiteChain();
    const owner = await chain.newFundedWallet();
    const mint = await createToken(chain, owner, 'Gold', 'GLD', 0, 5n);
    const instructions = await buildSendTokensInstructions({
      owner: owner.address,
      source: await ata(mint, owner.address, TOKEN_2022_PROGRAM_ADDRESS),
      mint,
      programId: TOKEN_2022_PROGRAM_ADDRESS,
      decimals: 0,
      recipient: (await generateKeyPairSigner()).address,
      amount: 6n,
    });
    await expect(chain.run(instructions, [owner])).rejects.toThrow(/insufficient funds/i);
  });
});

describe('send with a memo', () => {
  it('lands in an account that requires memos only with the memo right before the transfer', async () => {
    const chain = new LiteChain();
    const owner = await chain.newFundedWallet();
    const holder = await chain.newFundedWallet();
    const mint = await createToken(chain, owner, 'Gold', 'GLD', 0, 50n);
    const plan = {
      owner: owner.address,
      source: await ata(mint, owner.address, TOKEN_2022_PROGRAM_ADDRESS),
      mint,
      programId: TOKEN_2022_PROGRAM_ADDRESS,
      decimals: 0,
      recipient: holder.address,
    };
    await chain.run(await buildSendTokensInstructions({ ...plan, amount: 1n }), [owner]);
    // The holder makes room for the extension in their account, then requires memos.
    const account = await ata(mint, holder.address, TOKEN_2022_PROGRAM_ADDRESS);
    await chain.run(
      buildAccountSettingInstructions({ setting: 'memo', account, owner: holder.address, on: true, grow: true }),
      [holder],
    );
    await expect(chain.run(await buildSendTokensInstructions({ ...plan, amount: 2n }), [owner])).rejects.toThrow(
      /memo/i,
    );
    await chain.run(await buildSendTokensInstructions({ ...plan, amount: 3n, memo: 'Invoice 7 — ünïcode ✓' }), [owner]);
    expect(await balanceOf(chain, mint, holder.address, TOKEN_2022_PROGRAM_ADDRESS)).toBe(4n);
  });

  it('a batch packs as many transfers as 1,232 bytes allow: 9 that create their accounts, 19 into existing ones; the densest runs', async () => {
    const chain = new LiteChain();
    const owner = await chain.newFundedWallet();
    const mint = await createToken(chain, owner, 'Drop', 'DRP', 0, 1_000n);
    const source = await ata(mint, owner.address, TOKEN_2022_PROGRAM_ADDRESS);
    const recipients = await Promise.all(
      Array.from({ length: 20 }, async () => (await generateKeyPairSigner()).address),
    );
    const batch = async (count: number, createAccount: boolean, memo = '') =>
      (
        await Promise.all(
          recipients.slice(0, count).map((recipient) =>
            buildSendTokensInstructions({
              owner: owner.address,
              source,
              mint,
              programId: TOKEN_2022_PROGRAM_ADDRESS,
              decimals: 0,
              recipient,
              amount: U64_MAX,
              createAccount,
              memo,
            }),
          ),
        )
      ).flat();
    const most = async (createAccount: boolean, memo = '') => {
      let count = 1;
      while (
        count < recipients.length &&
        fitsOneTransaction(owner.address, await batch(count + 1, createAccount, memo))
      )
        count += 1;
      return count;
    };
    expect(await most(true)).toBe(9);
    expect(await most(false)).toBe(19);
    // A memo before each transfer takes room: fewer fit, and the longest still leaves room for more than one.
    expect(await most(true, 'Airdrop')).toBe(8);
    expect(await most(false, 'm'.repeat(MEMO_MAX_BYTES))).toBeGreaterThan(1);

    // The densest batches, for real: nine new accounts created and paid in one transaction, then
    // nineteen existing ones paid in one.
    const pay = async (from: number, to: number, createAccount: boolean) => {
      const instructions = (
        await Promise.all(
          recipients.slice(from, to).map((recipient, offset) =>
            buildSendTokensInstructions({
              owner: owner.address,
              source,
              mint,
              programId: TOKEN_2022_PROGRAM_ADDRESS,
              decimals: 0,
              recipient,
              amount: BigInt(from + offset + 1),
              createAccount,
            }),
          ),
        )
      ).flat();
      expect(fitsOneTransaction(owner.address, instructions)).toBe(true);
      await chain.run(instructions, [owner]);
    };
    await pay(0, 9, true);
    await pay(9, 18, true);
    await pay(18, 19, true);
    await pay(0, 19, false);
    for (const [index, recipient] of recipients.slice(0, 19).entries()) {
      expect(await balanceOf(chain, mint, recipient, TOKEN_2022_PROGRAM_ADDRESS)).toBe(BigInt(index + 1) * 2n);
    }
  });
});

describe('associatedAccountSize', () => {
  it('matches the size the associated token program really allocates, under both programs', async () => {
    const chain = new LiteChain();
    const owner = await chain.newFundedWallet();
    const t22 = await createToken(chain, owner, 'Gold', 'GLD', 0, 1n);
    const t22Account = await ata(t22, owner.address, TOKEN_2022_PROGRAM_ADDRESS);
    expect(associatedAccountSize(mintOf(chain, t22), TOKEN_2022_PROGRAM_ADDRESS)).toBe(
      chain.account(t22Account)!.data.length,
    );

    const classic = await createClassicMint(chain, owner, 0);
    await chain.run(
      await buildMintTokensInstructions({
        authority: owner.address,
        mint: classic,
        programId: TOKEN_PROGRAM_ADDRESS,
        decimals: 0,
        destinationOwner: owner.address,
        amount: 1n,
      }),
      [owner],
    );
    const classicAccount = await ata(classic, owner.address, TOKEN_PROGRAM_ADDRESS);
    expect(associatedAccountSize(mintOf(chain, classic), TOKEN_PROGRAM_ADDRESS)).toBe(
      chain.account(classicAccount)!.data.length,
    );
  });
});
