import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import type { TokenDetails } from '@/entities/token/model';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/shared/ui/card';
import { LoadingLine } from '@/shared/ui/loading-line';
import { concentrationItem, runLaunchCheck, type LaunchFix, type LaunchItem } from '../lib/launch-check';
import { useLargestHolders } from '../api/use-token-details';
import { valueKey } from '@/data-hooks/queries';

const STATUS = {
  pass: { icon: CheckCircle2, word: 'Pass', tone: 'text-emerald-700 dark:text-emerald-400' },
  warn: { icon: AlertTriangle, word: 'Warning', tone: 'text-amber-700 dark:text-amber-400' },
  fail: { icon: XCircle, word: 'Fails', tone: 'text-destructive' },
} as const;

/**
 * Before the owner announces the token: will wallets and explorers show it well, and will holders trust
 * it? Each item says why, and offers the one-click fix where there is one.
 */
export function LaunchCheckCard({
  token,
  owner,
  onFix,
}: {
  token: TokenDetails;
  owner: string;
  onFix(fix: LaunchFix): void;
}) {
  const check = useQuery({
    // The token's own state is part of the key: after a fix, the check runs again on what the chain holds.
    queryKey: ['launch-check', owner, valueKey(token)],
    queryFn: ({ signal }) => runLaunchCheck(token, owner, { signal }),
    retry: false,
    staleTime: 60_000,
  });
  // The same list the Largest Holders card shows: one question to the cluster for both.
  const largest = useLargestHolders(token.mint, owner);
  const items: LaunchItem[] = check.data
    ? [...check.data, ...(largest.isPending ? [] : [concentrationItem(token, owner, largest.data ?? null)])]
    : [];
  const failing = items.filter((item) => item.status !== 'pass').length;
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Launch check</CardTitle>
        <CardDescription>
          Before you announce it: will wallets show this token well, and will holders trust it?
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {check.isFetching && <LoadingLine small>Checking the metadata file and the image…</LoadingLine>}
        {check.data && (
          <>
            <p className="text-sm font-medium" data-testid="launch-summary">
              {failing === 0 ? 'Ready: every check passes.' : `${failing} of ${items.length} checks need attention.`}
            </p>
            <ul className="flex flex-col gap-2" data-testid="launch-check">
              {items.map((item) => {
                const { icon: Icon, word, tone } = STATUS[item.status];
                return (
                  <li
                    key={item.id}
                    className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-2 rounded-lg border p-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto]"
                    data-status={item.status}
                  >
                    <Icon className={`mt-0.5 size-4 shrink-0 ${tone}`} aria-hidden />
                    <div className="flex min-w-0 flex-col gap-1">
                      <p className="font-medium">
                        {item.label} <span className={`text-xs ${tone}`}>— {word}</span>
                      </p>
                      <p className="text-muted-foreground [overflow-wrap:anywhere]">{item.detail}</p>
                    </div>
                    {item.fix && (
                      <Button
                        size="sm"
                        variant="outline"
                        className="col-start-2 justify-self-start sm:col-start-auto"
                        onClick={() => onFix(item.fix!.to)}
                      >
                        {item.fix.label}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )}
        <Button
          variant="link"
          className="self-start text-sm"
          disabled={check.isFetching}
          onClick={() => void check.refetch()}
        >
          Check again
        </Button>
      </CardContent>
    </Card>
  );
}
