/** A Token-2022 transfer fee: a share of each transfer, in basis points, capped per transfer (base units). */
export interface TransferFee {
  basisPoints: number;
  maximumFee: bigint;
}

/**
 * What the token withholds from a transfer of `amount` base units, as the token program computes it:
 * the share rounded up to a whole base unit, never above the maximum. The recipient gets the rest.
 */
export function transferFeeOn(amount: bigint, fee: TransferFee): bigint {
  if (amount <= 0n || fee.basisPoints <= 0) return 0n;
  const share = (amount * BigInt(fee.basisPoints) + 9_999n) / 10_000n;
  return share < fee.maximumFee ? share : fee.maximumFee;
}
