// Airdrops are real transfers signed by the ledger's faucet key, so they have signatures, history
// and durability like any other transaction.
import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { ComputeBudgetProgram, PublicKey, SystemProgram, Transaction, type Keypair } from '@solana/web3.js';
import { decodeTransaction, type DecodedTx } from './wire';

const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const keys = new WeakMap<Keypair, KeyObject>();

// Node's ed25519 signs in microseconds; web3.js's JavaScript signer takes about 2 ms.
function privateKey(faucet: Keypair): KeyObject {
  let key = keys.get(faucet);
  if (!key) {
    key = createPrivateKey({
      key: Buffer.concat([ED25519_PKCS8_PREFIX, faucet.secretKey.subarray(0, 32)]),
      format: 'der',
      type: 'pkcs8',
    });
    keys.set(faucet, key);
  }
  return key;
}

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
    tx.addSignature(faucet.publicKey, sign(null, tx.serializeMessage(), privateKey(faucet)));
    const decoded = decodeTransaction(tx.serialize({ verifySignatures: false }));
    if (!known(decoded.signatures[0]!)) return decoded;
  }
}
