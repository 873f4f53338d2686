import { AccountRole, address } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { hookCallOf } from './transfer-hook';

const HOOK = address('Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo');
const VALIDATION = address('FsGYgNQtCsH58VFG2EvbgYbM7ExJwApuec2vy358U7m6');
const COUNTER = address('21XhJVdsDSk4cdcACBHXQ57JCLvVyHswcTEaHePRjQAU');

describe('hookCallOf', () => {
  // Issue 43: Send's confirmation named neither the hook nor the accounts it is handed (some writable).
  it('names the hook program and every account handed to it, the writable ones marked, the program itself left out', () => {
    const call = hookCallOf(HOOK, [
      { address: COUNTER, role: AccountRole.WRITABLE },
      { address: HOOK, role: AccountRole.READONLY },
      { address: VALIDATION, role: AccountRole.READONLY },
    ]);
    expect(call).toEqual({
      program: HOOK,
      programName: expect.stringMatching(/Memo/),
      accounts: [
        { address: COUNTER, writable: true },
        { address: VALIDATION, writable: false },
      ],
    });
  });
});
