// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeBase58 } from '@/shared/lib/base58';
import type { ParsedTransactionJson } from '../classify/parsed-transaction';
import type { SolanaContext } from '../context';
import { findPayment } from './find-payment';
import { createTransactionCache } from '../history/transaction-cache';

const address = () => encodeBase58(crypto.getRandomValues(new Uint8Array(32)));
const T22 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';

/**
 * A Token-2022 transferCheckedWithFee as a node answers it: `amount` sent, `fee` withheld by the mint from
 * what reaches the payee's account, the reference a read-only key of the transaction.
 */
function feeTransfer(payer: string, payee: string, mint: string, reference: string, amount: bigint, fee: bigint) {
  const [source, destination] = [address(), address()];
  const keys = [payer, source, destination, mint, reference, T22];
  const balance = (account: string, owner: string, value: bigint) => ({
    accountIndex: keys.indexOf(account),
    mint,
    owner,
    programId: T22,
    uiTokenAmount: { amount: String(value), decimals: 2 },
  });
  const tx: ParsedTransactionJson = {
    slot: 1,
    blockTime: 1_700_000_000,
    meta: {
      err: null,
      fee: 5000,
      preBalances: keys.map(() => 1e9),
      postBalances: keys.map((_, index) => 1e9 - (index === 0 ? 5000 : 0)),
      preTokenBalances: [balance(source, payer, 10_000n), balance(destination, payee, 0n)],
      postTokenBalances: [balance(source, payer, 10_000n - amount), balance(destination, payee, amount - fee)],
      innerInstructions: [],
      logMessages: [],
    },
    transaction: {
      signatures: ['sig-fee'],
      message: {
        accountKeys: keys.map((pubkey, index) => ({ pubkey, signer: index === 0, writable: index < 3 })),
        instructions: [
          {
            programId: T22,
            program: 'spl-token',
            parsed: {
              type: 'transferCheckedWithFee',
              info: {
                source,
                mint,
                destination,
                authority: payer,
                tokenAmount: { amount: String(amount), decimals: 2 },
                feeAmount: { amount: String(fee), decimals: 2 },
              },
            },
          },
        ],
      },
    },
  };
  return tx;
}

function chainWith(tx: ParsedTransactionJson): SolanaContext {
  const batch = async (requests: { method: string }[]) =>
    requests.map((request) =>
      request.method === 'getSignaturesForAddress'
        ? [{ signature: tx.transaction.signatures[0], slot: 1, err: null, blockTime: 1_700_000_000 }]
        : tx,
    );
  return {
    mintLabels: new Map(),
    transactions: createTransactionCache(),
    batch,
    batchSettled: batch,
  } as unknown as SolanaContext;
}

describe('findPayment on a transfer-fee token', () => {
  it('is matched on what the payee received: a payment short by the fee is not the amount asked', async () => {
    const [payer, payee, mint, reference] = [address(), address(), address(), address()];
    const chain = chainWith(feeTransfer(payer, payee, mint, reference, 1_000n, 10n));
    const found = await findPayment(chain, reference, payee, { mint, amount: 1_000n });
    expect(found).toMatchObject({ payer, mint, amount: 990n, status: 'confirmed' });
  });

  it('a payment sending the amount plus the fee arrives as asked', async () => {
    const [payer, payee, mint, reference] = [address(), address(), address(), address()];
    const chain = chainWith(feeTransfer(payer, payee, mint, reference, 1_010n, 10n));
    expect(await findPayment(chain, reference, payee, { mint, amount: 1_000n })).toMatchObject({ amount: 1_000n });
  });
});
