// Shared by the local chain's tests: a chain per test file in a temp dir, and the token flow's
// instructions (built with the SPL libraries, as the app does).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMetadataPointerInstruction,
  createInitializeMintInstruction,
  createMintToCheckedInstruction,
  createTransferCheckedInstruction,
  ExtensionType,
  getAssociatedTokenAddressSync,
  getMintLen,
  LENGTH_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TYPE_SIZE,
} from '@solana/spl-token';
import { createInitializeInstruction, pack, type TokenMetadata } from '@solana/spl-token-metadata';
import { PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { startLocalnet, type Localnet, type LocalnetOptions } from '../index';

export interface TestChain extends Localnet {
  ledgerDir: string;
  /** Stops the chain and removes its ledger. */
  dispose(): Promise<void>;
}

export async function startTestChain(options: Partial<LocalnetOptions> = {}): Promise<TestChain> {
  const ledgerDir = options.ledgerDir ?? mkdtempSync(join(tmpdir(), 'localnet-test-'));
  const chain = await startLocalnet({ port: 0, quiet: true, slotMs: 50, finalityDepth: 8, ...options, ledgerDir });
  return {
    ...chain,
    ledgerDir,
    dispose: async () => {
      await chain.close();
      rmSync(ledgerDir, { recursive: true, force: true });
    },
  };
}

/** JSON as it came off the wire; the tests assert its shape. */
export type Wire = ReturnType<typeof JSON.parse>;

export async function rpc(url: string, method: string, params: unknown[] = []) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await res.json()) as { result?: Wire; error?: { code: number; message: string; data?: Wire } };
}

export const DECIMALS = 6;
export const NAME = 'Local Test Coin';
export const SYMBOL = 'LTC';

/** Instructions creating a Token-2022 mint with metadata pointer + metadata, its owner's ATA, and a first mint. */
export function createTokenInstructions(args: {
  payer: PublicKey;
  mint: PublicKey;
  rentLamports: (space: number) => Promise<number>;
  amount: bigint;
}) {
  const metadata: TokenMetadata = {
    mint: args.mint,
    name: NAME,
    symbol: SYMBOL,
    uri: 'https://example.invalid/ltc.json',
    additionalMetadata: [],
    updateAuthority: args.payer,
  };
  const mintLen = getMintLen([ExtensionType.MetadataPointer]);
  const fullLen = mintLen + TYPE_SIZE + LENGTH_SIZE + pack(metadata).length;
  const ata = getAssociatedTokenAddressSync(args.mint, args.payer, false, TOKEN_2022_PROGRAM_ID);
  return {
    ata,
    build: async (): Promise<TransactionInstruction[]> => [
      // Space for the base mint only; the metadata initialize reallocates, paid by the rent up front.
      SystemProgram.createAccount({
        fromPubkey: args.payer,
        newAccountPubkey: args.mint,
        space: mintLen,
        lamports: await args.rentLamports(fullLen),
        programId: TOKEN_2022_PROGRAM_ID,
      }),
      createInitializeMetadataPointerInstruction(args.mint, args.payer, args.mint, TOKEN_2022_PROGRAM_ID),
      createInitializeMintInstruction(args.mint, DECIMALS, args.payer, null, TOKEN_2022_PROGRAM_ID),
      createInitializeInstruction({
        programId: TOKEN_2022_PROGRAM_ID,
        metadata: args.mint,
        updateAuthority: args.payer,
        mint: args.mint,
        mintAuthority: args.payer,
        name: NAME,
        symbol: SYMBOL,
        uri: metadata.uri,
      }),
      createAssociatedTokenAccountIdempotentInstruction(args.payer, ata, args.payer, args.mint, TOKEN_2022_PROGRAM_ID),
      createMintToCheckedInstruction(args.mint, ata, args.payer, args.amount, DECIMALS, [], TOKEN_2022_PROGRAM_ID),
    ],
  };
}

/** Instructions sending tokens to a fresh wallet, creating its ATA. */
export function transferInstructions(args: { owner: PublicKey; mint: PublicKey; to: PublicKey; amount: bigint }) {
  const source = getAssociatedTokenAddressSync(args.mint, args.owner, false, TOKEN_2022_PROGRAM_ID);
  const destination = getAssociatedTokenAddressSync(args.mint, args.to, false, TOKEN_2022_PROGRAM_ID);
  return {
    source,
    destination,
    instructions: [
      createAssociatedTokenAccountIdempotentInstruction(
        args.owner,
        destination,
        args.to,
        args.mint,
        TOKEN_2022_PROGRAM_ID,
      ),
      createTransferCheckedInstruction(
        source,
        args.mint,
        destination,
        args.owner,
        args.amount,
        DECIMALS,
        [],
        TOKEN_2022_PROGRAM_ID,
      ),
    ],
  };
}

export { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID };
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
