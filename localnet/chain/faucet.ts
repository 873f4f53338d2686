// Airdrops are real transfers signed by the ledger's faucet key, so they have signatures, history
// and durability like any other transaction.
import { ComputeBudgetProgram, PublicKey, SystemProgram, Transaction, type Keypair } from '@solana/web3.js';
import { decodeTransaction, type DecodedTx } from './wire';

export function faucetTransfer(
  faucet: Keypair,
  blockhash: string,
  to: string,
  lamports: bigint,
  known: (signature: string) => boolean,
): DecodedTx {
  // Two equal airdrops in one slot would share a signature; a different unit limit tells them apart.
  for (let variant = 0; ; variant++) {
    const tx = new Transaction({ feePayer: faucet.publicKey, recentBlockhash: blockhash });
    if (variant > 0) tx.add(ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 + variant }));
    tx.add(SystemProgram.transfer({ fromPubkey: faucet.publicKey, toPubkey: new PublicKey(to), lamports }));
    tx.sign(faucet);
    const decoded = decodeTransaction(tx.serialize());
    if (!known(decoded.signatures[0]!)) return decoded;
  }
}
