import bs58 from 'bs58';
import {
  PublicKey,
  SendTransactionError,
  Transaction,
  VersionedTransaction,
  type Signer,
  type TransactionInstruction,
} from '@solana/web3.js';
import { ActionCancelledError, SimulationFailedError } from '../../errors';
import type { OnStage, WalletSigner } from '../../model';
import { TransactionFailedError } from '../action-errors';
import type { SolanaContext } from '../context';
import { confirmSignature } from './confirm-signature';
import { explainFailure, type ActionKind } from './explain-failure';
import { isWalletRejection } from './wallet-rejection';

export interface SendRequest {
  signer: WalletSigner;
  instructions: TransactionInstruction[];
  /** Keys that sign before the wallet does, e.g. the keypair of a mint being created. */
  coSigners?: Signer[];
  action: ActionKind;
  onStage?: OnStage;
}

/**
 * The one path every action takes: blockhash -> simulate -> wallet signs -> send -> confirm.
 * The wallet is asked only after a successful simulation, and the signed bytes are sent as they are:
 * this function never signs twice, so one click can never move tokens twice.
 */
export async function signAndSend(ctx: SolanaContext, request: SendRequest): Promise<string> {
  const { connection } = ctx;
  const { onStage, signer, action } = request;
  const {
    context: { slot: minContextSlot },
    value: { blockhash, lastValidBlockHeight },
  } = await connection.getLatestBlockhashAndContext('confirmed');

  const transaction = new Transaction({ feePayer: new PublicKey(signer.address), blockhash, lastValidBlockHeight });
  transaction.add(...request.instructions);
  if (request.coSigners?.length) transaction.partialSign(...request.coSigners);

  onStage?.('simulating');
  const simulation = await connection.simulateTransaction(new VersionedTransaction(transaction.compileMessage()), {
    sigVerify: false,
    commitment: 'confirmed',
    minContextSlot,
  });
  if (simulation.value.err) {
    const logs = simulation.value.logs ?? [];
    throw new SimulationFailedError(explainFailure(simulation.value.err, logs, action), logs);
  }

  onStage?.('signing');
  let signed: Transaction;
  try {
    signed = await signer.signTransaction(transaction);
  } catch (error) {
    if (isWalletRejection(error)) throw new ActionCancelledError();
    throw error;
  }
  const raw = signed.serialize();
  const firstSignature = signed.signature;
  if (!firstSignature) throw new Error('The wallet returned the transaction without its signature.');
  const signature = bs58.encode(firstSignature);

  onStage?.('sending');
  // skipPreflight: we simulated a moment ago; minContextSlot keeps a lagging node from rejecting our blockhash.
  try {
    await connection.sendRawTransaction(raw, { skipPreflight: true, minContextSlot });
  } catch (error) {
    // The node answered "no": the transaction was not accepted and cannot land.
    if (error instanceof SendTransactionError) throw error;
    // A lost answer (HTTP 5xx, network) says nothing about the transaction: it may have arrived.
    // Waiting and re-broadcasting the same bytes is safe; asking the user to retry could pay twice.
  }

  onStage?.('confirming');
  const outcome = await confirmSignature(ctx, { signature, raw, lastValidBlockHeight });
  if (outcome.err !== null) {
    const logs = await failedLogs(ctx, signature);
    throw new TransactionFailedError(explainFailure(outcome.err, logs, action), signature);
  }
  return signature;
}

async function failedLogs(ctx: SolanaContext, signature: string): Promise<string[]> {
  try {
    const tx = await ctx.connection.getTransaction(signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    return tx?.meta?.logMessages ?? [];
  } catch {
    return [];
  }
}
