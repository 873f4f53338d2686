// The app on the mainnet-like local chain (public limits, congestion): how often a send lands within 30 s
// at the Normal setting and with no priority fee at all, and whether any read is refused with a 429.
// Imported by scripts/bench.ts.
import { getTransferSolInstruction } from '@solana-program/system';
import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type KeyPairSigner,
} from '@solana/kit';
import { PUBLIC_LIMITS } from '../src/data-source/solana/rpc/budget';
import {
  chainCall,
  freshAddress,
  fundedWallet,
  keypairSigner,
  startTestChain,
  type TestChain,
} from '@test-support/chain/chain';

const SENDS = 20;
const LANDING_MS = 30_000;

/** A SOL transfer with no compute-budget instruction at all, sent as many wallets still send; its signature. */
async function unpricedTransfer(chain: TestChain, payer: KeyPairSigner, lamports: bigint): Promise<string> {
  const { value } = (await chainCall(chain.rpcUrl, 'getLatestBlockhash', [{ commitment: 'confirmed' }])) as {
    value: { blockhash: string; lastValidBlockHeight: number };
  };
  const signed = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: value.blockhash as never, lastValidBlockHeight: BigInt(value.lastValidBlockHeight) },
          m,
        ),
      (m) =>
        appendTransactionMessageInstructions(
          [getTransferSolInstruction({ source: payer, destination: payer.address, amount: lamports })],
          m,
        ),
    ),
  );
  const wire = getBase64EncodedWireTransaction(signed);
  return (await chainCall(chain.rpcUrl, 'sendTransaction', [
    wire,
    { encoding: 'base64', skipPreflight: true },
  ])) as string;
}

export async function measureMainnetLike(): Promise<Record<string, string>> {
  const chain = await startTestChain({ mainnetLike: true, limits: PUBLIC_LIMITS });
  try {
    const owner = await fundedWallet(chain, 50);
    const signer = keypairSigner(owner);
    const ds = chain.dataSource;
    const { mint } = await ds.run(signer, {
      kind: 'create',
      name: 'Busy',
      symbol: 'BSY',
      decimals: 0,
      initialSupply: 1_000n,
    });

    // The app at its default, Normal: each send waited for up to 30 s.
    const landedMs: number[] = [];
    for (let i = 0; i < SENDS; i += 1) {
      const started = performance.now();
      const landed = await ds
        .run(
          signer,
          { kind: 'send', mint, recipient: await freshAddress(), amount: 1n },
          { signal: AbortSignal.timeout(LANDING_MS) },
        )
        .then(
          () => true,
          () => false,
        );
      if (landed) landedMs.push(performance.now() - started);
    }

    // The same number of transfers with no priority fee, all at once.
    const payer = await fundedWallet(chain, 5);
    const signatures = await Promise.all(
      Array.from({ length: SENDS }, (_, i) => unpricedTransfer(chain, payer, BigInt(i + 1))),
    );
    await new Promise((resolve) => setTimeout(resolve, LANDING_MS));
    const statuses = (await chainCall(chain.rpcUrl, 'getSignatureStatuses', [
      signatures,
      { searchTransactionHistory: true },
    ])) as {
      value: unknown[];
    };
    const unpriced = statuses.value.filter((status) => status !== null);

    const sorted = [...landedMs].sort((a, b) => a - b);
    return {
      'Normal sends landed within 30 s': `${landedMs.length} of ${SENDS} (${Math.round((100 * landedMs.length) / SENDS)}%)`,
      'Normal send -> confirmed (median, max)': sorted.length
        ? `${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(1)} s, ${(sorted.at(-1)! / 1000).toFixed(1)} s`
        : 'none landed',
      'sends with no priority fee landed within 30 s': `${unpriced.length} of ${SENDS}`,
      'HTTP 429 answers to the app': String(chain.requests.statuses.filter((status) => status === 429).length),
      'app requests (calls) in all': String(chain.requests.count),
    };
  } finally {
    await chain.stop();
  }
}
