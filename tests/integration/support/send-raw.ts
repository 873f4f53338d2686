import { Connection, type Signer, type Transaction } from '@solana/web3.js';

/**
 * Signs and sends a transaction the way another tool would, then waits by polling (no WebSocket needed).
 * Resolves with the signature and the chain's error (null when it succeeded).
 */
export async function sendAndPoll(
  rpcUrl: string,
  transaction: Transaction,
  signers: Signer[],
  options: { skipPreflight?: boolean } = {},
): Promise<{ signature: string; err: unknown }> {
  const connection = new Connection(rpcUrl, 'confirmed');
  const [payer] = signers;
  if (!payer) throw new Error('a transaction needs a fee payer');
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  transaction.recentBlockhash = blockhash;
  transaction.feePayer = payer.publicKey;
  transaction.sign(...signers);
  const signature = await connection.sendRawTransaction(transaction.serialize(), {
    skipPreflight: options.skipPreflight ?? false,
  });
  while ((await connection.getBlockHeight()) <= lastValidBlockHeight) {
    const { value } = await connection.getSignatureStatuses([signature]);
    const status = value[0];
    // Failed or not, wait for 'confirmed': that is the commitment the data source reads history at.
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') {
      return { signature, err: status.err ?? null };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`transaction ${signature} expired`);
}
