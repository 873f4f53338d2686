import { base58ToBytes } from '../kit-base58';
import { asString, parsedInfo, type InstructionParser } from './instruction-events';

/**
 * Creating an associated account names its wallet: the one place a failed transaction (which leaves
 * no token balances for a new account) still says whose account the tokens were going to.
 */
export const parseAssociatedTokenInstruction: InstructionParser = (instruction) => {
  const parsed = parsedInfo(instruction);
  if (parsed) {
    if (parsed.type !== 'create' && parsed.type !== 'createIdempotent') return null;
    const account = asString(parsed.info.account);
    const wallet = asString(parsed.info.wallet);
    const mint = asString(parsed.info.mint);
    if (!account || !wallet || !mint) return null;
    return { kind: 'create-associated-account', account, wallet, mint };
  }
  if (instruction.data === undefined || !instruction.accounts) return null;
  const tag = base58ToBytes(instruction.data)[0] ?? 0;
  const [, account, wallet, mint] = instruction.accounts;
  if (tag > 1 || !account || !wallet || !mint) return null;
  return { kind: 'create-associated-account', account, wallet, mint };
};
