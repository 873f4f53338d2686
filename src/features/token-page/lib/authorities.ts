import type { AuthorityRole } from '@/data-source/contract';
import { EXTENSION_AUTHORITIES, extensionParam } from '@/entities/token/lib/extension-param';
import type { TokenDetails } from '@/entities/token/model';

/** The authorities this wallet holds, each of which it may hand over or revoke. */
export function heldRoles(token: TokenDetails, owner: string): AuthorityRole[] {
  const roles: AuthorityRole[] = [];
  if (token.mintAuthority === owner) roles.push('mint');
  if (token.freezeAuthority === owner) roles.push('freeze');
  if (token.metadata?.updateAuthority === owner) roles.push('metadata');
  for (const [role, [extension, param]] of Object.entries(EXTENSION_AUTHORITIES) as [
    AuthorityRole,
    readonly [string, string],
  ][]) {
    if (extensionParam(token.extensions, extension, param) === owner) roles.push(role);
  }
  return roles;
}
