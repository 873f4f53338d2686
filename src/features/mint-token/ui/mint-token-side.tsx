import { Info } from 'lucide-react';
import type { TokenHolding } from '@/entities/token/model';
import { ChainText } from '@/shared/ui/chain-text';
import { shownAmount } from '@/entities/token/lib/token-traits';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';

export function SelectedTokenPanel({ token }: { token: TokenHolding | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle small>Token Information</CardTitle>
      </CardHeader>
      <CardContent>
        {token ? (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Name</dt>
            <dd className="min-w-0 font-medium">
              <ChainText text={token.name} />
            </dd>
            <dt className="text-muted-foreground">Symbol</dt>
            <dd className="min-w-0 font-medium">
              <ChainText text={token.symbol} />
            </dd>
            <dt className="text-muted-foreground">Current Balance</dt>
            <dd className="font-mono font-medium break-all">{shownAmount(token.balance, token)}</dd>
            <dt className="text-muted-foreground">Decimals</dt>
            <dd className="font-medium">{token.decimals}</dd>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">Select a token to view its information</p>
        )}
      </CardContent>
    </Card>
  );
}

export function MintInfoPanel() {
  return (
    <Card>
      <CardHeader>
        <CardTitle small className="flex items-center gap-2">
          <Info className="size-4 text-primary" aria-hidden /> About minting
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-muted-foreground">
        <p>
          Only the mint authority of a token can mint more of it: tokens whose authority is another wallet are listed
          but cannot be minted. One whose authority is a multisig you sign for is proposed to its co-signers.
        </p>
        <p>
          Minting costs a SOL fee, plus the rent of the destination's token account when it does not exist yet: the
          exact figure shows above the Mint button.
        </p>
      </CardContent>
    </Card>
  );
}
