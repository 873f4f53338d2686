import type { Address } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import type { TokenProgram } from '@/entities/token/model';

export const TOKEN_PROGRAM: string = TOKEN_PROGRAM_ADDRESS;
export const TOKEN_2022_PROGRAM: string = TOKEN_2022_PROGRAM_ADDRESS;

export function programName(programId: string): TokenProgram | null {
  if (programId === TOKEN_PROGRAM) return 'spl-token';
  if (programId === TOKEN_2022_PROGRAM) return 'token-2022';
  return null;
}

export function programAddress(program: TokenProgram): Address {
  return program === 'spl-token' ? TOKEN_PROGRAM_ADDRESS : TOKEN_2022_PROGRAM_ADDRESS;
}
