import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  setTransactionMessageLifetimeUsingDurableNonce,
  type Address,
  type Blockhash,
  type Instruction,
  type KeyPairSigner,
  type Nonce,
  type Transaction,
} from '@solana/kit';
import type { WalletSigner } from '@/entities/wallet/model';
import { AppError, isAppError } from '@/shared/lib/app-error';
import type { ActionOptions, NetworkFee, OnStage } from '../../contract';
import { bytesToBase58 } from '../kit-base58';
import type { SolanaContext } from '../context';
import type { KitRpc } from '../rpc/kit-rpc';
import { budgetFor, networkFee } from '../../fee-rules';
import {
  isComputeBudget,
  recentPrices,
  SIMULATION_BUDGET,
  withComputeBudget,
  writableAddresses,
} from './compute-budget';
import { checkWalletChanges } from './wallet-changes';
import { confirmSignature, type Expiry } from './confirm-signature';
import type { PendingRecord } from './pending-store';
import { explainFailure, type ActionKind } from './explain-failure';
import { isWalletRejection } from './wallet-rejection';
import { decodeNonceAccount } from './nonce-account';
import { proposalRefusals } from '../../proposal-rules';

export interface SendRequest {
  signer: WalletSigner;
  instructions: readonly Instruction[];
  /** Keys that sign before the wallet does, e.g. the key pair of a mint being created. */
  coSigners?: readonly KeyPairSigner[];
  action: ActionKind;
  onStage?: OnStage;
  /** Stops waiting (unmount, cluster switch); a transaction already sent may still land. */
  signal?: AbortSignal;
  /** What a send moves, kept with the pending transaction (to name it, and to spot a duplicate). */
  transfer?: PendingRecord['transfer'];
  /** Told the signature and its expiry once signed, before the bytes go out. */
  onSigned?: ActionOptions['onSigned'];
}

/** The most a transaction may weigh on the wire, signatures included. */
const PACKET_BYTES = 1232;

type BlockhashLifetime = Parameters<typeof setTransactionMessageLifetimeUsingBlockhash>[0];
/** A durable nonce account and its authority: a transaction built on it lives until the nonce advances. */
export interface NonceKey {
  account: Address;
  authority: Address;
}
/** The nonce's value stands for the blockhash; the transaction advances it first. */
export type Lifetime = BlockhashLifetime | { nonce: NonceKey & { value: string } };

export const expiryOf = (lifetime: Lifetime): Expiry =>
  'nonce' in lifetime
    ? { nonce: { account: lifetime.nonce.account, value: lifetime.nonce.value } }
    : { lastValidBlockHeight: lifetime.lastValidBlockHeight };

