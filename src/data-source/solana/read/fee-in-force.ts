import type { Mint } from '@solana-program/token-2022';
import type { TransferFee } from '@/entities/token/lib/transfer-fee';
import { extensionOf } from './raw-account';

/** What `getEpochInfo` answers, as far as a fee needs it. */
export interface EpochInfo {
  epoch: number;
}

/** Asked in the same batch as the rest of a read, only for a mint that charges a fee (its epoch picks the fee). */
export const epochRequest = (mint: Mint) =>
  extensionOf(mint, 'TransferFeeConfig') ? [{ method: 'getEpochInfo', params: [{ commitment: 'confirmed' }] }] : [];

/**
 * The mint's transfer fee in force in this epoch: a change takes effect from the epoch it names (two after
 * it was made), until then the older fee applies. Null for a mint without the extension.
 */
export function transferFeeInForce(mint: Mint, epochInfo: EpochInfo | undefined): TransferFee | null {
  const config = extensionOf(mint, 'TransferFeeConfig');
  if (!config || !epochInfo) return null;
  const { newerTransferFee: newer, olderTransferFee: older } = config;
  const fee = BigInt(epochInfo.epoch) >= newer.epoch ? newer : older;
  return { basisPoints: fee.transferFeeBasisPoints, maximumFee: fee.maximumFee };
}
