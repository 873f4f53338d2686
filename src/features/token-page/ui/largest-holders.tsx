import type { TokenDetails } from '@/entities/token/model';
import { shortenAddress } from '@/shared/lib/address';
import { shownAmount } from '@/entities/token/lib/token-traits';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';
import { ScrollTable } from '@/shared/ui/scroll-table';
import { LoadingLine } from '@/shared/ui/loading-line';
import { useLargestHolders } from '../api/use-token-details';

/** The cluster's list of the largest accounts; where a node refuses (public mainnet), a plain sentence. */
export function LargestHolders({ token, owner }: { token: TokenDetails; owner: string }) {
  const holders = useLargestHolders(token.mint, owner);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Largest Holders</CardTitle>
      </CardHeader>
      <CardContent className="text-sm">
        {holders.isPending ? (
          <LoadingLine>Asking the cluster…</LoadingLine>
        ) : holders.isError || holders.data === null ? (
          <p className="text-muted-foreground">This cluster does not answer which accounts hold the most of a token.</p>
        ) : holders.data.length === 0 ? (
          <p className="text-muted-foreground">No one holds any yet.</p>
        ) : (
          <ScrollTable
            label="Largest holders"
            testId="largest-holders"
            columns={[{ title: 'Owner' }, { title: 'Amount', right: true }, { title: 'Share', right: true }]}
          >
            {holders.data.map((holder) => (
              <tr key={holder.account} className="border-t">
                <td className="px-2 py-1.5 font-mono" title={holder.owner ?? holder.account}>
                  {holder.owner === owner ? 'You' : shortenAddress(holder.owner ?? holder.account, 6)}
                </td>
                <td className="px-2 py-1.5 text-right font-mono">{shownAmount(holder.amount, token)}</td>
                <td className="px-2 py-1.5 text-right font-mono">
                  {token.supply > 0n ? `${(Number((holder.amount * 10_000n) / token.supply) / 100).toFixed(2)} %` : '—'}
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </CardContent>
    </Card>
  );
}
