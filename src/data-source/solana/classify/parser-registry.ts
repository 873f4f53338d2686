import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../read/token-programs';
import { parseAssociatedTokenInstruction } from './associated-token-parser';
import type { InstructionEvent, InstructionParser } from './instruction-events';
import { isSigner, type ParsedTransactionJson } from './parsed-transaction';
import { parseSystemInstruction } from './system-parser';
import { parseTokenInstruction } from './token-parser';

/** One parser per program id; a program missing here simply contributes nothing to the label. */
export const INSTRUCTION_PARSERS: ReadonlyMap<string, InstructionParser> = new Map([
  [TOKEN_PROGRAM, parseTokenInstruction],
  [TOKEN_2022_PROGRAM, parseTokenInstruction],
  [SYSTEM_PROGRAM_ADDRESS, parseSystemInstruction],
  [ASSOCIATED_TOKEN_PROGRAM_ADDRESS, parseAssociatedTokenInstruction],
]);

/**
 * Events of every instruction, top-level and inner (CPI), in execution order: an inner transfer done by
 * another program (a swap, a vault) counts the same as a direct one.
 */
export function instructionEvents(tx: ParsedTransactionJson): InstructionEvent[] {
  const inner = new Map((tx.meta?.innerInstructions ?? []).map((group) => [group.index, group.instructions]));
  const events: InstructionEvent[] = [];
  tx.transaction.message.instructions.forEach((instruction, index) => {
    for (const each of [instruction, ...(inner.get(index) ?? [])]) {
      const parser = INSTRUCTION_PARSERS.get(each.programId);
      let event: InstructionEvent | null = null;
      try {
        event = parser ? parser(each) : null;
      } catch {
        // Undecodable data from an unexpected node answer: the instruction just adds no label.
      }
      if (event) events.push(signedOnly(event, tx));
    }
  });
  return events;
}

/**
 * A multisig's signers are the accounts after its authority that signed the transaction: a parser names
 * every account there (a raw instruction, or a node's `signers`, can hold a transfer hook's accounts or a
 * fee withdrawal's sources too). With none left, the authority was no multisig.
 */
function signedOnly(event: InstructionEvent, tx: ParsedTransactionJson): InstructionEvent {
  if (event.kind === 'initialize-multisig' || !('signers' in event) || !event.signers) return event;
  const { signers, ...rest } = event;
  const signed = signers.filter((signer) => isSigner(tx, signer));
  return signed.length > 0 ? { ...rest, signers: signed } : rest;
}
