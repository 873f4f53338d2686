// @vitest-environment node
import {
  ExtensionType,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  createInitializeMint2Instruction,
  getAssociatedTokenAddressSync,
  getExtensionData,
  getMintLen,
  unpackAccount,
  unpackMint,
} from '@solana/spl-token';
import { unpack } from '@solana/spl-token-metadata';
import { Keypair, PublicKey, SystemProgram } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { LiteChain } from '../test-support/litesvm-chain';
import { associatedAccountSize } from './associated-account-size';
import { buildCreateTokenInstructions, createTokenSizes } from './create-token';
import { buildMintTokensInstructions } from './mint-tokens';
import { buildSendTokensInstructions, recipientTokenAccount } from './send-tokens';

const U64_MAX = 2n ** 64n - 1n;

function createToken(chain: LiteChain, owner: Keypair, name: string, symbol: string, decimals: number, supply: bigint) {
  const mint = Keypair.generate();
  const sizes = createTokenSizes({ owner: owner.publicKey, mint: mint.publicKey, name, symbol });
  const instructions = buildCreateTokenInstructions({
    owner: owner.publicKey,
    mint: mint.publicKey,
    name,
    symbol,
    decimals,
    initialSupply: supply,
    mintLamports: chain.rent(sizes.funded),
  });
  chain.run(instructions, [owner, mint]);
  return mint.publicKey;
}

function balanceOf(chain: LiteChain, mint: PublicKey, owner: PublicKey, programId: PublicKey): bigint {
  const address = getAssociatedTokenAddressSync(mint, owner, true, programId);
  return unpackAccount(address, chain.account(address), programId).amount;
}

describe('transaction builders, executed by the real token programs in LiteSVM', () => {
  it('create: one transaction makes a Token-2022 mint with name and symbol on the mint and the initial supply in the wallet', () => {
    const chain = new LiteChain();
    const owner = chain.newFundedWallet();
    const mint = createToken(chain, owner, 'Gold Coin', 'GLD', 6, 1_000_000_000_000n);

    const info = unpackMint(mint, chain.account(mint), TOKEN_2022_PROGRAM_ID);
    expect(info.decimals).toBe(6);
    expect(info.supply).toBe(1_000_000_000_000n);
    expect(info.mintAuthority?.toBase58()).toBe(owner.publicKey.toBase58());
    const metadata = unpack(getExtensionData(ExtensionType.TokenMetadata, info.tlvData)!);
    expect(metadata.name).toBe('Gold Coin');
    expect(metadata.symbol).toBe('GLD');
    expect(metadata.updateAuthority?.toBase58()).toBe(owner.publicKey.toBase58());
    expect(balanceOf(chain, mint, owner.publicKey, TOKEN_2022_PROGRAM_ID)).toBe(1_000_000_000_000n);
  });

  it('create: a supply of u64 max at 9 decimals and a zero-decimal token with a long multibyte name', () => {
    const chain = new LiteChain();
    const owner = chain.newFundedWallet();
    const big = createToken(chain, owner, 'Max', 'MAX', 9, U64_MAX);
    expect(balanceOf(chain, big, owner.publicKey, TOKEN_2022_PROGRAM_ID)).toBe(U64_MAX);
    const whole = createToken(chain, owner, 'Ünïcødé tøken ✓ with 32 chars!!', 'ÜNI✓', 0, 7n);
    const info = unpackMint(whole, chain.account(whole), TOKEN_2022_PROGRAM_ID);
    expect(info.decimals).toBe(0);
    expect(unpack(getExtensionData(ExtensionType.TokenMetadata, info.tlvData)!).name).toBe(
      'Ünïcødé tøken ✓ with 32 chars!!',
    );
  });

  it('mint: to the wallet itself and to another wallet whose account does not exist yet', () => {
    const chain = new LiteChain();
    const owner = chain.newFundedWallet();
    const mint = createToken(chain, owner, 'Gold', 'GLD', 2, 100n);
    const other = Keypair.generate().publicKey;
    const plan = { authority: owner.publicKey, mint, programId: TOKEN_2022_PROGRAM_ID, decimals: 2 };
    chain.run(buildMintTokensInstructions({ ...plan, destinationOwner: owner.publicKey, amount: 50n }), [owner]);
    chain.run(buildMintTokensInstructions({ ...plan, destinationOwner: other, amount: 25n }), [owner]);
    expect(balanceOf(chain, mint, owner.publicKey, TOKEN_2022_PROGRAM_ID)).toBe(150n);
    expect(balanceOf(chain, mint, other, TOKEN_2022_PROGRAM_ID)).toBe(25n);
  });

  it('mint: a wallet that is not the mint authority is refused by the program', () => {
    const chain = new LiteChain();
    const owner = chain.newFundedWallet();
    const stranger = chain.newFundedWallet();
    const mint = createToken(chain, owner, 'Gold', 'GLD', 2, 100n);
    const instructions = buildMintTokensInstructions({
      authority: stranger.publicKey,
      mint,
      programId: TOKEN_2022_PROGRAM_ID,
      decimals: 2,
      destinationOwner: stranger.publicKey,
      amount: 1n,
    });
    expect(() => chain.run(instructions, [stranger])).toThrow(/owner does not match/i);
  });

  it('send: a checked transfer to a fresh wallet and to a program-derived address, creating their accounts', () => {
    const chain = new LiteChain();
    const owner = chain.newFundedWallet();
    const mint = createToken(chain, owner, 'Gold', 'GLD', 3, 10_000n);
    const source = getAssociatedTokenAddressSync(mint, owner.publicKey, false, TOKEN_2022_PROGRAM_ID);
    const fresh = Keypair.generate().publicKey;
    const [pda] = PublicKey.findProgramAddressSync([Buffer.from('vault')], SystemProgram.programId);
    expect(PublicKey.isOnCurve(pda.toBytes())).toBe(false);
    const plan = { owner: owner.publicKey, source, mint, programId: TOKEN_2022_PROGRAM_ID, decimals: 3 };
    chain.run(buildSendTokensInstructions({ ...plan, recipient: fresh, amount: 1_234n }), [owner]);
    chain.run(buildSendTokensInstructions({ ...plan, recipient: pda, amount: 66n }), [owner]);
    // A second send reuses the now-existing account (the create is idempotent).
    chain.run(buildSendTokensInstructions({ ...plan, recipient: fresh, amount: 1n }), [owner]);
    expect(balanceOf(chain, mint, fresh, TOKEN_2022_PROGRAM_ID)).toBe(1_235n);
    expect(balanceOf(chain, mint, pda, TOKEN_2022_PROGRAM_ID)).toBe(66n);
    expect(balanceOf(chain, mint, owner.publicKey, TOKEN_2022_PROGRAM_ID)).toBe(10_000n - 1_301n);
  });

  it('send and mint: a classic SPL Token mint works under its own program', () => {
    const chain = new LiteChain();
    const owner = chain.newFundedWallet();
    const mint = Keypair.generate();
    const space = getMintLen([]);
    chain.run(
      [
        SystemProgram.createAccount({
          fromPubkey: owner.publicKey,
          newAccountPubkey: mint.publicKey,
          space,
          lamports: chain.rent(space),
          programId: TOKEN_PROGRAM_ID,
        }),
        createInitializeMint2Instruction(mint.publicKey, 0, owner.publicKey, null, TOKEN_PROGRAM_ID),
      ],
      [owner, mint],
    );
    const base = { mint: mint.publicKey, programId: TOKEN_PROGRAM_ID, decimals: 0 };
    chain.run(
      buildMintTokensInstructions({
        ...base,
        authority: owner.publicKey,
        destinationOwner: owner.publicKey,
        amount: 10n,
      }),
      [owner],
    );
    const recipient = Keypair.generate().publicKey;
    const source = getAssociatedTokenAddressSync(mint.publicKey, owner.publicKey, false, TOKEN_PROGRAM_ID);
    chain.run(buildSendTokensInstructions({ ...base, owner: owner.publicKey, source, recipient, amount: 4n }), [owner]);
    expect(balanceOf(chain, mint.publicKey, recipient, TOKEN_PROGRAM_ID)).toBe(4n);
    expect(recipientTokenAccount({ ...base, recipient }).toBase58()).toBe(
      getAssociatedTokenAddressSync(mint.publicKey, recipient, true, TOKEN_PROGRAM_ID).toBase58(),
    );
  });

  it('send: more than the balance is refused with the token program saying insufficient funds', () => {
    const chain = new LiteChain();
    const owner = chain.newFundedWallet();
    const mint = createToken(chain, owner, 'Gold', 'GLD', 0, 5n);
    const source = getAssociatedTokenAddressSync(mint, owner.publicKey, false, TOKEN_2022_PROGRAM_ID);
    const instructions = buildSendTokensInstructions({
      owner: owner.publicKey,
      source,
      mint,
      programId: TOKEN_2022_PROGRAM_ID,
      decimals: 0,
      recipient: Keypair.generate().publicKey,
      amount: 6n,
    });
    expect(() => chain.run(instructions, [owner])).toThrow(/insufficient funds/i);
  });
});

