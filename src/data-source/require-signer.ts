import type { WalletSigner } from '@/entities/wallet/model';
import { AppError } from '@/shared/lib/app-error';

/** The wallet an action needs to sign; AppError 'wallet' when none is connected. */
export function requireSigner(signer: WalletSigner | null): WalletSigner {
  if (!signer) throw new AppError('wallet', 'Connect a wallet first.');
  return signer;
}
