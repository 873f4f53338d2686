import type { InstructionParser } from './types';

const TYPES = ['create', 'createIdempotent'];

export const parseAssociatedToken: InstructionParser = (a, d) => {
  const type = d.length === 0 ? 'create' : TYPES[d[0]!];
  if (!type || a.length < 6) return null;
  return {
    type,
    info: { source: a[0], account: a[1], wallet: a[2], mint: a[3], systemProgram: a[4], tokenProgram: a[5] },
  };
};