describe('associatedAccountSize', () => {
  it('matches the size the associated token program really allocates, under both programs', () => {
    const chain = new LiteChain();
    const owner = chain.newFundedWallet();
    const t22 = createToken(chain, owner, 'Gold', 'GLD', 0, 1n);
    const t22Account = getAssociatedTokenAddressSync(t22, owner.publicKey, false, TOKEN_2022_PROGRAM_ID);
    const mintInfo = unpackMint(t22, chain.account(t22), TOKEN_2022_PROGRAM_ID);
    expect(associatedAccountSize(mintInfo, TOKEN_2022_PROGRAM_ID)).toBe(chain.account(t22Account)!.data.length);

    const classic = Keypair.generate();
    const space = getMintLen([]);
    chain.run(
      [
        SystemProgram.createAccount({
          fromPubkey: owner.publicKey,
          newAccountPubkey: classic.publicKey,
          space,
          lamports: chain.rent(space),
          programId: TOKEN_PROGRAM_ID,
        }),
        createInitializeMint2Instruction(classic.publicKey, 0, owner.publicKey, null, TOKEN_PROGRAM_ID),
        ...buildMintTokensInstructions({
          authority: owner.publicKey,
          mint: classic.publicKey,
          programId: TOKEN_PROGRAM_ID,
          decimals: 0,
          destinationOwner: owner.publicKey,
          amount: 1n,
        }),
      ],
      [owner, classic],
    );
    const classicAccount = getAssociatedTokenAddressSync(classic.publicKey, owner.publicKey, false, TOKEN_PROGRAM_ID);
    const classicMint = unpackMint(classic.publicKey, chain.account(classic.publicKey), TOKEN_PROGRAM_ID);
    expect(associatedAccountSize(classicMint, TOKEN_PROGRAM_ID)).toBe(chain.account(classicAccount)!.data.length);
  });
});
