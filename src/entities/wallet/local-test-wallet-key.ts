import {
  createKeyPairFromBytes,
  getAddressFromPublicKey,
  getTransactionDecoder,
  getTransactionEncoder,
  isSolanaError,
  partiallySignTransaction,
  SOLANA_ERROR__KEYS__PUBLIC_KEY_MUST_MATCH_PRIVATE_KEY,
} from '@solana/kit';
import type { IdentifierArray, WalletAccount } from '@wallet-standard/base';
import { LOCAL_TEST_WALLET_STORAGE_KEY } from './local-test-wallet-identity';

// The local test wallet's key and signing, with @solana/kit: loaded on its first connect, so that merely
// offering the wallet (on Demo, say) downloads none of it.

export interface LocalKey {
  keyPair: CryptoKeyPair;
  account: WalletAccount;
}

/** This browser's local test wallet key, made and stored on first use. */
export async function loadOrCreateKey(chains: IdentifierArray): Promise<LocalKey> {
  const stored = readStoredSecret();
  if (stored) {
    try {
      return await keyFromSecret(stored, chains);
    } catch (error) {
      // A pair that does not match is damaged beyond use: make a new wallet. Anything else (no Ed25519
      // in this browser, say) must not cost the user the wallet they have.
      if (!isSolanaError(error, SOLANA_ERROR__KEYS__PUBLIC_KEY_MUST_MATCH_PRIVATE_KEY)) throw error;
    }
  }
  const secret = await generateSecret();
  window.localStorage.setItem(LOCAL_TEST_WALLET_STORAGE_KEY, JSON.stringify(Array.from(secret)));
  return keyFromSecret(secret, chains);
}

/** Adds this key's signature to a wire transaction; the message is left as it is. */
export async function signWireTransaction(key: LocalKey, wireTransaction: Uint8Array): Promise<Uint8Array> {
  const transaction = getTransactionDecoder().decode(wireTransaction);
  const signed = await partiallySignTransaction([key.keyPair], transaction);
  return new Uint8Array(getTransactionEncoder().encode(signed));
}

function readStoredSecret(): Uint8Array | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(LOCAL_TEST_WALLET_STORAGE_KEY) ?? 'null');
    const valid =
      Array.isArray(parsed) &&
      parsed.length === 64 &&
      parsed.every((n) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 255);
    return valid ? Uint8Array.from(parsed as number[]) : null;
  } catch {
    return null;
  }
}

/** 32 private seed bytes then the 32 public key bytes, as Solana keypair files and web3.js have them. */
async function generateSecret(): Promise<Uint8Array> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const [pkcs8, publicKey] = await Promise.all([
    crypto.subtle.exportKey('pkcs8', pair.privateKey),
    crypto.subtle.exportKey('raw', pair.publicKey),
  ]);
  const secret = new Uint8Array(64);
  secret.set(new Uint8Array(pkcs8).slice(-32), 0); // an Ed25519 PKCS#8 key ends with the 32-byte seed
  secret.set(new Uint8Array(publicKey), 32);
  return secret;
}

async function keyFromSecret(secret: Uint8Array, chains: IdentifierArray): Promise<LocalKey> {
  const keyPair = await createKeyPairFromBytes(secret);
  const address = await getAddressFromPublicKey(keyPair.publicKey);
  const account: WalletAccount = Object.freeze({
    address,
    publicKey: secret.slice(32),
    chains,
    features: ['solana:signTransaction'] as const,
  });
  return { keyPair, account };
}
