import { getBase64EncodedWireTransaction, type Address, type Instruction, type Transaction } from '@solana/kit';
import type { TransactionVersion } from '@/entities/wallet/model';
import { AppError } from '@/shared/lib/app-error';
import type { NetworkFee } from '../../contract';
import { budgetFor, loadedLimitFor, networkFee } from '../../fee-rules';
import type { SolanaContext } from '../context';
import type { KitRpc } from '../rpc/kit-rpc';
import { buildTransaction, compile, type Lifetime, type NonceKey } from './build-transaction';
import { isComputeBudget, recentPrices, writableAddresses } from './compute-budget';
import { sendVersion } from './send-version';
import { explainFailure, type ActionKind } from './explain-failure';

export type Simulation = Awaited<ReturnType<ReturnType<KitRpc['simulateTransaction']>['send']>>;

export interface PricedTransaction {
  /** Compiled with its compute budget, not signed yet. */
  transaction: Transaction;
  lifetime: Lifetime;
  minContextSlot: bigint;
  simulation: Simulation;
  fee: NetworkFee;
}

/**
 * Simulates the instructions, then prices them: a compute-unit limit from the units the simulation
 * consumed, and a unit price from what recently landed on the accounts they write, at the user's
 * priority level and within their cap. The simulation's error, if any, is the caller's to judge.
 */
export async function priceTransaction(
  ctx: SolanaContext,
  feePayer: Address,
  instructions: readonly Instruction[],
  {
    signal,
    accounts,
    nonce,
    version,
  }: { signal?: AbortSignal; accounts?: readonly Address[]; nonce?: NonceKey; version?: TransactionVersion } = {},
): Promise<PricedTransaction> {
  const plain = instructions.filter((instruction) => !isComputeBudget(instruction));
  const setting = ctx.priority();
  const sent = await sendVersion(ctx, feePayer, version);
  const [built, prices] = await Promise.all([
    buildTransaction(ctx, feePayer, plain, { signal, nonce, version: sent }),
    recentPrices(ctx, writableAddresses(feePayer, plain), signal),
  ]);
  const simulation = await simulate(ctx, built.transaction, {
    minContextSlot: built.minContextSlot,
    accounts,
    signal,
  });
  const budget = {
    ...budgetFor(simulation.value.unitsConsumed ?? 0n, prices ?? [], setting),
    // A v1 transaction loads only what it budgets: what its simulation loaded, and room for a wallet's guards.
    ...(sent === 1 && { loadedBytes: loadedLimitFor(Number(simulation.value.loadedAccountsDataSize ?? 0)) }),
  };
  const transaction = compile(feePayer, built.lifetime, plain, sent, budget);
  return {
    transaction,
    lifetime: built.lifetime,
    minContextSlot: built.minContextSlot,
    simulation,
    fee: { ...networkFee(Object.keys(transaction.signatures).length, budget, setting), marketUnknown: prices === null },
  };
}

/** A transaction run against the chain as it is now; its signatures are not checked (some may be missing). */
export function simulate(
  ctx: SolanaContext,
  transaction: Transaction,
  {
    minContextSlot,
    accounts,
    signal,
  }: { minContextSlot?: bigint; accounts?: readonly Address[]; signal?: AbortSignal },
) {
  return ctx.rpc
    .simulateTransaction(getBase64EncodedWireTransaction(transaction), {
      encoding: 'base64',
      sigVerify: false,
      commitment: 'confirmed',
      ...(minContextSlot !== undefined && { minContextSlot }),
      ...(accounts ? { accounts: { addresses: [...accounts], encoding: 'base64' as const } } : {}),
    })
    .send({ abortSignal: signal });
}

export function simulationFailure(simulation: Simulation, action: ActionKind): AppError {
  const logs = [...(simulation.value.logs ?? [])];
  return new AppError('simulation-failed', explainFailure(simulation.value.err, logs, action), { logs });
}
