import { invalidParams } from '../rpc-error';
import type { Handler } from './context';
import { paramAt } from './params';

/**
 * Control method (not part of Solana's API): rent changes as a feature activation changes it, to `lamports`
 * a byte from now on. What a test of a rent reduction needs: accounts made at the earlier rate hold more than
 * the new minimum. Answers the rate now in force.
 */
export const localnetSetRent: Handler = (params, { chain }) => {
  const lamports = paramAt(params, 0, 'lamportsPerByte');
  if (typeof lamports !== 'number' || !Number.isInteger(lamports) || lamports < 1 || lamports > 1_000_000) {
    throw invalidParams('Invalid params: lamportsPerByte must be an integer from 1 to 1,000,000');
  }
  chain.setLamportsPerByte(lamports);
  return chain.lamportsPerByte;
};
