// @vitest-environment node
import {
  generateKeyPairSigner,
  getAddressEncoder,
  getUtf8Encoder,
  type Address,
  type KeyPairSigner,
} from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  getInitializeAccount3Instruction,
  getMintToInstruction,
} from '@solana-program/token-2022';
import { DEFAULT_PRIORITY } from '@/entities/priority/model';
import { describe, expect, it } from 'vitest';
import { shortenAddress } from '@/shared/lib/address';
import { buildCreateTokenInstructions, createTokenSizes } from '../builders/create-token';
import { buildMintTokensInstructions } from '../builders/mint-tokens';
import { buildSendTokensInstructions } from '../builders/send-tokens';
import type { SolanaContext } from '../context';
import { createPendingStore } from '../../pending-store';
import type { KitRpc } from '../rpc/kit-rpc';
import { LiteChain, createClassicMint } from '@test-support/chain/litesvm-chain';
import { getTokens } from './get-tokens';
import { METAPLEX_METADATA_PROGRAM_ID, metaplexMetadataAddress, parseMetaplexMetadata } from './mint-metadata';
import { readTokenAccounts } from './token-accounts';
import { createSignatureCache } from '../history/signature-cache';
import { createTransactionCache } from '../history/transaction-cache';

function contextOver(chain: LiteChain) {
  const calls: string[][] = [];
  const ctx: SolanaContext = {
    cluster: {
      id: 'localnet',
      network: 'localnet',
      label: 'Localnet',
      endpoint: 'http://127.0.0.1:1',
      airdrop: true,
      burnerWallet: true,
    },
    endpoint: 'http://127.0.0.1:1',
    rpc: {} as KitRpc,
    rent: async () => ({ lamportsPerByte: 5_080n, exemptionThreshold: 1 }),
    priority: () => DEFAULT_PRIORITY,
    pollIntervalMs: 1,
    pending: createPendingStore(),
    signatures: createSignatureCache(() => Promise.reject(new Error('no history here'))),
    transactions: createTransactionCache(),
    mintLabels: new Map(),
    mintReads: new Set(),
    single: () => Promise.reject(new Error('not asked in this test')),
    batch: (batch) => {
      calls.push(batch.map((call) => call.method));
      return chain.rpc(batch);
    },
    batchSettled: () => Promise.reject(new Error('not asked in this test')),
    tokenAccountsOf: (owner) => readTokenAccounts(ctx, owner),
  };
  return { ctx, calls };
}

