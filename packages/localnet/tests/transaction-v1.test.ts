// Transaction format v1 (SIMD-0385), as mainnet has served it since epoch 1035 (2026-09-15) and Agave 4.2
// answers it. References: SIMD-0385 (solana-improvement-documents proposals/0385-transaction-v1.md); Agave
// v4.2 transaction-status/src/lib.rs (`validate_version`, `impl Encodable for v1::Message`: top-level stack
// height 1, `transactionConfig`), transaction-status-client-types/src/lib.rs (`UiTransactionConfig`),
// rpc-client-api/src/custom_error.rs (-32015's text) and rpc/src/rpc.rs (`decode_and_deserialize`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  lamports,
  pipe,
  setTransactionMessageConfig,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Blockhash,
  type Instruction,
  type KeyPairSigner,
  type V1TransactionConfig,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { getSetComputeUnitLimitInstruction } from '@solana-program/compute-budget';
import { rpc, startTestChain, type TestChain } from './support';

let chain: TestChain;
let payer: KeyPairSigner;

async function v1Wire(instructions: Instruction[], config: V1TransactionConfig | null, signer = payer) {
  const { result } = await rpc(chain.rpcUrl, 'getLatestBlockhash', [{ commitment: 'processed' }]);
  const message = pipe(
    createTransactionMessage({ version: 1 }),
    (m) => setTransactionMessageFeePayerSigner(signer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: result.value.blockhash as Blockhash,
          lastValidBlockHeight: BigInt(result.value.lastValidBlockHeight),
        },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const signed = await signTransactionMessageWithSigners(
    config ? setTransactionMessageConfig(config, message) : message,
  );
  return { wire: getBase64EncodedWireTransaction(signed), signature: getSignatureFromTransaction(signed) };
}

const transfer = async (amount: bigint) =>
  getTransferSolInstruction({
    source: payer,
    destination: (await generateKeyPairSigner()).address,
    amount: lamports(amount),
  });

const send = (wire: string, config: Record<string, unknown> = {}) =>
  rpc(chain.rpcUrl, 'sendTransaction', [wire, { encoding: 'base64', ...config }]);

const AT = { commitment: 'confirmed', maxSupportedTransactionVersion: 1 };

async function landed(signature: string) {
  for (let i = 0; i < 100; i++) {
    const { result } = await rpc(chain.rpcUrl, 'getSignatureStatuses', [[signature]]);
    if (result.value[0]?.confirmationStatus === 'confirmed' || result.value[0]?.confirmationStatus === 'finalized')
      return result.value[0];
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${signature} did not land`);
}

const LIMITS: V1TransactionConfig = { computeUnitLimit: 10_000, loadedAccountsDataSizeLimit: 100_000 };

beforeAll(async () => {
  chain = await startTestChain();
  payer = await generateKeyPairSigner();
  await rpc(chain.rpcUrl, 'requestAirdrop', [payer.address, 100_000_000_000]);
  await new Promise((r) => setTimeout(r, 120));
});

afterAll(() => chain.dispose());

describe('transaction v1 on the local chain', () => {
  let signature: string;

  it('lands a v1 transfer and charges 5,000 a signature plus the priority fee as a total', async () => {
    const before = (await rpc(chain.rpcUrl, 'getBalance', [payer.address, { commitment: 'processed' }])).result.value;
    const tx = await v1Wire([await transfer(1_000_000n)], { ...LIMITS, priorityFeeLamports: 12_345n });
    const res = await send(tx.wire);
    expect(res.error).toBeUndefined();
    signature = tx.signature;
    expect((await landed(signature)).err).toBeNull();
    const after = (await rpc(chain.rpcUrl, 'getBalance', [payer.address, { commitment: 'processed' }])).result.value;
    expect(before - after).toBe(1_000_000 + 5_000 + 12_345);
  });

  it('serves it back in every encoding with version 1 and its transactionConfig', async () => {
    const json = await rpc(chain.rpcUrl, 'getTransaction', [signature, AT]);
    expect(json.result.version).toBe(1);
    expect(json.result.meta.fee).toBe(17_345);
    expect(json.result.transaction.message.transactionConfig).toEqual({
      priorityFee: 12_345,
      computeUnitLimit: 10_000,
      loadedAccountsDataSizeLimit: 100_000,
      heapSize: null,
    });
    expect(json.result.transaction.message.addressTableLookups).toBeUndefined();
    expect(json.result.transaction.message.instructions[0].stackHeight).toBe(1);
    expect(json.result.meta.loadedAddresses).toEqual({ writable: [], readonly: [] });
    expect(typeof json.result.meta.costUnits).toBe('number');

    const parsed = await rpc(chain.rpcUrl, 'getTransaction', [signature, { ...AT, encoding: 'jsonParsed' }]);
    expect(parsed.result.version).toBe(1);
    expect(parsed.result.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: { type: 'transfer', info: { lamports: 1_000_000 } },
      stackHeight: 1,
    });
    expect(parsed.result.transaction.message.accountKeys[0]).toEqual({
      pubkey: payer.address,
      signer: true,
      source: 'transaction',
      writable: true,
    });
    expect(parsed.result.transaction.message.transactionConfig.priorityFee).toBe(12_345);

    for (const encoding of ['base64', 'base58'] as const) {
      const binary = await rpc(chain.rpcUrl, 'getTransaction', [signature, { ...AT, encoding }]);
      expect(binary.result.version).toBe(1);
      const bytes =
        encoding === 'base64'
          ? Buffer.from(binary.result.transaction[0], 'base64')
          : Buffer.from((await import('bs58')).default.decode(binary.result.transaction[0]));
      expect(bytes[0]).toBe(0x81); // message first: the version byte
    }
  });

  it('refuses a reader that takes only older versions with -32015, naming the version', async () => {
    const message =
      'Transaction version (1) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 1';
    for (const config of [
      { commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
      { commitment: 'confirmed' },
    ]) {
      const res = await rpc(chain.rpcUrl, 'getTransaction', [signature, config]);
      expect(res.error).toEqual({ code: -32015, message });
    }
    // A signature list carries no transaction, so every version is listed.
    const listed = await rpc(chain.rpcUrl, 'getSignaturesForAddress', [payer.address, { commitment: 'confirmed' }]);
    expect(listed.result.map((entry: { signature: string }) => entry.signature)).toContain(signature);
  });

  it('budgets zero units and zero loaded bytes where a v1 message sets no limit, as the runtime does', async () => {
    const noConfig = await v1Wire([await transfer(1_000n)], null);
    const refused = await send(noConfig.wire);
    expect(refused.error?.code).toBe(-32002);
    expect(refused.error?.data.err).toBe('MaxLoadedAccountsDataSizeExceeded');
    const tooFewUnits = await v1Wire([await transfer(1_000n)], {
      computeUnitLimit: 10,
      loadedAccountsDataSizeLimit: 100_000,
    });
    const failed = await send(tooFewUnits.wire);
    expect(failed.error?.data.err).toEqual({ InstructionError: [0, 'ComputationalBudgetExceeded'] });
  });

  it('runs a ComputeBudget instruction inside v1 as a no-op: the config is the budget', async () => {
    const tx = await v1Wire([getSetComputeUnitLimitInstruction({ units: 1_400_000 }), await transfer(2_000_000n)], {
      computeUnitLimit: 400,
      loadedAccountsDataSizeLimit: 100_000,
    });
    const res = await send(tx.wire);
    // 400 units cover the transfer and the no-op only if the instruction set nothing.
    expect(res.error?.data?.err ?? null).toBeNull();
    await landed(tx.signature);
    expect((await rpc(chain.rpcUrl, 'getTransaction', [tx.signature, AT])).result.meta.fee).toBe(5_000);
  });

  it('takes a v1 transaction larger than a packet, up to 4,096 bytes, and refuses one over', async () => {
    // 40 transfers to 40 new wallets: 41 addresses, about 2 KB, in one transaction.
    const transfers = await Promise.all(Array.from({ length: 40 }, () => transfer(1_000_000n)));
    const big = await v1Wire(transfers, { computeUnitLimit: 200_000, loadedAccountsDataSizeLimit: 200_000 });
    expect(Buffer.from(big.wire, 'base64').length).toBeGreaterThan(1232);
    const res = await send(big.wire);
    expect(res.error, JSON.stringify(res.error)).toBeUndefined();
    await landed(big.signature);

    const over = await send(Buffer.alloc(4097, 0x81).toString('base64'));
    expect(over.error).toEqual({
      code: -32602,
      message: 'decoded solana_transaction::versioned::VersionedTransaction too large: 4097 bytes (max: 4096 bytes)',
    });
    const huge = Buffer.alloc(4200, 0x81).toString('base64');
    expect((await send(huge)).error).toEqual({
      code: -32602,
      message: `base64 encoded solana_transaction::versioned::VersionedTransaction too large: ${huge.length} bytes (max: encoded/raw 5464/4096)`,
    });
    // Legacy and v0 stay within a packet.
    const legacy = Buffer.alloc(1300, 1).toString('base64');
    expect((await send(legacy)).error?.message).toBe(
      `base64 encoded solana_transaction::versioned::VersionedTransaction too large: ${legacy.length} bytes (max: encoded/raw 1644/1232)`,
    );
  });

  it('reads base64 strictly, as the base64 crate a validator uses', async () => {
    const tx = await v1Wire([await transfer(3_000_000n)], LIMITS);
    const cases: [string, string][] = [
      [`${tx.wire.slice(0, 8)}*${tx.wire.slice(9)}`, 'InvalidByte(8, 42)'],
      [`${tx.wire.slice(0, 8)}-${tx.wire.slice(9)}`, 'InvalidByte(8, 45)'], // the URL-safe alphabet is another
      ['gQABA', 'InvalidLength(5)'], // one symbol in the last quad
      ['gQABAA', 'InvalidPadding'], // two, without the padding the standard engine requires
      ['gQABAA=', 'InvalidPadding'],
      ['gQ=B', 'InvalidByte(2, 61)'],
    ];
    for (const [text, fault] of cases) {
      const res = await send(text);
      expect(res.error?.code, text).toBe(-32602);
      expect(res.error?.message, text).toMatch(/^invalid base64 encoding: |^failed to deserialize/);
      if (res.error?.message.startsWith('invalid')) expect(res.error.message).toBe(`invalid base64 encoding: ${fault}`);
    }
  });

  // The case @solana/kit's own rpc-api tests hold a validator to (getFeeForMessage-test.ts).
  it('refuses a message that is no base64 in the base64 crate’s words', async () => {
    const res = await rpc(chain.rpcUrl, 'getFeeForMessage', ['someInvalidMessage']);
    expect(res.error).toEqual({ code: -32602, message: 'invalid base64 encoding: InvalidPadding' });
  });

  it('answers getFeeForMessage for a v1 message with its stated priority fee', async () => {
    const tx = await v1Wire([await transfer(4_000n)], { ...LIMITS, priorityFeeLamports: 777n });
    const bytes = Buffer.from(tx.wire, 'base64');
    const message = bytes.subarray(0, bytes.length - 64).toString('base64');
    const res = await rpc(chain.rpcUrl, 'getFeeForMessage', [message, { commitment: 'processed' }]);
    expect(res.result.value).toBe(5_777);
  });
});
