import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageConfig,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransaction,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';

/** What a v1 transaction of another tool sets: room for a few transfers, a total priority fee. */
export const V1_CONFIG = {
  computeUnitLimit: 50_000,
  loadedAccountsDataSizeLimit: 2_000_000,
  priorityFeeLamports: 7_000n,
};

/**
 * Signs and sends a transaction the way another tool would, then waits by polling (no WebSocket needed).
 * The first signer pays the fee. Resolves with the signature and the chain's error (null when it succeeded).
 * `version: 1` sends a v1 transaction (SIMD-0385) with V1_CONFIG (or `config`) as its budget, as bots and routers do.
 */
export async function sendAndPoll(
  rpcUrl: string,
  instructions: readonly Instruction[],
  signers: readonly KeyPairSigner[],
  options: { skipPreflight?: boolean; version?: 'legacy' | 1; config?: typeof V1_CONFIG } = {},
): Promise<{ signature: string; err: unknown }> {
  const rpc = createSolanaRpc(rpcUrl);
  const [payer] = signers;
  if (!payer) throw new Error('a transaction needs a fee payer');
  const { value: lifetime } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  const start =
    options.version === 1
      ? setTransactionMessageConfig(options.config ?? V1_CONFIG, createTransactionMessage({ version: 1 }))
      : createTransactionMessage({ version: 'legacy' });
  const message = pipe(
    start,
    (m) => setTransactionMessageFeePayer(payer.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const transaction = await signTransaction(
    signers.map((signer) => signer.keyPair),
    compileTransaction(message as Parameters<typeof compileTransaction>[0]),
  );
  const signature = getSignatureFromTransaction(transaction);
  await rpc
    .sendTransaction(getBase64EncodedWireTransaction(transaction), {
      encoding: 'base64',
      skipPreflight: options.skipPreflight ?? false,
      preflightCommitment: 'confirmed',
    })
    .send();
  while ((await rpc.getBlockHeight({ commitment: 'confirmed' }).send()) <= lifetime.lastValidBlockHeight) {
    const { value } = await rpc.getSignatureStatuses([signature]).send();
    const status = value[0];
    // Failed or not, wait for 'confirmed': that is the commitment the data source reads history at.
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') {
      return { signature, err: status.err ?? null };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`transaction ${signature} expired`);
}
