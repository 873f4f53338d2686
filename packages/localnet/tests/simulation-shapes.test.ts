// simulateTransaction and preflight as Agave 4.2 answers them when a transaction fails before it runs
// (rpc-client-types/src/response.rs `RpcSimulateTransactionResult`, runtime/src/bank.rs
// `simulate_transaction_unchecked`): a check or load failure (no fee payer, an expired blockhash) reports no
// fee, no logs and nothing loaded, yet its balance collector's arrays; a signature failure reports null
// balances. What @solana/kit's own rpc-api tests hold a validator to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Blockhash,
  type KeyPairSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { rpc, startTestChain, type TestChain } from './support';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(() => chain.dispose());

async function transferFrom(payer: KeyPairSigner, blockhash?: string) {
  const latest = (await rpc(chain.rpcUrl, 'getLatestBlockhash', [{ commitment: 'processed' }])).result.value;
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: (blockhash ?? latest.blockhash) as Blockhash, lastValidBlockHeight: 0n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstructions(
        [getTransferSolInstruction({ source: payer, destination: payer.address, amount: lamports(1n) })],
        m,
      ),
  );
  return getBase64EncodedWireTransaction(await signTransactionMessageWithSigners(message));
}

describe('a transaction that fails before it runs', () => {
  it('a fee payer that does not exist: no fee, no logs, nothing loaded, the balances it has (none)', async () => {
    const stranger = await generateKeyPairSigner();
    const wire = await transferFrom(stranger);
    const { result } = await rpc(chain.rpcUrl, 'simulateTransaction', [wire, { encoding: 'base64' }]);
    expect(result.value).toMatchObject({
      err: 'AccountNotFound',
      fee: null,
      logs: [],
      unitsConsumed: 0,
      loadedAccountsDataSize: 0,
      preBalances: [0, 1],
      postBalances: [0, 1],
      preTokenBalances: [],
    });
    const sent = await rpc(chain.rpcUrl, 'sendTransaction', [wire, { encoding: 'base64' }]);
    expect(sent.error?.code).toBe(-32002);
    expect(sent.error?.data).toMatchObject({ err: 'AccountNotFound', fee: null, loadedAccountsDataSize: 0, logs: [] });
  });

  it('an expired blockhash: not run, reported with the balance collector’s arrays', async () => {
    const payer = await generateKeyPairSigner();
    await rpc(chain.rpcUrl, 'requestAirdrop', [payer.address, 1_000_000_000]);
    const wire = await transferFrom(payer, '11111111111111111111111111111111');
    const { result } = await rpc(chain.rpcUrl, 'simulateTransaction', [wire, { encoding: 'base64' }]);
    expect(result.value).toMatchObject({ err: 'BlockhashNotFound', fee: null, logs: [], loadedAccountsDataSize: 0 });
    expect(result.value.preBalances).toEqual([1_000_000_000, 1]);
    expect(result.value.postBalances).toEqual([1_000_000_000, 1]);
  });
});
