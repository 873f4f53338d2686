// @vitest-environment node
import { getWithdrawNonceAccountInstructionDataEncoder, SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import {
  getWithdrawExcessLamportsInstructionDataEncoder,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { describe, expect, it } from 'vitest';
import { bytesToBase58 } from '../kit-base58';
import { classifyTransaction } from './classify-transaction';
import type { ParsedInstructionJson, ParsedTransactionJson } from './parsed-transaction';

const wallet = 'Aice11111111111111111111111111111111111111';
const mint = 'Mint111111111111111111111111111111111111111';
const nonce = 'Nonce11111111111111111111111111111111111111';
const T22: string = TOKEN_2022_PROGRAM_ADDRESS;
const SYSTEM: string = SYSTEM_PROGRAM_ADDRESS;

/** The wallet pays the fee and gets back what left `source` (1,000,000 lamports a source). */
function withdrawal(instructions: ParsedInstructionJson[], sources: string[]): ParsedTransactionJson {
  const keys = [wallet, ...sources, T22, SYSTEM];
  const preBalances = keys.map((key) => (key === wallet ? 5_000_000 : sources.includes(key) ? 3_000_000 : 1));
  const postBalances = keys.map((key, index) =>
    key === wallet
      ? 5_000_000 - 5_000 + 1_000_000 * sources.length
      : sources.includes(key)
        ? 2_000_000
        : preBalances[index]!,
  );
  return {
    slot: 1,
    blockTime: 1_700_000_000,
    meta: { err: null, fee: 5_000, preBalances, postBalances },
    transaction: {
      signatures: ['sig'],
      message: { accountKeys: keys.map((pubkey, i) => ({ pubkey, signer: i === 0, writable: true })), instructions },
    },
  };
}

const classify = (tx: ParsedTransactionJson) =>
  classifyTransaction(tx, {
    owner: wallet,
    signature: 'sig',
    status: 'confirmed',
    blockTime: null,
    labelOf: () => undefined,
  });

describe('a rent withdrawal in the history', () => {
  it('reads WithdrawExcessLamports as a validator names it (jsonParsed): the SOL that left the account, back to the wallet', () => {
    const tx = withdrawal(
      [
        {
          programId: T22,
          program: 'spl-token-2022',
          parsed: { type: 'withdrawExcessLamports', info: { source: mint, destination: wallet, authority: wallet } },
        },
      ],
      [mint],
    );
    expect(classify(tx)).toMatchObject({
      type: 'rent-withdrawal',
      amount: 1_000_000n,
      decimals: 9,
      from: mint,
      to: wallet,
    });
  });

  it('reads it raw, and several in one transaction as one line with their total', () => {
    const data = bytesToBase58(Uint8Array.from(getWithdrawExcessLamportsInstructionDataEncoder().encode({})));
    const tx = withdrawal(
      [
        { programId: T22, accounts: [mint, wallet, wallet], data },
        { programId: T22, accounts: [nonce, wallet, wallet], data },
      ],
      [mint, nonce],
    );
    expect(classify(tx)).toMatchObject({ type: 'rent-withdrawal', amount: 2_000_000n, from: mint, to: wallet });
  });

  it('reads a nonce account’s withdrawal by the amount it states, parsed or raw', () => {
    const parsed = withdrawal(
      [
        {
          programId: SYSTEM,
          program: 'system',
          parsed: {
            type: 'withdrawFromNonce',
            info: { nonceAccount: nonce, destination: wallet, nonceAuthority: wallet, lamports: 1_000_000 },
          },
        },
      ],
      [nonce],
    );
    expect(classify(parsed)).toMatchObject({ type: 'rent-withdrawal', amount: 1_000_000n, from: nonce });
    const data = bytesToBase58(
      Uint8Array.from(getWithdrawNonceAccountInstructionDataEncoder().encode({ withdrawAmount: 1_000_000n })),
    );
    const raw = withdrawal(
      [
        {
          programId: SYSTEM,
          accounts: [
            nonce,
            wallet,
            'SysvarRecentB1ockHashes11111111111111111111',
            'SysvarRent111111111111111111111111111111111',
            wallet,
          ],
          data,
        },
      ],
      [nonce],
    );
    expect(classify(raw)).toMatchObject({ type: 'rent-withdrawal', amount: 1_000_000n, from: nonce, to: wallet });
  });
});
