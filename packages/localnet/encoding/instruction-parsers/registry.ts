// Per-program instruction parsers, keyed by program id, for jsonParsed transactions.
import bs58 from 'bs58';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../chain/token-layout';
import { parseAssociatedToken } from './associated-token';
import { parseSystem } from './system';
import { parseToken } from './token';
import type { InstructionParser } from './types';

const PARSERS: Record<string, { program: string; parse: InstructionParser }> = {
  '11111111111111111111111111111111': { program: 'system', parse: parseSystem },
  [TOKEN_PROGRAM]: { program: 'spl-token', parse: parseToken },
  [TOKEN_2022_PROGRAM]: { program: 'spl-token-2022', parse: parseToken },
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: {
    program: 'spl-associated-token-account',
    parse: parseAssociatedToken,
  },
};

const MEMO_PROGRAMS = ['MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo'];

export function parseInstruction(programId: string, accounts: string[], data: Uint8Array, stackHeight: number | null) {
  if (MEMO_PROGRAMS.includes(programId)) {
    return { program: 'spl-memo', programId, parsed: Buffer.from(data).toString('utf8'), stackHeight };
  }
  const entry = PARSERS[programId];
  let parsed;
  try {
    parsed = entry ? entry.parse(accounts, data) : null;
  } catch {
    parsed = null; // malformed data: shown raw, as a validator does
  }
  if (entry && parsed) return { program: entry.program, programId, parsed, stackHeight };
  return { accounts, data: bs58.encode(data), programId, stackHeight };
}
