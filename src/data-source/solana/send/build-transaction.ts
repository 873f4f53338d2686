import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageConfig,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  setTransactionMessageLifetimeUsingDurableNonce,
  type Address,
  type Blockhash,
  type Instruction,
  type Nonce,
  type TransactionMessage,
  type V1TransactionConfig,
} from '@solana/kit';
import type { TransactionVersion } from '@/entities/wallet/model';
import { AppError } from '@/shared/lib/app-error';
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { proposalRefusals } from '../../proposal-rules';
import type { SolanaContext } from '../context';
import { MAX_LOADED_ACCOUNTS_DATA_BYTES, priorityLamports, type ComputeBudget } from '../../fee-rules';
import { isComputeBudget, SIMULATION_BUDGET, withComputeBudget } from './compute-budget';
import type { Expiry } from './confirm-signature';
import { decodeNonceAccount } from './nonce-account';

/** The most a transaction may weigh on the wire, signatures included: a packet, or a v1 transaction's 4,096 bytes. */
const MOST_BYTES = { legacy: 1232, 0: 1232, 1: 4096 } as const;
/**
 * Room kept in a v1 transaction for what a wallet adds before signing (its guards): a few instructions and
 * their bytes. A legacy or v0 transaction keeps none: one that fills its packet gets no guard.
 */
const V1_GUARD_INSTRUCTIONS = 4;
const V1_GUARD_BYTES = 512;
/**
 * The runtime runs at most 64 instructions in a transaction, those its programs call included
 * (MAX_INSTRUCTION_TRACE_LENGTH): an associated account's creation calls four (its size, the account's
 * creation, immutable owner, initialization), so a transaction holds at most ten transfers that create one.
 */
const MAX_INSTRUCTION_TRACE = 64;
const ASSOCIATED_ACCOUNT_CREATION_CALLS = 4;

/** The instructions a transaction runs, its programs' calls included, as far as this app's own instructions go. */
function traceLength(instructions: readonly Instruction[]): number {
  return instructions.reduce(
    (sum, instruction) =>
      sum +
      1 +
      (instruction.programAddress === ASSOCIATED_TOKEN_PROGRAM_ADDRESS ? ASSOCIATED_ACCOUNT_CREATION_CALLS : 0),
    0,
  );
}

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

/**
 * What a transaction asks of the runtime besides its instructions: for legacy and v0, the compute-budget
 * instructions set first; for v1 its config (SIMD-0385: an unset limit is zero, the priority fee a total).
 */
export interface Budget extends ComputeBudget {
  /** v1 only: the bytes it may load (its simulation's, with room for a wallet's guards). */
  loadedBytes?: number;
}

/** For a simulation: room for anything the transaction may need (v1 loads up to the most it may). */
export const SIMULATION: Budget = { ...SIMULATION_BUDGET, loadedBytes: MAX_LOADED_ACCOUNTS_DATA_BYTES };

/** The message's instructions and config for this budget, in the version's own way. */
function budgeted(version: TransactionVersion, budget: Budget, instructions: readonly Instruction[]) {
  if (version !== 1) return { instructions: withComputeBudget(budget, instructions), config: null };
  const config: V1TransactionConfig = {
    computeUnitLimit: budget.unitLimit,
    loadedAccountsDataSizeLimit: budget.loadedBytes ?? MAX_LOADED_ACCOUNTS_DATA_BYTES,
    priorityFeeLamports: priorityLamports(budget),
  };
  return { instructions: instructions.filter((instruction) => !isComputeBudget(instruction)), config };
}

/**
 * A message for the wallet, in the version it signs (a legacy-only wallet gets legacy: no lookup table is
 * needed; one that signs v1 gets v1 where the node takes it), with its budget.
 */
export function compile(
  feePayer: Address,
  lifetime: Lifetime,
  instructions: readonly Instruction[],
  version: TransactionVersion = 0,
  budget: Budget = SIMULATION,
) {
  const shaped = budgeted(version, budget, instructions);
  const empty = createTransactionMessage({ version });
  // v1's budget is its config; kit types each version's message apart, which one path cannot name.
  const start = shaped.config
    ? setTransactionMessageConfig(shaped.config, empty as TransactionMessage & { version: 1 })
    : empty;
  const message = setTransactionMessageFeePayer(feePayer, start as typeof empty);
  return compileTransaction(
    'nonce' in lifetime
      ? appendTransactionMessageInstructions(
          shaped.instructions,
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
          (m) => appendTransactionMessageInstructions(shaped.instructions, m),
        ),
  );
}

/** Any blockhash weighs 32 bytes: sizes are measured before one is fetched. */
const SIZING_LIFETIME: BlockhashLifetime = {
  blockhash: '11111111111111111111111111111111' as Blockhash,
  lastValidBlockHeight: 0n,
};

/**
 * Whether these instructions fit one transaction of this version, signatures and the budget included (and
 * the nonce's advance, for a transaction on a durable nonce). Legacy and v0 are measured as v0, which weighs
 * two bytes more than legacy (what fits there fits either); v1 by its own limits, keeping room for a
 * wallet's guards.
 */
export function fitsOneTransaction(
  feePayer: Address,
  instructions: readonly Instruction[],
  nonce?: NonceKey,
  version: TransactionVersion = 0,
): boolean {
  const sizing: Lifetime = nonce ? { nonce: { ...nonce, value: SIZING_LIFETIME.blockhash } } : SIZING_LIFETIME;
  // What the message runs: the instructions, the budget's where the version has them, a nonce's advance.
  const trace = traceLength(budgeted(version, SIMULATION, instructions).instructions) + (nonce ? 1 : 0);
  if (version !== 1) {
    const transaction = compile(feePayer, sizing, instructions, 0);
    return getTransactionEncoder().encode(transaction).length <= MOST_BYTES[0] && trace <= MAX_INSTRUCTION_TRACE;
  }
  let transaction: ReturnType<typeof compile>;
  try {
    // kit refuses a v1 message naming more than 64 accounts: that does not fit either.
    transaction = compile(feePayer, sizing, instructions, 1);
  } catch {
    return false;
  }
  // The trace bounds the instruction count too (each instruction is one of its entries).
  return (
    trace <= MAX_INSTRUCTION_TRACE - V1_GUARD_INSTRUCTIONS &&
    getTransactionEncoder().encode(transaction).length <= MOST_BYTES[1] - V1_GUARD_BYTES
  );
}

/**
 * The transaction the wallet would be asked to sign, with the budget to simulate it under; refused in words
 * when too large for its version.
 */
export async function buildTransaction(
  ctx: SolanaContext,
  feePayer: Address,
  instructions: readonly Instruction[],
  { signal, nonce, version = 0 }: { signal?: AbortSignal; nonce?: NonceKey; version?: TransactionVersion } = {},
) {
  if (!fitsOneTransaction(feePayer, instructions, nonce, version)) {
    throw new AppError(
      'invalid',
      `Too much for one Solana transaction (at most ${MOST_BYTES[version].toLocaleString('en-US')} bytes): fewer fields or changes at once will fit.`,
    );
  }
  const { context, value: lifetime } = nonce
    ? await readNonceLifetime(ctx, nonce, signal)
    : await ctx.rpc.getLatestBlockhash({ commitment: 'confirmed' }).send({ abortSignal: signal });
  const transaction = compile(feePayer, lifetime, instructions, version, SIMULATION);
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
