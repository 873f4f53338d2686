import type { AuthorityRole } from '@/data-source/contract';
import type { TokenDetails } from '@/entities/token/model';

/** The authorities this wallet holds, each of which it may hand over or revoke. */
export function heldRoles(token: TokenDetails, owner: string): AuthorityRole[] {
  const roles: AuthorityRole[] = [];
  if (token.mintAuthority === owner) roles.push('mint');
  if (token.freezeAuthority === owner) roles.push('freeze');
  if (token.metadata?.updateAuthority === owner) roles.push('metadata');
  return roles;
}