function compile(feePayer: Address, lifetime: Lifetime, instructions: readonly Instruction[]) {
  const message = setTransactionMessageFeePayer(feePayer, createTransactionMessage({ version: 0 }));
  return compileTransaction(
    'nonce' in lifetime
      ? appendTransactionMessageInstructions(
          instructions,
          setTransactionMessageLifetimeUsingDurableNonce(
            {
              nonce: lifetime.nonce.value as Nonce,
              nonceAccountAddress: lifetime.nonce.account,
              nonceAuthorityAddress: lifetime.nonce.authority,
            },
            message,
          ),
        )
      : pipe(
          message,
          (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
          (m) => appendTransactionMessageInstructions(instructions, m),
        ),
  );
}

/** Any blockhash weighs 32 bytes: sizes are measured before one is fetched. */
const SIZING_LIFETIME: BlockhashLifetime = {
  blockhash: '11111111111111111111111111111111' as Blockhash,
  lastValidBlockHeight: 0n,
};

/**
 * Whether these instructions fit one transaction, signatures and the two compute-budget instructions
 * included (and the nonce's advance, for a transaction on a durable nonce).
 */
export function fitsOneTransaction(feePayer: Address, instructions: readonly Instruction[], nonce?: NonceKey): boolean {
  const sizing: Lifetime = nonce ? { nonce: { ...nonce, value: SIZING_LIFETIME.blockhash } } : SIZING_LIFETIME;
  const transaction = compile(feePayer, sizing, withComputeBudget(SIMULATION_BUDGET, instructions));
  return getTransactionEncoder().encode(transaction).length <= PACKET_BYTES;
}

/**
 * The transaction the wallet would be asked to sign, with the compute budget to simulate it under;
 * refused in words when too large.
 */
export async function buildTransaction(
  ctx: SolanaContext,
  feePayer: Address,
  instructions: readonly Instruction[],
  signal?: AbortSignal,
  nonce?: NonceKey,
) {
  if (!fitsOneTransaction(feePayer, instructions, nonce)) {
    throw new AppError(
      'invalid',
      'Too much for one Solana transaction (at most 1,232 bytes): fewer fields or changes at once will fit.',
    );
  }
  const { context, value: lifetime } = nonce
    ? await readNonceLifetime(ctx, nonce, signal)
    : await ctx.rpc.getLatestBlockhash({ commitment: 'confirmed' }).send({ abortSignal: signal });
  const transaction = compile(feePayer, lifetime, withComputeBudget(SIMULATION_BUDGET, instructions));
  return { transaction, lifetime, minContextSlot: context.slot };
}

/** The nonce's value as the chain holds it now: the lifetime of a transaction built on it. */
async function readNonceLifetime(ctx: SolanaContext, nonce: NonceKey, signal?: AbortSignal) {
  const { context, value } = await ctx.rpc
    .getAccountInfo(nonce.account, { encoding: 'base64', commitment: 'confirmed' })
    .send({ abortSignal: signal });
  const held = decodeNonceAccount(value);
  if (!held) throw new AppError('invalid', `${nonce.account} is not a nonce account.`);
  if (held.authority !== nonce.authority) throw proposalRefusals.foreignNonce(nonce.account);
  return { context, value: { nonce: { ...nonce, value: held.nonce } } satisfies Lifetime };
}

type Simulation = Awaited<ReturnType<ReturnType<KitRpc['simulateTransaction']>['send']>>;

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
  { signal, accounts, nonce }: { signal?: AbortSignal; accounts?: readonly Address[]; nonce?: NonceKey } = {},
): Promise<PricedTransaction> {
  const plain = instructions.filter((instruction) => !isComputeBudget(instruction));
  const setting = ctx.priority();
  const [built, prices] = await Promise.all([
    buildTransaction(ctx, feePayer, plain, signal, nonce),
    recentPrices(ctx, writableAddresses(feePayer, plain), signal),
  ]);
  const simulation = await ctx.rpc
    .simulateTransaction(getBase64EncodedWireTransaction(built.transaction), {
      encoding: 'base64',
      sigVerify: false,
      commitment: 'confirmed',
      minContextSlot: built.minContextSlot,
      ...(accounts ? { accounts: { addresses: [...accounts], encoding: 'base64' as const } } : {}),
    })
    .send({ abortSignal: signal });
  const budget = budgetFor(simulation.value.unitsConsumed ?? 0n, prices ?? [], setting);
  const transaction = compile(feePayer, built.lifetime, withComputeBudget(budget, plain));
  return {
    transaction,
    lifetime: built.lifetime,
    minContextSlot: built.minContextSlot,
    simulation,
    fee: { ...networkFee(Object.keys(transaction.signatures).length, budget, setting), marketUnknown: prices === null },
  };
}

/**
 * The one path every action takes: simulate and price -> the wallet signs -> extra signers sign ->
 * send -> confirm. The wallet is asked only after a successful simulation, and signs first, so it may
 * still set its own compute budget; what it returns is checked before anything is sent. The signed bytes
 * are sent as they are: this function never signs twice, so one click can never move tokens twice.
 */
export async function signAndSend(ctx: SolanaContext, request: SendRequest): Promise<string> {
  const { onStage, signer, action, signal } = request;
  const feePayer = signer.address as Address;
  onStage?.('simulating');
  const priced = await priceTransaction(ctx, feePayer, request.instructions, { signal });
  const { lifetime, minContextSlot } = priced;
  if (priced.simulation.value.err) throw simulationFailure(priced.simulation, action);
  const coSigners = (request.coSigners ?? []).map((coSigner) => coSigner.keyPair);

  onStage?.('signing');
  if (!signer.signTransaction) {
    if (!signer.signAndSendTransaction) throw new AppError('wallet', 'This wallet cannot sign transactions.');
    // The wallet sends it itself, so every other signature must be on it first; we cannot re-broadcast
    // its bytes, but we still confirm before saying anything.
    const withCoSigners = coSigners.length
      ? await partiallySignTransaction(coSigners, priced.transaction)
      : priced.transaction;
    const wire = new Uint8Array(getTransactionEncoder().encode(withCoSigners));
    const signatureBytes = await askWallet(() => signer.signAndSendTransaction!(wire, { minContextSlot }));
    const lastValidBlockHeight = 'nonce' in lifetime ? 0n : lifetime.lastValidBlockHeight;
    request.onSigned?.({
      signature: bytesToBase58(signatureBytes),
      lastValidBlockHeight: lastValidBlockHeight.toString(),
    });
    onStage?.('confirming');
    return confirmed(ctx, action, bytesToBase58(signatureBytes), undefined, expiryOf(lifetime), signal);
  }
  let signed = await signWithWallet(ctx, priced, signer, action, signal);
  if (coSigners.length) signed = await partiallySignTransaction(coSigners, signed);
  return sendSigned(ctx, { ...request, owner: signer.address, signed, lifetime, minContextSlot });
}

