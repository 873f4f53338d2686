// Test-only: a wallet backed by a kit key pair, signing the wire bytes the data source hands it.
import {
  generateKeyPairSigner,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  type KeyPairSigner,
} from '@solana/kit';
import type { WalletSigner } from '@/entities/wallet/model';

export function walletOf(keyPair: KeyPairSigner, behaviour: 'sign' | 'reject' = 'sign'): WalletSigner {
  return {
    address: keyPair.address,
    async signTransaction(wire) {
      if (behaviour === 'reject') throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      const transaction = getTransactionDecoder().decode(wire);
      const signed = await partiallySignTransaction([keyPair.keyPair], transaction);
      return new Uint8Array(getTransactionEncoder().encode(signed));
    },
  };
}

export async function newWallet(): Promise<{ keyPair: KeyPairSigner; signer: WalletSigner }> {
  const keyPair = await generateKeyPairSigner();
  return { keyPair, signer: walletOf(keyPair) };
}
