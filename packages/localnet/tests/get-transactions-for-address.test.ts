// getTransactionsForAddress in the opt-in profile (`indexedHistory`): the provider's parameters and paging,
// a wallet's token accounts included on request, and "Method not found" where the profile is off.
import { createTransferCheckedInstruction } from '@solana/spl-token';
import { Connection, Keypair, LAMPORTS_PER_SOL, sendAndConfirmTransaction, Transaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTokenInstructions,
  DECIMALS,
  rpc,
  startTestChain,
  TOKEN_2022_PROGRAM_ID,
  transferInstructions,
  type TestChain,
} from './support';

let chain: TestChain;
let conn: Connection;
const owner = Keypair.generate();
const mint = Keypair.generate();
const friend = Keypair.generate();
/** Signatures in the order they landed. */
const landed: string[] = [];

beforeAll(async () => {
  chain = await startTestChain({ indexedHistory: true });
  conn = new Connection(chain.rpcUrl, { commitment: 'confirmed' });
  const airdrop = await conn.requestAirdrop(owner.publicKey, 5 * LAMPORTS_PER_SOL);
  await conn.confirmTransaction({ signature: airdrop, ...(await conn.getLatestBlockhash()) }, 'confirmed');
  const { build } = createTokenInstructions({
    payer: owner.publicKey,
    mint: mint.publicKey,
    rentLamports: (space) => conn.getMinimumBalanceForRentExemption(space),
    amount: 1_000_000n,
  });
  const send = (transaction: Transaction, signers: Keypair[]) =>
    sendAndConfirmTransaction(conn, transaction, signers, { commitment: 'confirmed' });
  landed.push(await send(new Transaction().add(...(await build())), [owner, mint]));
  // The first transfer creates the friend's account and names the friend; the next two name only the account.
  const first = transferInstructions({
    owner: owner.publicKey,
    mint: mint.publicKey,
    to: friend.publicKey,
    amount: 1n,
  });
  landed.push(await send(new Transaction().add(...first.instructions), [owner]));
  for (const amount of [2n, 3n]) {
    const transfer = createTransferCheckedInstruction(
      first.source,
      mint.publicKey,
      first.destination,
      owner.publicKey,
      amount,
      DECIMALS,
      [],
      TOKEN_2022_PROGRAM_ID,
    );
    landed.push(await send(new Transaction().add(transfer), [owner]));
  }
}, 60_000);

afterAll(async () => {
  await chain.dispose();
});

const list = async (address: string, options: Record<string, unknown>) => {
  const answer = await rpc(chain.rpcUrl, 'getTransactionsForAddress', [
    address,
    { commitment: 'confirmed', ...options },
  ]);
  if (answer.error) throw new Error(`${answer.error.code} ${answer.error.message}`);
  return answer.result as {
    data: { signature?: string; transaction?: { signatures: string[] } }[];
    paginationToken: string | null;
  };
};
const signaturesOf = (page: Awaited<ReturnType<typeof list>>) =>
  page.data.map((item) => item.signature ?? item.transaction!.signatures[0]);

describe('getTransactionsForAddress (indexed history profile)', () => {
  it("lists the wallet's own transactions, newest first; its token accounts' too on request", async () => {
    const friendKey = friend.publicKey.toBase58();
    expect(signaturesOf(await list(friendKey, {}))).toEqual([landed[1]]);
    const all = [landed[3], landed[2], landed[1]];
    expect(signaturesOf(await list(friendKey, { filters: { tokenAccounts: 'balanceChanged' } }))).toEqual(all);
    expect(signaturesOf(await list(friendKey, { filters: { tokenAccounts: 'all' } }))).toEqual(all);
    expect(signaturesOf(await list(friendKey, { filters: { tokenAccounts: 'all' }, sortOrder: 'asc' }))).toEqual(
      [...all].reverse(),
    );
  });

  it('pages along its token to the end, each transaction once, and says the end with null', async () => {
    const ownerKey = owner.publicKey.toBase58();
    const seen: string[] = [];
    let paginationToken: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const page = await list(ownerKey, {
        limit: 2,
        filters: { tokenAccounts: 'balanceChanged' },
        ...(paginationToken && { paginationToken }),
      });
      seen.push(...(signaturesOf(page) as string[]));
      paginationToken = page.paginationToken;
      if (!paginationToken) break;
    }
    // The airdrop, the token's creation and the three transfers.
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(seen.slice(0, 4)).toEqual([...landed].reverse());
  });

  it('gives whole transactions, jsonParsed, with their meta', async () => {
    const page = await list(friend.publicKey.toBase58(), {
      transactionDetails: 'full',
      encoding: 'jsonParsed',
      maxSupportedTransactionVersion: 0,
      filters: { tokenAccounts: 'balanceChanged' },
    });
    const [newest] = page.data as {
      slot: number;
      blockTime: number;
      meta: { postTokenBalances: unknown[] };
      transaction: { signatures: string[]; message: { instructions: { parsed?: { type: string } }[] } };
    }[];
    expect(newest?.transaction.signatures[0]).toBe(landed[3]);
    expect(newest?.transaction.message.instructions[0]?.parsed?.type).toBe('transferChecked');
    expect(newest?.meta.postTokenBalances.length).toBeGreaterThan(0);
    expect(typeof newest?.slot).toBe('number');
  });

  it('refuses what a provider refuses, in words', async () => {
    const key = owner.publicKey.toBase58();
    await expect(list(key, { transactionDetails: 'full', limit: 101 })).rejects.toThrow('-32602');
    await expect(list(key, { limit: 1001 })).rejects.toThrow('-32602');
    await expect(list(key, { paginationToken: 'not-a-token' })).rejects.toThrow('-32602');
    await expect(list(key, { filters: { tokenAccounts: 'some' } })).rejects.toThrow('-32602');
    await expect(list(key, { filters: { blockTime: { gte: 1 } } })).rejects.toThrow('-32602');
  });

  it('is "Method not found" on a chain started without the profile, as on a validator', async () => {
    const plain = await startTestChain();
    try {
      const answer = await rpc(plain.rpcUrl, 'getTransactionsForAddress', [owner.publicKey.toBase58(), {}]);
      expect(answer.error).toEqual({ code: -32601, message: 'Method not found' });
    } finally {
      await plain.dispose();
    }
  });
});
