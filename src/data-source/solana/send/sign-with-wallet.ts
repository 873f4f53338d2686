import {
  getPublicKeyFromAddress,
  getTransactionEncoder,
  verifySignature,
  type Address,
  type Transaction,
} from '@solana/kit';
import type { WalletSigner } from '@/entities/wallet/model';
import { shortenAddress } from '@/shared/lib/address';
import { AppError, isAppError } from '@/shared/lib/app-error';
import type { PaidFee } from '../../contract';
import type { SolanaContext } from '../context';
import type { Lifetime } from './build-transaction';
import { type ActionKind } from './explain-failure';
import { simulate, simulationFailure, type PricedTransaction, type Simulation } from './price-transaction';
import type { ReadMessage } from './read-message';
import { expiryWords } from '@/entities/cluster/expiry-window';
import { getExpiryWindow } from '../read/expiry-window';
import { ANOTHER_WALLET, checkWalletChanges, readReturned } from './wallet-changes';
import { isLighthouse } from './wallet-guards';
import { isWalletRejection } from './wallet-rejection';

/** A transaction the wallet signed, held to what was shown, with what it costs as signed. */
export interface WalletSigned {
  transaction: Transaction;
  paid: PaidFee;
}

/**
 * Asks the wallet; its refusal is 'cancelled', and any other error says what the wallet said — or, when
 * the wallet no longer shares any account, that it disconnected while it held the request.
 */
export async function askWallet<T>(signer: WalletSigner, ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (isWalletRejection(error)) throw new AppError('cancelled', 'Cancelled in the wallet', { cause: error });
    if (signer.accountNow?.() === null) {
      throw new AppError('wallet', 'The wallet disconnected while the approval was open; nothing was sent.', {
        cause: error,
      });
    }
    const reason = error instanceof Error && error.message ? error.message : String(error);
    throw new AppError('wallet', `The wallet could not sign: ${reason}`, { cause: error });
  }
}

const wireOf = (priced: PricedTransaction) => new Uint8Array(getTransactionEncoder().encode(priced.transaction));

/**
 * The wallet signs the priced transaction; what it returns is held to what was simulated and shown (see
 * heldToPriced). Refused in words, nothing sent, when the blockhash expired while the wallet held it.
 */
export async function signWithWallet(
  ctx: SolanaContext,
  priced: PricedTransaction,
  signer: WalletSigner,
  action: ActionKind,
  signal?: AbortSignal,
): Promise<WalletSigned> {
  if (!signer.signTransaction) {
    throw new AppError(
      'wallet',
      'This wallet can only sign and send at once: it cannot sign a transaction to send later.',
    );
  }
  const signedWire = await askWallet(signer, () => signer.signTransaction!(wireOf(priced)));
  await refuseIfExpired(ctx, [priced], signal);
  return heldToPriced(ctx, priced, signedWire, signer, action, signal);
}

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
): Promise<PromiseSettledResult<WalletSigned>[]> {
  if (!signer.signTransactions) throw new AppError('wallet', 'This wallet signs one transaction at a time.');
  const signedWires = await askWallet(signer, () => signer.signTransactions!(priced.map(wireOf)));
  if (signedWires.length !== priced.length) {
    throw new AppError('wallet', `The wallet returned ${signedWires.length} of ${priced.length} signed transactions.`);
  }
  await refuseIfExpired(ctx, priced, signal);
  return Promise.allSettled(
    signedWires.map((wire, index) => heldToPriced(ctx, priced[index]!, wire, signer, actions[index]!, signal)),
  );
}

/** How a refusal names what the wallet held and what did not happen. */
export interface Held {
  what: string;
  outcome: string;
}
const TRANSACTION: Held = { what: 'the transaction', outcome: 'nothing was sent' };

/**
 * The refusal of what the wallet returned without a true signature of the account asked: it switched
 * accounts or disconnected while it held it, returned no signature, or one that does not verify.
 */
export function notSignedBy(signer: WalletSigner, hasSignature: boolean, { what, outcome }: Held = TRANSACTION) {
  const asked = shortenAddress(signer.address);
  const now = signer.accountNow?.();
  if (now === null) {
    return new AppError(
      'wallet',
      `The wallet disconnected while it held ${what}, and it is not signed by ${asked}; ${outcome}.`,
    );
  }
  if (now && now !== signer.address) {
    return new AppError(
      'wallet',
      `The wallet switched to ${shortenAddress(now)} while the approval was open: ${what} is not signed by ${asked}, the account it was asked for; ${outcome}.`,
    );
  }
  if (!hasSignature) return new AppError('wallet', `The wallet returned ${what} without its signature; ${outcome}.`);
  return new AppError(
    'wallet',
    `The wallet returned a signature that does not verify for ${asked}, the account it was asked to sign with; ${outcome}.`,
    { sameAgain: ANOTHER_WALLET },
  );
}

/**
 * What the wallet returned, held to what was simulated and shown. It must be signed by the account asked,
 * with a signature true to what it signed. A wallet may add Lighthouse guards and set its own compute
 * budget within the user's cap (checkWalletChanges); what it changed is simulated again as it stands, and
 * a guard that fails or units that no longer fit the limit are said in words. Nothing is sent on a refusal.
 */
