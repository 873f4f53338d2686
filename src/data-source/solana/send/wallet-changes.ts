import { COMPUTE_BUDGET_PROGRAM_ADDRESS } from '@solana-program/compute-budget';
import { getCompiledTransactionMessageDecoder, type Address, type Transaction } from '@solana/kit';
import { exactSol } from '@/shared/lib/amount';
import { AppError } from '@/shared/lib/app-error';
import type { NetworkFee } from '../../contract';
import { LAMPORTS_PER_SIGNATURE, MAX_COMPUTE_UNIT_LIMIT, priorityLamports } from '../../fee-rules';

// The runtime's rule when a transaction sets no limit.
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000;

const refused = (what: string) =>
  new AppError('wallet', `The wallet changed ${what} before signing; nothing was sent.`);

/** Whether the message's static account at an index is writable, from its header (signers first). */
export function writableAt(
  header: { numSignerAccounts: number; numReadonlySignerAccounts: number; numReadonlyNonSignerAccounts: number },
  staticCount: number,
) {
  const signers = header.numSignerAccounts;
  return (index: number) =>
    index < signers
      ? index < signers - header.numReadonlySignerAccounts
      : index < staticCount - header.numReadonlyNonSignerAccounts;
}

export interface ReadMessage {
  feePayer: Address | undefined;
  lifetime: string;
  /** Each instruction but the compute-budget ones: program, accounts with their roles, data. */
  instructions: string[];
  signatures: number;
  unitLimit: number;
  unitPrice: bigint;
}

export function readMessage(messageBytes: Transaction['messageBytes']): ReadMessage {
  const message = getCompiledTransactionMessageDecoder().decode(messageBytes);
  if (!('instructions' in message)) throw refused('the transaction format');
  const { header, staticAccounts } = message;
  const writable = writableAt(header, staticAccounts.length);
  const role = (index: number) => `${staticAccounts[index] ?? `lookup#${index}`}:${writable(index) ? 'w' : 'r'}`;
  let unitLimit: number | undefined;
  let unitPrice = 0n;
  const instructions: string[] = [];
  for (const instruction of message.instructions) {
    const data = instruction.data ?? new Uint8Array();
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (staticAccounts[instruction.programAddressIndex] === COMPUTE_BUDGET_PROGRAM_ADDRESS) {
      if (data[0] === 2 && data.length >= 5) unitLimit = view.getUint32(1, true);
      if (data[0] === 3 && data.length >= 9) unitPrice = view.getBigUint64(1, true);
      continue;
    }
    const accounts = (instruction.accountIndices ?? []).map(role).join(',');
    instructions.push(`${staticAccounts[instruction.programAddressIndex]}|${accounts}|${[...data].join('.')}`);
  }
  return {
    feePayer: staticAccounts[0],
    lifetime: String(message.lifetimeToken),
    instructions,
    signatures: header.numSignerAccounts,
    unitLimit: unitLimit ?? Math.min(MAX_COMPUTE_UNIT_LIMIT, instructions.length * DEFAULT_UNITS_PER_INSTRUCTION),
    unitPrice,
  };
}

/**
 * A wallet may set its own compute budget on what it signs; anything else it changes is refused in
 * words, and so is a fee above the one simulated and shown.
 */
export function checkWalletChanges(ours: Transaction, fee: NetworkFee, theirs: Transaction, feePayer: Address): void {
  const asked = readMessage(ours.messageBytes);
  const signed = readMessage(theirs.messageBytes);
  if (signed.feePayer !== feePayer) throw refused('who pays the fee');
  if (signed.lifetime !== asked.lifetime) throw refused('the blockhash');
  const same =
    signed.instructions.length === asked.instructions.length &&
    signed.instructions.every((instruction, index) => instruction === asked.instructions[index]);
  if (!same) throw refused('what the transaction does');
  const walletFee =
    LAMPORTS_PER_SIGNATURE * BigInt(signed.signatures) +
    priorityLamports({ unitLimit: signed.unitLimit, unitPrice: signed.unitPrice });
  if (walletFee > fee.total) {
    throw new AppError(
      'wallet',
      `The wallet raised the network fee from ${exactSol(fee.total)} to ${exactSol(walletFee)}; nothing was sent.`,
    );
  }
}
