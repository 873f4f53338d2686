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
