import { Info, Settings2 } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';

export function CreateTokenInfo() {
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle small className="flex items-center gap-2">
            <Info className="size-4 text-primary" aria-hidden /> How token creation works
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-2 pl-5 text-sm text-muted-foreground">
            <li>A new token is created on Solana (Token-2022), with its name and symbol stored on chain.</li>
            <li>Your wallet becomes the mint authority: only you can mint more.</li>
            <li>The initial supply is minted to your wallet.</li>
            <li>
              A SOL fee pays for the transaction and the new accounts: the exact figure shows above the Create Token
              button.
            </li>
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle small className="flex items-center gap-2">
            <Settings2 className="size-4 text-primary" aria-hidden /> Token parameters
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="font-medium">Name</dt>
              <dd className="text-muted-foreground">The full name wallets show, e.g. "My Community Token".</dd>
            </div>
            <div>
              <dt className="font-medium">Symbol</dt>
              <dd className="text-muted-foreground">A short ticker, e.g. "MCT".</dd>
            </div>
            <div>
              <dt className="font-medium">Decimals</dt>
              <dd className="text-muted-foreground">
                How finely the token divides: 9 like SOL, 6 like USDC, 0 for whole units.
              </dd>
            </div>
            <div>
              <dt className="font-medium">Initial Supply</dt>
              <dd className="text-muted-foreground">How many tokens are minted to you now; you can mint more later.</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
