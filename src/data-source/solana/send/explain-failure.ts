import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../read/token-programs';

import { INSUFFICIENT_SOL } from '../../action-wording';
import { TOKEN_ERROR_SENTENCES } from './token-errors';
import type { ActionKind } from '../../contract';

export type { ActionKind };

const TOKEN_PROGRAMS = new Set([TOKEN_PROGRAM, TOKEN_2022_PROGRAM]);
const SYSTEM_PROGRAM: string = SYSTEM_PROGRAM_ADDRESS;

function ownerMismatch(action: ActionKind): string {
  if (action === 'mint') return 'This wallet is not the mint authority of this token.';
  if (action === 'send' || action === 'send-batch' || action === 'burn')
    return 'This wallet is not the owner of the token account.';
  return 'This wallet does not hold the authority this change needs.';
}

/** The program that failed, read from the logs ("Program X failed: ..."), when there is one. */
function failingProgram(logs: string[]): string | undefined {
  for (let i = logs.length - 1; i >= 0; i -= 1) {
    const match = /^Program (\w+) failed/.exec(logs[i] ?? '');
    if (match) return match[1];
  }
  return undefined;
}

/** Programs the token program calls on its own account: anything else it invokes is the mint's transfer hook. */
const NOT_A_HOOK = new Set([...TOKEN_PROGRAMS, SYSTEM_PROGRAM]);

/**
 * The mint's transfer hook, when it is what failed: a program the token program invoked that then failed
 * (read from the logs' invoke depth), with the reason it logged.
 */
function hookFailure(logs: string[]): { program: string; reason: string } | undefined {
  const stack: string[] = [];
  const hooks = new Set<string>();
  for (const line of logs) {
    const invoked = /^Program (\w+) invoke \[(\d+)\]/.exec(line);
    if (invoked) {
      const [, program, depth] = invoked;
      stack.length = Number(depth) - 1;
      const caller = stack.at(-1);
      if (caller && TOKEN_PROGRAMS.has(caller) && !NOT_A_HOOK.has(program!)) hooks.add(program!);
      stack.push(program!);
      continue;
    }
    const failed = /^Program (\w+) failed: (.*)$/.exec(line);
    if (failed && hooks.has(failed[1]!)) return { program: failed[1]!, reason: failed[2]! };
  }
  return undefined;
}

/**
 * Turns a simulation's error and logs into one sentence a person understands.
 * `err` is the TransactionError JSON a node returns ("InsufficientFundsForFee", {InstructionError: [i, e]}, ...).
 */
export function explainFailure(err: unknown, logs: string[], action: ActionKind): string {
  const text = logs.join('\n').toLowerCase();
  if (err === 'InsufficientFundsForFee' || err === 'AccountNotFound') {
    return 'Insufficient SOL to pay the network fee.';
  }
  if (typeof err === 'object' && err !== null && 'InsufficientFundsForRent' in err) {
    return 'Insufficient SOL to pay the rent for a new account.';
  }
  if (err === 'BlockhashNotFound') return 'The network did not recognise the recent blockhash. Please try again.';
  if (err === 'SignatureFailure')
    return 'The signatures do not match the transaction: it cannot land, and nothing was sent.';
  if (err === 'AlreadyProcessed') return 'This transaction was already processed.';

  const instructionError =
    typeof err === 'object' && err !== null && 'InstructionError' in err
      ? (err as { InstructionError: [number, unknown] }).InstructionError[1]
      : undefined;
  const custom =
    typeof instructionError === 'object' && instructionError !== null && 'Custom' in instructionError
      ? Number((instructionError as { Custom: number }).Custom)
      : undefined;
  const program = failingProgram(logs);
  const hook = hookFailure(logs);
  if (hook) {
    return `This token's transfer hook program ${hook.program} refused the transfer (${hook.reason}): nothing moved.`;
  }

  if (program && TOKEN_PROGRAMS.has(program) && custom !== undefined) {
    if (custom === 4) return ownerMismatch(action);
    const sentence = TOKEN_ERROR_SENTENCES[custom];
    if (sentence) return sentence;
  }
  if (program === SYSTEM_PROGRAM || text.includes('insufficient lamports')) {
    if (custom === 1 || text.includes('insufficient lamports')) {
      return INSUFFICIENT_SOL;
    }
    if (custom === 0) return 'The new account address is already in use. Please try again.';
  }
  if (text.includes('owner does not match')) return ownerMismatch(action);
  if (text.includes('insufficient funds')) return 'Insufficient token balance for this amount.';
  if (instructionError === 'InvalidAccountData' || instructionError === 'IncorrectProgramId') {
    return 'An account in this transaction is not what the token program expects.';
  }
  const detail =
    typeof err === 'string'
      ? err
      : JSON.stringify(err, (_, value) => (typeof value === 'bigint' ? Number(value) : value));
  return `The network rejected the transaction in simulation (${detail}).`;
}
