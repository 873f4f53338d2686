import { describe, expect, it } from 'vitest';
import { ComputeBudgetProgram, Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import { computeBudget, transactionFee } from './compute-budget';
import { decodeTransaction } from './wire';

const payer = Keypair.generate();
const transfer = () =>
  SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1 });

function decoded(...ixs: Parameters<Transaction['add']>) {
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: payer.publicKey.toBase58() }).add(...ixs);
  tx.sign(payer);
  return decodeTransaction(tx.serialize());
}

describe('computeBudget', () => {
  it('reserves 200,000 units per instruction other than the compute budget ones, at no price', () => {
    expect(computeBudget(decoded(transfer(), transfer()))).toEqual({ unitPrice: 0n, unitLimit: 400_000n });
    expect(transactionFee(decoded(transfer()))).toBe(5000n);
  });

  it('takes the requested limit and price, and charges price x limit rounded up', () => {
    const tx = decoded(
      ComputeBudgetProgram.setComputeUnitLimit({ units: 10_001 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 3 }),
      transfer(),
    );
    expect(computeBudget(tx)).toEqual({ unitPrice: 3n, unitLimit: 10_001n });
    expect(transactionFee(tx)).toBe(5000n + 1n);
  });

  it('caps the units at 1,400,000 as the runtime does', () => {
    expect(computeBudget(decoded(...Array.from({ length: 8 }, transfer))).unitLimit).toBe(1_400_000n);
    const asked = decoded(ComputeBudgetProgram.setComputeUnitLimit({ units: 2_000_000 }), transfer());
    expect(computeBudget(asked).unitLimit).toBe(1_400_000n);
  });
});
