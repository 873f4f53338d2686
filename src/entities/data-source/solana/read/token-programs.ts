import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import type { TokenProgram } from '@/entities/token/model';

export const TOKEN_PROGRAM = TOKEN_PROGRAM_ID.toBase58();
export const TOKEN_2022_PROGRAM = TOKEN_2022_PROGRAM_ID.toBase58();

export function programName(programId: string): TokenProgram | null {
  if (programId === TOKEN_PROGRAM) return 'spl-token';
  if (programId === TOKEN_2022_PROGRAM) return 'token-2022';
  return null;
}
