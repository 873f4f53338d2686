import type { TokenDetails } from '@/entities/token/model';
import { featuresOfToken } from '@/entities/token/lib/compatibility/check';
import { CompatibilityTable } from '@/entities/token/ui/compatibility-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/shared/ui/card';

/** Where this token works, from the extensions and authorities it has now. */
export function WhereItWorksCard({ token }: { token: TokenDetails }) {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Where it works</CardTitle>
        <CardDescription>
          Pools, launchpads and wallets judge a token by its extensions and authorities. Each rule is its source’s,
          dated; an authority revoked here changes the answer.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <CompatibilityTable token={featuresOfToken(token)} />
      </CardContent>
    </Card>
  );
}