/**
 * The wallet signs the priced transaction; what it returns is held to what was simulated and shown (a
 * compute budget of its own is allowed within the fee shown, then simulated again).
 */
export async function signWithWallet(
  ctx: SolanaContext,
  priced: PricedTransaction,
  signer: WalletSigner,
  action: ActionKind,
  signal?: AbortSignal,
): Promise<Transaction> {
  const feePayer = signer.address as Address;
  if (!signer.signTransaction) {
    throw new AppError(
      'wallet',
      'This wallet can only sign and send at once: it cannot sign a transaction to send later.',
    );
  }
  const signedWire = await askWallet(() => signer.signTransaction!(wireOf(priced)));
  return heldToPriced(ctx, priced, signedWire, feePayer, action, signal);
}

const wireOf = (priced: PricedTransaction) => new Uint8Array(getTransactionEncoder().encode(priced.transaction));

/**
 * Several priced transactions signed in ONE wallet approval (`signTransactions`), each then held to what
 * was simulated and shown, on its own: one the wallet changed beyond that is refused, not the others.
 */
export async function signAllWithWallet(
  ctx: SolanaContext,
  priced: readonly PricedTransaction[],
  signer: WalletSigner,
  actions: readonly ActionKind[],
  signal?: AbortSignal,
): Promise<PromiseSettledResult<Transaction>[]> {
  if (!signer.signTransactions) throw new AppError('wallet', 'This wallet signs one transaction at a time.');
  const signedWires = await askWallet(() => signer.signTransactions!(priced.map(wireOf)));
  if (signedWires.length !== priced.length) {
    throw new AppError('wallet', `The wallet returned ${signedWires.length} of ${priced.length} signed transactions.`);
  }
  const feePayer = signer.address as Address;
  return Promise.allSettled(
    signedWires.map((wire, index) => heldToPriced(ctx, priced[index]!, wire, feePayer, actions[index]!, signal)),
  );
}

/** What the wallet returned, held to what was simulated and shown (its own compute budget simulated again). */
async function heldToPriced(
  ctx: SolanaContext,
  priced: PricedTransaction,
  signedWire: Uint8Array,
  feePayer: Address,
  action: ActionKind,
  signal?: AbortSignal,
): Promise<Transaction> {
  const signed: Transaction = getTransactionDecoder().decode(signedWire);
  if (!signed.signatures[feePayer])
    throw new AppError('wallet', 'The wallet returned the transaction without its signature.');
  if (!sameBytes(signed.messageBytes, priced.transaction.messageBytes)) {
    // The wallet set its own compute budget (or worse): held to what was simulated and shown.
    checkWalletChanges(priced.transaction, priced.fee, signed, feePayer);
    const again = await ctx.rpc
      .simulateTransaction(getBase64EncodedWireTransaction(signed), {
        encoding: 'base64',
        sigVerify: false,
        commitment: 'confirmed',
        minContextSlot: priced.minContextSlot,
      })
      .send({ abortSignal: signal });
    if (again.value.err) throw simulationFailure(again, action);
  }
  return signed;
}

export interface SignedSend {
  /** Every signature on it. */
  signed: Transaction;
  lifetime: Lifetime;
  minContextSlot: bigint;
  /** Whose pending transaction it is (the fee payer). */
  owner: string;
  action: ActionKind;
  transfer?: PendingRecord['transfer'];
  onStage?: OnStage;
  onSigned?: ActionOptions['onSigned'];
  signal?: AbortSignal;
}

/**
 * A fully signed transaction kept, sent and confirmed: the second half of the one send path, also how
 * a co-signed proposal goes out. The bytes are kept before they are sent, so a reload resumes them.
 */
