import { useState, type FormEvent } from 'react';
import { AmountField } from '@/entities/token/ui/amount-field';
import type { HolderSnapshot, SnapshotOptions } from '@/entities/token/holder-snapshot';
import { useDataSource } from '@/data-hooks/use-data-source';
import { amountIssue } from '@/entities/token/lib/amount-issue';
import type { TokenDetails } from '@/entities/token/model';
import { shortenAddress } from '@/shared/lib/address';
import { parseAmount } from '@/shared/lib/amount';
import { count } from '@/shared/lib/count';
import { shownAmount } from '@/entities/token/lib/token-traits';
import { checkedExclusions } from '@/data-source/snapshot-rules';
import { downloadCsv } from '@/shared/lib/csv';
import { describeError } from '@/shared/lib/describe-error';
import { Alert, AlertDescription } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/shared/ui/card';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { FormField } from '@/shared/ui/form-field';
import { LoadingLine } from '@/shared/ui/loading-line';
import { ScrollTable } from '@/shared/ui/scroll-table';
import { holderSnapshotCsv, supplyShare } from '../lib/holder-snapshot-csv';
import { AirdropForm } from './airdrop-form';
import { byHolder, topShares } from '../lib/concentration';
import { ConcentrationChart } from './concentration-chart';

/** At most this many rows on the page; the download holds every holder. */
const SHOWN_ROWS = 100;

/** The exclusion list as typed (lines, commas or spaces part it), checked by the data sources' own rule. */
function exclusionsOf(text: string): { list: string[]; issue: string | null } {
  const list = text.split(/[\s,]+/).filter(Boolean);
  try {
    checkedExclusions(list);
    return { list, issue: null };
  } catch (error) {
    return { list, issue: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Every holder of the token at one slot, read in full (not just the largest): the issuer, frozen
 * accounts, small ones and listed addresses left out on request; downloadable as CSV.
 */
export function HoldersSnapshot({ token, owner }: { token: TokenDetails; owner: string }) {
  const dataSource = useDataSource();
  const [skipMine, setSkipMine] = useState(false);
  const [skipFrozen, setSkipFrozen] = useState(false);
  const [minimumText, setMinimumText] = useState('');
  const [excludeText, setExcludeText] = useState('');
  const [shown, setShown] = useState(false);
  const [reading, setReading] = useState<number | null>(null);
  const [snapshot, setSnapshot] = useState<HolderSnapshot | null>(null);
  const [error, setError] = useState<string | null>(null);

  const exclusions = exclusionsOf(excludeText);
  const minimumIssue = minimumText.trim() ? amountIssue(minimumText, { decimals: token.decimals }) : null;

  const onSnapshot = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (exclusions.issue || minimumIssue || reading !== null) return;
    const minimum = parseAmount(minimumText, token.decimals);
    const options: SnapshotOptions = {
      exclude: [...exclusions.list, ...(skipMine ? [owner] : [])],
      excludeFrozen: skipFrozen,
      ...(minimumText.trim() && minimum.ok && { minimum: minimum.value }),
    };
    setError(null);
    setReading(0);
    try {
      setSnapshot(await dataSource.getHolderSnapshot(token.mint, options, setReading));
    } catch (caught) {
      setError(describeError('The holders could not be read.', caught));
    } finally {
      setReading(null);
    }
  };

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Holders</CardTitle>
        <CardDescription>Every holder and exact balance at one slot, for an airdrop or a report.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <form onSubmit={(event) => void onSnapshot(event)} noValidate className="flex flex-col gap-3">
          <CheckboxField
            label="Leave out my wallet (the issuer)"
            checked={skipMine}
            onChange={(event) => setSkipMine(event.target.checked)}
          />
          <CheckboxField
            label="Leave out frozen accounts"
            checked={skipFrozen}
            onChange={(event) => setSkipFrozen(event.target.checked)}
          />
          <AmountField
            label="Leave out accounts holding less than (optional)"
            // Compared with what each account holds in the mint's decimals, as the snapshot lists it.
            token={{ decimals: token.decimals, symbol: token.symbol }}
            error={shown ? (minimumIssue ?? undefined) : undefined}
            value={minimumText}
            onChange={(e) => setMinimumText(e.target.value)}
          />
          <FormField
            label="Leave out these addresses (optional)"
            hint="Pools, burn addresses: wallets or token accounts, one a line"
            error={shown ? (exclusions.issue ?? undefined) : undefined}
          >
            <textarea
              className="min-h-20 rounded-lg border bg-card px-3 py-2 font-mono text-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              value={excludeText}
              onChange={(event) => setExcludeText(event.target.value)}
            />
          </FormField>
          <Button type="submit" variant="outline" className="self-start" loading={reading !== null}>
            {snapshot ? 'Take a new snapshot' : 'Take a snapshot'}
          </Button>
        </form>
        {reading !== null && (
          <LoadingLine>Reading holders… {reading > 0 ? `${reading} accounts so far` : ''}</LoadingLine>
        )}
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        {snapshot && <SnapshotResult snapshot={snapshot} token={token} owner={owner} />}
      </CardContent>
    </Card>
  );
}

function SnapshotResult({ snapshot, token, owner }: { snapshot: HolderSnapshot; token: TokenDetails; owner: string }) {
  const { holders } = snapshot;
  const summary = `${count(holders.length, 'holder')} at slot ${snapshot.slot}${
    snapshot.leftOut ? ` (${snapshot.leftOut} left out)` : ''
  }`;
  if (holders.length === 0) {
    return (
      <p className="text-muted-foreground" data-testid="snapshot-summary">
        No one holds any {token.symbol}
        {snapshot.leftOut ? ' once those you left out are set aside' : ''}: there is no holder to list (slot{' '}
        {snapshot.slot.toString()}).
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium" data-testid="snapshot-summary">
          {summary}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            downloadCsv(holderSnapshotCsv(snapshot), `${token.symbol || 'token'}-holders-${snapshot.slot}.csv`)
          }
        >
          Download CSV
        </Button>
      </div>
      <ConcentrationChart
        shares={topShares(byHolder(holders), snapshot.supply)}
        supply={snapshot.supply}
        token={token}
      />
      <ScrollTable
        label="Holders"
        testId="snapshot-holders"
        columns={[{ title: 'Owner' }, { title: 'Amount', right: true }, { title: 'Share', right: true }]}
      >
        {holders.slice(0, SHOWN_ROWS).map((holder) => (
          <tr key={holder.tokenAccount} className="border-t">
            <td className="px-2 py-1.5 font-mono" title={holder.owner}>
              {holder.owner === owner ? 'You' : shortenAddress(holder.owner, 6)}
              {holder.frozen && <span className="ml-1 text-muted-foreground">(frozen)</span>}
            </td>
            <td className="px-2 py-1.5 text-right font-mono">{shownAmount(holder.amount, token)}</td>
            <td className="px-2 py-1.5 text-right font-mono">{supplyShare(holder.amount, snapshot.supply)}</td>
          </tr>
        ))}
      </ScrollTable>
      {holders.length > SHOWN_ROWS && (
        <p className="text-xs text-muted-foreground">
          The first {SHOWN_ROWS} are shown; the download holds all {holders.length}.
        </p>
      )}
      <AirdropForm snapshot={snapshot} token={token} />
    </div>
  );
}