/** A Metaplex metadata account as the Token Metadata program lays it out (NUL-padded strings). */
function metaplexData(mint: Address, name: string, symbol: string): Uint8Array {
  const padded = (text: string, size: number) => {
    const bytes = new Uint8Array(4 + size);
    new DataView(bytes.buffer).setUint32(0, size, true);
    bytes.set(getUtf8Encoder().encode(text), 4);
    return bytes;
  };
  const parts = [
    Uint8Array.of(4),
    new Uint8Array(32),
    new Uint8Array(getAddressEncoder().encode(mint)),
    padded(name, 32),
    padded(symbol, 10),
    padded('', 200),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

async function classicMint(chain: LiteChain, owner: KeyPairSigner, decimals: number, amount: bigint): Promise<Address> {
  const mint = await createClassicMint(chain, owner, decimals);
  await chain.run(
    await buildMintTokensInstructions({
      authority: owner.address,
      mint,
      programId: TOKEN_PROGRAM_ADDRESS,
      decimals,
      destinationOwner: owner.address,
      amount,
    }),
    [owner],
  );
  return mint;
}

describe('getTokens over the real programs’ account data', () => {
  it('lists both programs with exact balances, names from Token-2022 metadata, Metaplex, or the shortened mint', async () => {
    const chain = new LiteChain();
    const owner = await chain.newFundedWallet();
    const t22 = await generateKeyPairSigner();
    const sizes = createTokenSizes({ owner: owner.address, mint: t22.address, name: 'Gold Coin', symbol: 'GLD' });
    await chain.run(
      await buildCreateTokenInstructions({
        owner: owner.address,
        mint: t22,
        name: 'Gold Coin',
        symbol: 'GLD',
        decimals: 9,
        initialSupply: 2n ** 64n - 1n,
        sizes,
        mintLamports: chain.rent(sizes.funded),
      }),
      [owner, t22],
    );
    const named = await classicMint(chain, owner, 6, 123_456_789n);
    chain.setAccount(
      await metaplexMetadataAddress(named),
      METAPLEX_METADATA_PROGRAM_ID,
      metaplexData(named, 'USD Coin', 'USDC'),
    );
    const bare = await classicMint(chain, owner, 0, 5n);
    // A mint whose authority is someone else: listed, not mintable.
    const other = await chain.newFundedWallet();
    const foreign = await classicMint(chain, other, 2, 10n);
    await chain.run(
      await buildSendTokensInstructions({
        owner: other.address,
        source: (
          await findAssociatedTokenPda({ mint: foreign, owner: other.address, tokenProgram: TOKEN_PROGRAM_ADDRESS })
        )[0],
        mint: foreign,
        programId: TOKEN_PROGRAM_ADDRESS,
        decimals: 2,
        recipient: owner.address,
        amount: 3n,
      }),
      [other],
    );

    const { ctx, calls } = contextOver(chain);
    const tokens = await getTokens(ctx, owner.address);
    const view = Object.fromEntries(
      tokens.map((t) => [t.mint, [t.name, t.symbol, t.decimals, t.balance, t.program, t.canMint]]),
    );
    expect(view).toEqual({
      [t22.address]: ['Gold Coin', 'GLD', 9, 2n ** 64n - 1n, 'token-2022', true],
      [named]: ['USD Coin', 'USDC', 6, 123_456_789n, 'spl-token', true],
      [bare]: [shortenAddress(bare), shortenAddress(bare), 0, 5n, 'spl-token', true],
      [foreign]: [shortenAddress(foreign), shortenAddress(foreign), 2, 3n, 'spl-token', false],
    });
    expect(tokens.find((t) => t.mint === foreign)?.mintAuthority).toBe(other.address);
    // Three HTTP requests whatever the number of tokens: accounts (2 calls), mints, Metaplex names.
    expect(calls).toEqual([
      ['getTokenAccountsByOwner', 'getTokenAccountsByOwner'],
      ['getMultipleAccounts'],
      ['getMultipleAccounts'],
    ]);
  });

  it('a mint held in several accounts is listed once: the balance is the account a send spends from, the rest is named', async () => {
    const chain = new LiteChain();
    const owner = await chain.newFundedWallet();
    const mint = await classicMint(chain, owner, 2, 700n);
    // A second, non-associated account of the same mint, holding more than the associated one.
    const extra = await generateKeyPairSigner();
    await chain.run(
      [
        getCreateAccountInstruction({
          payer: owner,
          newAccount: extra,
          space: 165n,
          lamports: chain.rent(165),
          programAddress: TOKEN_PROGRAM_ADDRESS,
        }),
        getInitializeAccount3Instruction(
          { account: extra.address, mint, owner: owner.address },
          { programAddress: TOKEN_PROGRAM_ADDRESS },
        ),
        getMintToInstruction(
          { mint, token: extra.address, mintAuthority: owner, amount: 900n },
          { programAddress: TOKEN_PROGRAM_ADDRESS },
        ),
      ],
      [owner, extra],
    );
    const { ctx } = contextOver(chain);
    const tokens = await getTokens(ctx, owner.address);
    const [associated] = await findAssociatedTokenPda({
      mint,
      owner: owner.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({
      mint,
      balance: 700n,
      tokenAccount: associated,
      otherAccounts: { count: 1, balance: 900n },
    });
  });

  it('parses Metaplex names without their padding, and refuses truncated data', async () => {
    const mint = (await generateKeyPairSigner()).address;
    expect(parseMetaplexMetadata(metaplexData(mint, 'Raydium', 'RAY'))).toEqual({ name: 'Raydium', symbol: 'RAY' });
    expect(parseMetaplexMetadata(metaplexData(mint, 'Raydium', 'RAY').subarray(0, 80))).toBeNull();
  });
});
