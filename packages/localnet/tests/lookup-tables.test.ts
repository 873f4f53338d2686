// Version 0 transactions that load accounts from an address lookup table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddressLookupTableProgram,
  Connection,
  Keypair,
  sendAndConfirmTransaction,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { startTestChain, type TestChain } from './support';

let chain: TestChain;
let conn: Connection;
const payer = Keypair.generate();

beforeAll(async () => {
  chain = await startTestChain();
  conn = new Connection(chain.rpcUrl, 'confirmed');
  await conn.confirmTransaction({
    signature: await conn.requestAirdrop(payer.publicKey, 5e9),
    ...(await conn.getLatestBlockhash()),
  });
});
afterAll(async () => chain.dispose());

describe('address lookup tables', () => {
  it('executes a v0 transfer to table addresses and reports them as loaded', async () => {
    const targets = [Keypair.generate().publicKey, Keypair.generate().publicKey];
    const [create, table] = AddressLookupTableProgram.createLookupTable({
      authority: payer.publicKey,
      payer: payer.publicKey,
      recentSlot: await conn.getSlot('finalized'),
    });
    const extend = AddressLookupTableProgram.extendLookupTable({
      payer: payer.publicKey,
      authority: payer.publicKey,
      lookupTable: table,
      addresses: targets,
    });
    await sendAndConfirmTransaction(conn, new Transaction().add(create, extend), [payer]);
    const lookup = (await conn.getAddressLookupTable(table)).value!;
    expect(lookup.state.addresses.map((a) => a.toBase58())).toEqual(targets.map((t) => t.toBase58()));

    const { blockhash, lastValidBlockHeight } = await conn.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: targets.map((t, i) =>
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: t, lamports: 1_000_000 * (i + 1) }),
      ),
    }).compileToV0Message([lookup]);
    const tx = new VersionedTransaction(message);
    tx.sign([payer]);
    const signature = await conn.sendTransaction(tx);
    await conn.confirmTransaction({ signature, blockhash, lastValidBlockHeight });

    expect(await conn.getBalance(targets[1]!)).toBe(2_000_000);
    const json = await conn.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(json?.version).toBe(0);
    expect(json?.meta?.loadedAddresses?.writable.map((k) => k.toBase58())).toEqual(targets.map((t) => t.toBase58()));
    expect(json?.meta?.postBalances.slice(-2)).toEqual([1_000_000, 2_000_000]);
    const parsed = await conn.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 });
    const keys = parsed!.transaction.message.accountKeys;
    expect(keys.slice(-2).map((k) => [k.pubkey.toBase58(), k.source, k.writable])).toEqual(
      targets.map((t) => [t.toBase58(), 'lookupTable', true]),
    );
    expect((await conn.getSignaturesForAddress(targets[0]!)).map((s) => s.signature)).toEqual([signature]);
  });
});
