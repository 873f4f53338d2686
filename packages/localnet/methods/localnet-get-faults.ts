import type { Handler } from './context';

/** Control method (not part of Solana's API): the faults in force. */
export const localnetGetFaults: Handler = (_params, ctx) => ctx.faults();
