import type { TokenDetails } from '../model';

/** One parameter of one of a mint's extensions, as the token page lists them ("newerTransferFee.maximumFee"). */
export function extensionParam(extensions: TokenDetails['extensions'], extension: string, name: string) {
  return extensions.find((each) => each.name === extension)?.params.find((each) => each.name === name)?.value ?? null;
}

/** The authorities a mint's extensions keep, by role: which extension, which of its parameters. */
export const EXTENSION_AUTHORITIES = {
  'transfer-fee': ['TransferFeeConfig', 'transferFeeConfigAuthority'],
  'withdraw-fees': ['TransferFeeConfig', 'withdrawWithheldAuthority'],
  pause: ['PausableConfig', 'authority'],
  multiplier: ['ScaledUiAmountConfig', 'authority'],
  'interest-rate': ['InterestBearingConfig', 'rateAuthority'],
  'close-mint': ['MintCloseAuthority', 'closeAuthority'],
  'transfer-hook': ['TransferHook', 'authority'],
  'permissioned-burn': ['PermissionedBurn', 'authority'],
} as const satisfies Record<string, readonly [extension: string, param: string]>;
export type ExtensionAuthorityRole = keyof typeof EXTENSION_AUTHORITIES;
