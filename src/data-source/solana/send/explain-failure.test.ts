// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { explainAirdropRefusal } from '../actions/request-airdrop';
import { explainFailure } from './explain-failure';
import { isWalletRejection } from './wallet-rejection';

const TOKEN_2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
const failed = (program: string, code: number) => [
  `Program ${program} invoke [1]`,
  `Program ${program} failed: custom program error: 0x${code.toString(16)}`,
];

describe('explainFailure', () => {
  it('speaks of the fee, rent, balance, authority and fixed supply in words', () => {
    expect(explainFailure('InsufficientFundsForFee', [], 'send')).toBe('Insufficient SOL to pay the network fee.');
    expect(explainFailure('AccountNotFound', [], 'create')).toBe('Insufficient SOL to pay the network fee.');
    expect(explainFailure({ InsufficientFundsForRent: { account_index: 1 } }, [], 'send')).toBe(
      'Insufficient SOL to pay the rent for a new account.',
    );
    expect(explainFailure({ InstructionError: [1, { Custom: 1 }] }, failed(TOKEN_2022, 1), 'send')).toBe(
      'Insufficient token balance for this amount.',
    );
    expect(explainFailure({ InstructionError: [1, { Custom: 4 }] }, failed(TOKEN_2022, 4), 'mint')).toBe(
      'This wallet is not the mint authority of this token.',
    );
    expect(explainFailure({ InstructionError: [0, { Custom: 5 }] }, failed(TOKEN_2022, 5), 'mint')).toBe(
      "This token's supply is fixed: no one can mint more.",
    );
    expect(
      explainFailure(
        { InstructionError: [0, { Custom: 1 }] },
        ['Transfer: insufficient lamports 10, need 2039280', ...failed('11111111111111111111111111111111', 1)],
        'send',
      ),
    ).toBe('Insufficient SOL for this transaction (fee and rent for new accounts).');
  });

  it('falls back to a sentence that still carries the raw error', () => {
    expect(explainFailure({ InstructionError: [0, 'Custom'] }, [], 'send')).toMatch(
      /^The network rejected the transaction in simulation \(/,
    );
  });
});

describe('isWalletRejection and explainAirdropRefusal', () => {
  it('recognises user rejections (code 4001 or wording) but not other wallet errors', () => {
    // A wallet's signing *failure* (locked, crashed) is not a cancel, whatever its error class is called.
    expect(
      isWalletRejection(Object.assign(new Error('Wallet is locked'), { name: 'WalletSignTransactionError' })),
    ).toBe(false);
    expect(isWalletRejection(Object.assign(new Error('nope'), { code: 4001 }))).toBe(true);
    expect(isWalletRejection(new Error('User rejected the request.'))).toBe(true);
    expect(isWalletRejection(new Error('failed to fetch'))).toBe(false);
    expect(isWalletRejection('User rejected')).toBe(false);
  });

  it('words the faucet refusal', () => {
    expect(explainAirdropRefusal(new Error('The cluster answered HTTP 429 Too Many Requests'))).toMatch(
      /too many airdrop requests/,
    );
    expect(
      explainAirdropRefusal(
        new Error('requestAirdrop: airdrop request failed. This can happen when the rate limit is reached.'),
      ),
    ).toBe('The faucet refused the airdrop (airdrop request failed. This can happen when the rate limit is reached.).');
  });
});

describe('every token program error, in words', () => {
  // Token-2022's TokenError enum ends at SlotReferenceFeeDestinationMismatch, code 73; kit names 0–19.
  const LAST_CODE = 73;
  it('has a distinct sentence for each code the program can return, and none says "Custom"', async () => {
    const kitCodes = Object.entries(await import('@solana-program/token-2022'))
      .filter(([name]) => name.startsWith('TOKEN_2022_ERROR__'))
      .map(([, code]) => code as number);
    expect(kitCodes.length).toBeGreaterThan(0);
    const codes = [...new Set([...kitCodes, ...Array.from({ length: LAST_CODE + 1 }, (_, code) => code)])];
    const sentences = codes.map((code) =>
      explainFailure({ InstructionError: [0, { Custom: code }] }, failed(TOKEN_2022, code), 'create'),
    );
    for (const [index, sentence] of sentences.entries()) {
      expect(sentence, `code ${codes[index]}`).not.toMatch(/Custom|rejected the transaction in simulation/);
      expect(sentence, `code ${codes[index]}`).toMatch(/^[A-Z].*\.$/);
    }
    expect(new Set(sentences).size).toBe(codes.length);
  });

  it('words the holder-side refusals the issue names', () => {
    const say = (code: number) =>
      explainFailure({ InstructionError: [1, { Custom: code }] }, failed(TOKEN_2022, code), 'send');
    expect(say(36)).toMatch(/requires a memo/);
    expect(say(37)).toMatch(/cannot be transferred/);
    expect(say(49)).toMatch(/accepts only confidential transfers/);
    expect(say(67)).toMatch(/paused by its issuer/);
  });
});
