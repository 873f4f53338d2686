import { useWallet } from '@solana/wallet-adapter-react';
import { useMemo } from 'react';
import type { WalletSigner } from './model';

/** The connected wallet as a signer, or null when no wallet (or one that cannot sign) is connected. */
export function useWalletSigner(): WalletSigner | null {
  const { publicKey, signTransaction } = useWallet();
  return useMemo(() => {
    if (!publicKey || !signTransaction) return null;
    return { address: publicKey.toBase58(), signTransaction };
  }, [publicKey, signTransaction]);
}
