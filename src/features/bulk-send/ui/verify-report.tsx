import type { ChangeEvent } from 'react';
import { useState } from 'react';
import { count, whole } from '@/shared/lib/count';
import { reasonOf } from '@/shared/lib/describe-error';
import { Alert, AlertDescription, AlertTitle } from '@/shared/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';
import { FormField } from '@/shared/ui/form-field';
import { LoadingLine } from '@/shared/ui/loading-line';
import { useWallet } from '@/entities/wallet/use-wallet';
import { useReadLanded } from '../api/use-read-landed';
import { readReport, verifyReport, type ReportRow } from '../lib/report';

/** A report file re-checked against the chain: each paid row's signature read back and held to the row. */
export function VerifyReport() {
  const landed = useReadLanded();
  const [rows, setRows] = useState<ReportRow[] | null>(null);
  const [unchecked, setUnchecked] = useState(0);
  const [issue, setIssue] = useState<string>();
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const read = readReport(await file.text());
    landed.reset();
    setRows(read.ok ? read.rows : null);
    setUnchecked(read.ok ? read.unchecked : 0);
    setIssue(read.ok ? undefined : read.issue);
    if (read.ok) landed.mutate(read.rows.map((row) => row.signature));
  };
  const result = rows && landed.data ? verifyReport(rows, landed.data) : null;
  const { address } = useWallet();
  const senders = [...new Set(rows?.map((row) => row.sender) ?? [])];
  return (
    <Card data-testid="verify-report">
      <CardHeader>
        <CardTitle>Verify a report</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <FormField
          label="Report file (CSV)"
          hint="A bulk send report from this app: every paid row is read back from this cluster and held to its signature."
          error={issue}
        >
          <input type="file" accept=".csv,text/csv" className="text-sm" onChange={(event) => void onFile(event)} />
        </FormField>
        {landed.isPending && rows && (
          <LoadingLine small>
            Reading {count(new Set(rows.map((row) => row.signature)).size, 'transaction')} back: {whole(landed.read)}{' '}
            read.
          </LoadingLine>
        )}
        {landed.error && (
          <Alert variant="destructive">
            <AlertDescription>The report could not be checked: {reasonOf(landed.error)}</AlertDescription>
          </Alert>
        )}
        {result && senders.length > 0 && (
          <p className="[overflow-wrap:anywhere]" data-testid="verify-sender">
            Each transfer is held to the wallet the report names as its sender ({senders.join(', ')}
            {address && !senders.includes(address) ? ', not the connected wallet' : ''}) and to the slot it names.
          </p>
        )}
        {result && unchecked > 0 && (
          <p data-testid="verify-unchecked">
            {count(unchecked, 'row')} not marked paid (failed or waiting) {unchecked === 1 ? 'was' : 'were'} not
            checked: they claim no transfer.
          </p>
        )}
        {result && result.mismatches.length === 0 && (
          <Alert variant="success">
            <AlertTitle>
              {result.checked === 0
                ? 'The report has no paid rows to check.'
                : `All ${count(result.checked, 'paid row')} match the chain.`}
            </AlertTitle>
          </Alert>
        )}
        {result && result.mismatches.length > 0 && (
          <Alert variant="destructive">
            <AlertTitle>
              {whole(result.mismatches.length)} of {count(result.checked, 'paid row')} do not match the chain
            </AlertTitle>
            <AlertDescription>
              <ul className="mt-2 list-disc pl-5 [overflow-wrap:anywhere]">
                {result.mismatches.slice(0, 50).map(({ line, address, why }) => (
                  <li key={line}>
                    Line {line} ({address}): {why}.
                  </li>
                ))}
              </ul>
              {result.mismatches.length > 50 && (
                <p className="mt-2">…and {whole(result.mismatches.length - 50)} more.</p>
              )}
            </AlertDescription>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
