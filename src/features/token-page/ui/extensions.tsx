import type { TokenDetails } from '@/entities/token/model';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';
import { AuthorityValue } from './authority';

/** "TransferFeeConfig" -> "Transfer fee config". */
const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (first) => first.toUpperCase());

/** Each Token-2022 extension of the mint with every parameter, exactly as the chain holds it. */
export function Extensions({ token, owner }: { token: TokenDetails; owner: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Extensions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm" data-testid="extensions">
        {token.extensions.length === 0 && (
          <p className="text-muted-foreground">
            {token.program === 'token-2022' ? 'None besides the metadata.' : 'A classic SPL token has no extensions.'}
          </p>
        )}
        {token.extensions.map((extension) => (
          <section key={extension.name}>
            <h3 className="font-medium">{words(extension.name)}</h3>
            {extension.params.length > 0 && (
              <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-xs">
                {extension.params.map((param) => (
                  <div key={param.name} className="contents">
                    <dt className="text-muted-foreground">{param.name}</dt>
                    <dd className="min-w-0 font-mono break-all">
                      {param.address ? <AuthorityValue value={param.value} owner={owner} /> : (param.value ?? 'None')}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
