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

/** Every authority of the mint as the token page lists it: what it is called, and who holds it (null: no one). */
export function authorityRows(token: TokenDetails): [label: string, holder: string | null][] {
  return [
    ['Mint authority', token.mintAuthority],
    ['Freeze authority', token.freezeAuthority],
    ...(token.metadata
      ? [['Metadata update authority', token.metadata.updateAuthority] as [string, string | null]]
      : []),
    ...token.extensions.flatMap((extension) =>
      extension.params
        .filter((param) => /authority$/i.test(param.name))
        .map((param): [string, string | null] => [`${extension.name}: ${param.name}`, param.value]),
    ),
  ];
}

/** The addresses that may be multisigs among the mint's authorities: every holder but the wallet itself. */
export const authorityAddresses = (token: TokenDetails, owner: string) =>
  authorityRows(token).map(([, holder]) => (holder === owner ? null : holder));