async function heldToPriced(
  ctx: SolanaContext,
  priced: PricedTransaction,
  signedWire: Uint8Array,
  signer: WalletSigner,
  action: ActionKind,
  signal?: AbortSignal,
): Promise<WalletSigned> {
  const { transaction: signed, message } = readReturned(signedWire);
  const asked = signer.address as Address;
  const signature = signed.signatures[asked];
  const verified =
    !!signature && (await verifySignature(await getPublicKeyFromAddress(asked), signature, signed.messageBytes));
  // Another account's answer is said as such before anything else it changed.
  const switched = !!signer.accountNow && signer.accountNow() !== signer.address;
  if (!verified && switched) throw notSignedBy(signer, !!signature);
  const changed = !sameBytes(signed.messageBytes, priced.transaction.messageBytes);
  const edits = changed
    ? checkWalletChanges(priced.transaction, signed, { capLamports: ctx.priority().capLamports })
    : null;
  if (!verified) throw notSignedBy(signer, !!signature);
  if (changed) {
    const again = await simulate(ctx, signed, { minContextSlot: priced.minContextSlot, signal });
    if (again.value.err) throw walletSimulationFailure(again, message, action);
  }
  return {
    transaction: signed,
    paid: { lamports: edits?.fee.total ?? priced.fee.total, walletGuards: edits?.guards ?? 0 },
  };
}

const sameBytes = (a: ArrayLike<number>, b: ArrayLike<number>) =>
  a.length === b.length && Array.prototype.every.call(a, (byte: number, i: number) => byte === b[i]);

/** The instruction a simulation's error names, as `{ InstructionError: [index, error] }`. */
function failedInstruction(err: unknown): { index: number; error: unknown } | null {
  if (typeof err !== 'object' || err === null || !('InstructionError' in err)) return null;
  const [index, error] = (err as { InstructionError: [number, unknown] }).InstructionError;
  return { index: Number(index), error };
}

/** The last thing the failing program logged, for the sentence. */
const lastLog = (logs: readonly string[]) =>
  [...logs]
    .reverse()
    .find((line) => line.startsWith('Program log: '))
    ?.slice('Program log: '.length);

/**
 * A simulation of the wallet's bytes that failed: its safety check, when that is what failed; the limit,
 * when the guards no longer fit it; else the reason the app words for any failure.
 */
function walletSimulationFailure(simulation: Simulation, message: ReadMessage, action: ActionKind): AppError {
  const logs = [...(simulation.value.logs ?? [])];
  const failed = failedInstruction(simulation.value.err);
  const outOfUnits =
    failed?.error === 'ComputationalBudgetExceeded' || logs.some((line) => /exceeded CUs meter/i.test(line));
  if (outOfUnits) {
    return new AppError(
      'wallet',
      `The wallet's safety checks need more compute units than the transaction allows (${message.unitLimit.toLocaleString('en-US')}); nothing was sent.`,
      { logs, sameAgain: ANOTHER_WALLET },
    );
  }
  const instruction = failed ? message.instructions[failed.index] : undefined;
  if (instruction && isLighthouse(instruction)) {
    const detail = lastLog(logs) ?? JSON.stringify(failed!.error);
    return new AppError(
      'wallet',
      `The wallet's safety check failed: ${detail}. Something it checks changed since it looked; nothing was sent.`,
      { logs },
    );
  }
  return simulationFailure(simulation, action);
}

/**
 * Refused when the wallet answered after a blockhash expired (a hardware wallet, an approval left open):
 * those bytes can never land, so nothing is sent, nothing is kept, no fee is paid. A node that does not
 * answer the question leaves it to the confirmation, which never calls a send that may land failed.
 */
async function refuseIfExpired(ctx: SolanaContext, priced: readonly PricedTransaction[], signal?: AbortSignal) {
  const blockhashes = new Map<string, bigint>();
  for (const { lifetime, minContextSlot } of priced) {
    if (!('nonce' in lifetime)) blockhashes.set(lifetime.blockhash, minContextSlot);
  }
  const answers = await Promise.all(
    [...blockhashes].map(async ([blockhash, minContextSlot]) => {
      try {
        const { value } = await ctx.rpc
          .isBlockhashValid(blockhash as Extract<Lifetime, { blockhash: unknown }>['blockhash'], {
            commitment: 'processed',
            minContextSlot,
          })
          .send({ abortSignal: signal });
        return value;
      } catch (error) {
        if (isAppError(error, 'aborted') || signal?.aborted) throw error;
        return true;
      }
    }),
  );
  if (answers.includes(false)) {
    // How long an approval has here, as the cluster's own figures say it (slots got shorter in 2026).
    const window = await getExpiryWindow(ctx).catch(() => null);
    const lives = window
      ? `a transaction lives ${expiryWords(window)}`
      : 'a transaction lives only as many blocks as its blockhash allows';
    throw new AppError(
      'expired',
      `The wallet answered after the transaction’s blockhash had expired (${lives}), so it was not sent and no fee was paid.`,
      { askAgain: true },
    );
  }
}
