import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  setTransactionMessageLifetimeUsingDurableNonce,
  type Address,
  type Blockhash,
  type Instruction,
  type Nonce,
} from '@solana/kit';
import type { TransactionVersion } from '@/entities/wallet/model';
import { AppError } from '@/shared/lib/app-error';
import { proposalRefusals } from '../../proposal-rules';
import type { SolanaContext } from '../context';
import { SIMULATION_BUDGET, withComputeBudget } from './compute-budget';
import type { Expiry } from './confirm-signature';
import { decodeNonceAccount } from './nonce-account';

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

/** The block height after which a transaction can no longer land, as text; "0" on a durable nonce. */
export const lastValidOf = (lifetime: Lifetime) =>
  'nonce' in lifetime ? '0' : lifetime.lastValidBlockHeight.toString();

/** A message for the wallet, in the version it signs (a legacy-only wallet gets legacy: no lookup table is needed). */
export function compile(
  feePayer: Address,
  lifetime: Lifetime,
  instructions: readonly Instruction[],
  version: TransactionVersion = 0,
) {
  const message = setTransactionMessageFeePayer(feePayer, createTransactionMessage({ version }));
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
 * included (and the nonce's advance, for a transaction on a durable nonce). Measured as version 0, which
 * weighs two bytes more than legacy: what fits here fits either.
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
  { signal, nonce, version }: { signal?: AbortSignal; nonce?: NonceKey; version?: TransactionVersion } = {},
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
  const transaction = compile(feePayer, lifetime, withComputeBudget(SIMULATION_BUDGET, instructions), version);
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
