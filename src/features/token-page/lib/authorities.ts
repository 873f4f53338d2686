import type { AuthorityRole } from '@/data-source/contract';
import { extensionParam } from '@/entities/token/lib/extension-param';
import type { TokenDetails } from '@/entities/token/model';

/** Where each extension authority lives among the mint's extension parameters. */
const EXTENSION_ROLES: [AuthorityRole, extension: string, param: string][] = [
  ['transfer-fee', 'TransferFeeConfig', 'transferFeeConfigAuthority'],
  ['withdraw-fees', 'TransferFeeConfig', 'withdrawWithheldAuthority'],
  ['pause', 'PausableConfig', 'authority'],
  ['multiplier', 'ScaledUiAmountConfig', 'authority'],
];

/** The authorities this wallet holds, each of which it may hand over or revoke. */
export function heldRoles(token: TokenDetails, owner: string): AuthorityRole[] {
  const roles: AuthorityRole[] = [];
  if (token.mintAuthority === owner) roles.push('mint');
  if (token.freezeAuthority === owner) roles.push('freeze');
  if (token.metadata?.updateAuthority === owner) roles.push('metadata');
  for (const [role, extension, param] of EXTENSION_ROLES) {
    if (extensionParam(token.extensions, extension, param) === owner) roles.push(role);
  }
  return roles;
}
