import { AuthorityType } from '@solana-program/token-2022';
import type { AuthorityRole } from '../../contract';

/** A SetAuthority's authority type, as the app names the role (a token account's own authorities have none). */
export const ROLE_OF: Partial<Record<number, AuthorityRole>> = {
  [AuthorityType.MintTokens]: 'mint',
  [AuthorityType.FreezeAccount]: 'freeze',
  [AuthorityType.TransferFeeConfig]: 'transfer-fee',
  [AuthorityType.WithheldWithdraw]: 'withdraw-fees',
  [AuthorityType.Pause]: 'pause',
  [AuthorityType.ScaledUiAmount]: 'multiplier',
  [AuthorityType.InterestRate]: 'interest-rate',
  [AuthorityType.CloseMint]: 'close-mint',
  [AuthorityType.TransferHookProgramId]: 'transfer-hook',
  [AuthorityType.PermissionedBurn]: 'permissioned-burn',
};
