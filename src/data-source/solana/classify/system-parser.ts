import { base58ToBytes } from '../kit-base58';
import { asBigInt, asString, parsedInfo, type InstructionParser } from './instruction-events';

const TRANSFER = 2;

/** SOL moving between wallets: transfer (and transferWithSeed when the node decodes it). */
export const parseSystemInstruction: InstructionParser = (instruction) => {
  const parsed = parsedInfo(instruction);
  if (parsed) {
    if (parsed.type !== 'transfer' && parsed.type !== 'transferWithSeed') return null;
    const source = asString(parsed.info.source);
    const destination = asString(parsed.info.destination);
    const lamports = asBigInt(parsed.info.lamports);
    if (!source || !destination || lamports === undefined) return null;
    return { kind: 'sol-transfer', source, destination, lamports };
  }
  if (!instruction.data || !instruction.accounts) return null;
  const bytes = base58ToBytes(instruction.data);
  const [source, destination] = instruction.accounts;
  if (bytes.length < 12 || !source || !destination) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  if (view.getUint32(0, true) !== TRANSFER) return null;
  return { kind: 'sol-transfer', source, destination, lamports: view.getBigUint64(4, true) };
};
