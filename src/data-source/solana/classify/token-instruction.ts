import { AccountRole, isSome, type Address, type Option } from '@solana/kit';
import { parseToken2022Instruction, type ParsedToken2022Instruction } from '@solana-program/token-2022';
import { base58ToBytes } from '../kit-base58';
import type { ParsedInstructionJson } from './parsed-transaction';

/** A raw instruction of a token program, as its client decodes it, with the accounts it names in order. */
export interface DecodedTokenInstruction {
  decoded: ParsedToken2022Instruction<string>;
  /** Every account, the client's named ones first: what follows them is a multisig's signers (and more). */
  accounts: string[];
}

/**
 * A raw instruction of either token program (classic SPL Token's instructions are Token-2022's first ones,
 * byte for byte), decoded by the Token-2022 program client; null when it is none the client knows, names
 * too few accounts, or is cut short.
 */
export function decodeTokenInstruction(instruction: ParsedInstructionJson): DecodedTokenInstruction | null {
  if (!instruction.data || !instruction.accounts) return null;
  const accounts = instruction.accounts;
  try {
    const decoded = parseToken2022Instruction({
      programAddress: instruction.programId as Address,
      accounts: accounts.map((account) => ({ address: account as Address, role: AccountRole.READONLY })),
      data: base58ToBytes(instruction.data),
    });
    return { decoded, accounts };
  } catch {
    return null;
  }
}

/** An optional key as the events carry it: the address, or null for none. */
export const keyOrNull = (value: Option<Address>): string | null => (isSome(value) ? value.value : null);
