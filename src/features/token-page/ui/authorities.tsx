import { MultisigView } from '@/widgets/multisig-view';
import { useMultisigsAt } from '@/data-hooks/use-multisigs';
import type { TokenDetails } from '@/entities/token/model';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';
import { AuthorityValue } from './authority';
import { authorityAddresses, authorityRows } from '../lib/authorities';

/** Who may do what with this token: mint, freeze, change the metadata, and each extension's authority. */
export function Authorities({ token, owner }: { token: TokenDetails; owner: string }) {
  const rows = authorityRows(token);
  // Each other address asked once whether it is a multisig: then its signers are who really holds it.
  const multisigs = useMultisigsAt(authorityAddresses(token, owner));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Authorities</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-3 text-sm" data-testid="authorities">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="min-w-0">
                {value && multisigs.get(value) ? (
                  <MultisigView multisig={multisigs.get(value)!} owner={owner} />
                ) : (
                  <AuthorityValue value={value} owner={owner} />
                )}
              </dd>
            </div>
          ))}
        </dl>
        {token.mintAuthority === null && (
          <p className="mt-3 text-xs text-muted-foreground">The supply is fixed: no one can mint more.</p>
        )}
      </CardContent>
    </Card>
  );
}