export async function sendSigned(ctx: SolanaContext, request: SignedSend): Promise<string> {
  const { signed, lifetime, minContextSlot, action, signal, onStage } = request;
  const signature = bytesToBase58(Object.values(signed.signatures)[0]!);
  const wireBase64 = getBase64EncodedWireTransaction(signed);
  const expiry = expiryOf(lifetime);
  const lastValidBlockHeight = 'nonce' in lifetime ? '0' : lifetime.lastValidBlockHeight.toString();
  // Kept before it is sent: whatever happens next (a reload, a crash), the app can resume confirming it.
  ctx.pending.add({
    signature,
    wireBase64,
    lastValidBlockHeight,
    ...('nonce' in expiry && { nonce: expiry.nonce }),
    endpoint: ctx.endpoint,
    owner: request.owner,
    action,
    transfer: request.transfer,
    createdAt: Date.now(),
  });
  try {
    request.onSigned?.({ signature, lastValidBlockHeight });
  } catch (error) {
    // The caller could not keep the signature: these bytes are never sent, so nothing is left to resume.
    ctx.pending.remove(signature);
    throw error;
  }

  onStage?.('sending');
  try {
    // skipPreflight: we simulated a moment ago; minContextSlot keeps a lagging node from rejecting our blockhash.
    await ctx.rpc
      .sendTransaction(wireBase64, { encoding: 'base64', skipPreflight: true, minContextSlot })
      .send({ abortSignal: signal });
  } catch (error) {
    const refusal = definiteRefusal(error);
    if (refusal) {
      // The node proved these bytes can never land: nothing to re-broadcast, and a retry is safe.
      ctx.pending.remove(signature);
      throw new AppError('simulation-failed', explainFailure(refusal.err, refusal.logs, action), {
        signature,
        logs: refusal.logs,
        cause: error,
      });
    }
    // Anything else (a lagging node's "blockhash not found", a 403, a 5xx, no answer) says nothing about
    // the transaction: another node may have it. It is confirmed like any later send, never reported failed
    // while its kept bytes may still land; asking the user to retry now could pay twice.
  }
  onStage?.('confirming');
  return confirmed(ctx, action, signature, wireBase64, expiry, signal);
}

const SEND_TX_PREFLIGHT_FAILURE = -32002;
const TX_SIGNATURE_VERIFICATION_FAILURE = -32003;

/**
 * A send the node refused for a reason no other node could see differently: a preflight that ran the
 * program and got its error, or signatures that do not verify. Null for every other answer.
 */
export function definiteRefusal(error: unknown): { err: unknown; logs: string[] } | null {
  const rpc = isAppError(error, 'rpc') ? error.details.rpc : undefined;
  if (rpc?.method !== 'sendTransaction') return null;
  if (rpc.code === TX_SIGNATURE_VERIFICATION_FAILURE) return { err: 'SignatureFailure', logs: [] };
  if (rpc.code !== SEND_TX_PREFLIGHT_FAILURE) return null;
  const data = (rpc.data ?? {}) as { err?: unknown; logs?: string[] | null };
  const programError = typeof data.err === 'object' && data.err !== null && 'InstructionError' in data.err;
  return programError ? { err: data.err, logs: [...(data.logs ?? [])] } : null;
}

export function simulationFailure(simulation: Simulation, action: ActionKind): AppError {
  const logs = [...(simulation.value.logs ?? [])];
  return new AppError('simulation-failed', explainFailure(simulation.value.err, logs, action), { logs });
}

const sameBytes = (a: ArrayLike<number>, b: ArrayLike<number>) =>
  a.length === b.length && Array.prototype.every.call(a, (byte: number, i: number) => byte === b[i]);

export async function askWallet<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (isWalletRejection(error)) throw new AppError('cancelled', 'Cancelled in the wallet', { cause: error });
    const reason = error instanceof Error && error.message ? error.message : String(error);
    throw new AppError('wallet', `The wallet could not sign: ${reason}`, { cause: error });
  }
}

/**
 * Waits for the outcome; once it is final (landed, failed on chain, expired) the pending record is
 * dropped. Stopped by the signal, the record stays: it may still land, and the next visit resumes it.
 */
async function confirmed(
  ctx: SolanaContext,
  action: ActionKind,
  signature: string,
  wireBase64: string | undefined,
  expiry: Expiry,
  signal: AbortSignal | undefined,
): Promise<string> {
  let outcome: { err: unknown };
  try {
    outcome = await confirmSignature(ctx, { signature, wireBase64, expiry, signal });
  } catch (error) {
    if (isAppError(error, 'expired')) ctx.pending.remove(signature);
    throw error;
  }
  ctx.pending.remove(signature);
  if (outcome.err !== null) {
    const logs = await failedLogs(ctx, signature);
    throw new AppError('failed-on-chain', explainFailure(outcome.err, logs, action), { signature, logs });
  }
  return signature;
}

async function failedLogs(ctx: SolanaContext, signature: string): Promise<string[]> {
  try {
    const [tx] = (await ctx.batch([
      {
        method: 'getTransaction',
        params: [signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0, encoding: 'json' }],
      },
    ])) as [{ meta?: { logMessages?: string[] | null } } | null];
    return tx?.meta?.logMessages ?? [];
  } catch {
    return [];
  }
}
