import bs58 from 'bs58';
import { u32At, u64At, type InstructionParser } from './types';

// u64s stay bigints: the JSON writer puts them out as exact integers, as a validator does.
export const parseSystem: InstructionParser = (a, d) => {
  const tag = u32At(d, 0);
  switch (tag) {
    case 0: {
      const lamports = u64At(d, 4);
      const space = u64At(d, 12);
      if (lamports === null || space === null || d.length < 52 || a.length < 2) return null;
      return {
        type: 'createAccount',
        info: {
          source: a[0],
          newAccount: a[1],
          lamports,
          space,
          owner: bs58.encode(d.subarray(20, 52)),
        },
      };
    }
    case 1:
      if (d.length < 36 || a.length < 1) return null;
      return { type: 'assign', info: { account: a[0], owner: bs58.encode(d.subarray(4, 36)) } };
    case 2: {
      const lamports = u64At(d, 4);
      if (lamports === null || a.length < 2) return null;
      return { type: 'transfer', info: { source: a[0], destination: a[1], lamports } };
    }
    // The durable nonce's instructions, named and shaped as Agave's parse_system.rs writes them.
    case 4:
      if (a.length < 3) return null;
      return {
        type: 'advanceNonce',
        info: { nonceAccount: a[0], recentBlockhashesSysvar: a[1], nonceAuthority: a[2] },
      };
    case 5: {
      const lamports = u64At(d, 4);
      if (lamports === null || a.length < 5) return null;
      return {
        type: 'withdrawFromNonce',
        info: {
          nonceAccount: a[0],
          destination: a[1],
          recentBlockhashesSysvar: a[2],
          rentSysvar: a[3],
          nonceAuthority: a[4],
          lamports,
        },
      };
    }
    case 6:
      if (d.length < 36 || a.length < 3) return null;
      return {
        type: 'initializeNonce',
        info: {
          nonceAccount: a[0],
          recentBlockhashesSysvar: a[1],
          rentSysvar: a[2],
          nonceAuthority: bs58.encode(d.subarray(4, 36)),
        },
      };
    case 7:
      if (d.length < 36 || a.length < 2) return null;
      return {
        type: 'authorizeNonce',
        info: { nonceAccount: a[0], nonceAuthority: a[1], newAuthorized: bs58.encode(d.subarray(4, 36)) },
      };
    case 8: {
      const space = u64At(d, 4);
      if (space === null || a.length < 1) return null;
      return { type: 'allocate', info: { account: a[0], space } };
    }
    default:
      return null;
  }
};
