// @vitest-environment node
import {
  TOKEN_PROGRAM_ID,
  createInitializeMint2Instruction,
  getAssociatedTokenAddressSync,
  getMintLen,
} from '@solana/spl-token';
import { Keypair, SystemProgram, type Connection } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { shortenAddress } from '@/shared/lib/address';
import { buildCreateTokenInstructions, createTokenSizes } from '../builders/create-token';
import { buildMintTokensInstructions } from '../builders/mint-tokens';
import { buildSendTokensInstructions } from '../builders/send-tokens';
import type { SolanaContext } from '../context';
import { LiteChain } from '../test-support/litesvm-chain';
import { getTokens } from './get-tokens';
import { METAPLEX_METADATA_PROGRAM_ID, metaplexMetadataAddress, parseMetaplexMetadata } from './mint-metadata';
import { readTokenAccounts } from './token-accounts';

function contextOver(chain: LiteChain) {
  const calls: string[][] = [];
  const ctx: SolanaContext = {
    cluster: { id: 'localnet', label: 'Localnet', endpoint: 'http://127.0.0.1:1', airdrop: true, burnerWallet: true },
    endpoint: 'http://127.0.0.1:1',
    connection: {} as Connection,
    pollIntervalMs: 1,
    mintLabels: new Map(),
    mintReads: new Set(),
    rpc: (batch) => {
      calls.push(batch.map((call) => call.method));
      return chain.rpc(batch);
    },
    tokenAccountsOf: (owner) => readTokenAccounts(ctx, owner),
  };
  return { ctx, calls };
}

/** A Metaplex metadata account as the Token Metadata program lays it out (NUL-padded strings). */
function metaplexData(mint: Keypair, name: string, symbol: string): Buffer {
  const padded = (text: string, size: number) => {
    const bytes = Buffer.alloc(4 + size);
    bytes.writeUInt32LE(size, 0);
    Buffer.from(text, 'utf8').copy(bytes, 4);
    return bytes;
  };
  return Buffer.concat([
    Buffer.from([4]),
    Buffer.alloc(32),
    mint.publicKey.toBuffer(),
    padded(name, 32),
    padded(symbol, 10),
    padded('', 200),
  ]);
}

function classicMint(chain: LiteChain, owner: Keypair, decimals: number, amount: bigint): Keypair {
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
      createInitializeMint2Instruction(mint.publicKey, decimals, owner.publicKey, null, TOKEN_PROGRAM_ID),
      ...buildMintTokensInstructions({
        authority: owner.publicKey,
        mint: mint.publicKey,
        programId: TOKEN_PROGRAM_ID,
        decimals,
        destinationOwner: owner.publicKey,
        amount,
      }),
    ],
    [owner, mint],
  );
  return mint;
}

describe('getTokens over the real programs’ account data', () => {
  it('lists both programs with exact balances, names from Token-2022 metadata, Metaplex, or the shortened mint', async () => {
    const chain = new LiteChain();
    const owner = chain.newFundedWallet();
    const t22 = Keypair.generate();
    const sizes = createTokenSizes({ owner: owner.publicKey, mint: t22.publicKey, name: 'Gold Coin', symbol: 'GLD' });
    chain.run(
      buildCreateTokenInstructions({
        owner: owner.publicKey,
        mint: t22.publicKey,
        name: 'Gold Coin',
        symbol: 'GLD',
        decimals: 9,
        initialSupply: 2n ** 64n - 1n,
        mintLamports: chain.rent(sizes.funded),
      }),
      [owner, t22],
    );
    const named = classicMint(chain, owner, 6, 123_456_789n);
    chain.setAccount(
      metaplexMetadataAddress(named.publicKey),
      METAPLEX_METADATA_PROGRAM_ID,
      metaplexData(named, 'USD Coin', 'USDC'),
    );
    const bare = classicMint(chain, owner, 0, 5n);
    // A mint whose authority is someone else: listed, not mintable.
    const other = chain.newFundedWallet();
    const foreign = classicMint(chain, other, 2, 10n);
    chain.run(
      buildSendTokensInstructions({
        owner: other.publicKey,
        source: getAssociatedTokenAddressSync(foreign.publicKey, other.publicKey, false, TOKEN_PROGRAM_ID),
        mint: foreign.publicKey,
        programId: TOKEN_PROGRAM_ID,
        decimals: 2,
        recipient: owner.publicKey,
        amount: 3n,
      }),
      [other],
    );

    const { ctx, calls } = contextOver(chain);
    const tokens = await getTokens(ctx, owner.publicKey.toBase58());
    const view = Object.fromEntries(
      tokens.map((t) => [t.mint, [t.name, t.symbol, t.decimals, t.balance, t.program, t.canMint]]),
    );
    expect(view).toEqual({
      [t22.publicKey.toBase58()]: ['Gold Coin', 'GLD', 9, 2n ** 64n - 1n, 'token-2022', true],
      [named.publicKey.toBase58()]: ['USD Coin', 'USDC', 6, 123_456_789n, 'spl-token', true],
      [bare.publicKey.toBase58()]: [
        shortenAddress(bare.publicKey.toBase58()),
        shortenAddress(bare.publicKey.toBase58()),
        0,
        5n,
        'spl-token',
        true,
      ],
      [foreign.publicKey.toBase58()]: [
        shortenAddress(foreign.publicKey.toBase58()),
        shortenAddress(foreign.publicKey.toBase58()),
        2,
        3n,
        'spl-token',
        false,
      ],
    });
    expect(tokens.find((t) => t.mint === foreign.publicKey.toBase58())?.mintAuthority).toBe(other.publicKey.toBase58());
    // Three HTTP requests whatever the number of tokens: accounts (2 calls), mints, Metaplex names.
    expect(calls).toEqual([
      ['getTokenAccountsByOwner', 'getTokenAccountsByOwner'],
      ['getMultipleAccounts'],
      ['getMultipleAccounts'],
    ]);
  });

  it('parses Metaplex names without their padding, and refuses truncated data', () => {
    const mint = Keypair.generate();
    expect(parseMetaplexMetadata(metaplexData(mint, 'Raydium', 'RAY'))).toEqual({ name: 'Raydium', symbol: 'RAY' });
    expect(parseMetaplexMetadata(metaplexData(mint, 'Raydium', 'RAY').subarray(0, 80))).toBeNull();
  });
});
