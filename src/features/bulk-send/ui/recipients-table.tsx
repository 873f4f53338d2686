import { shownAmount, type ScaledToken } from '@/entities/token/lib/token-traits';
import { cn } from '@/shared/lib/cn';
import { whole } from '@/shared/lib/count';
import { ScrollTable } from '@/shared/ui/scroll-table';
import type { RecipientRow } from '../lib/recipients-csv';

/** Rows listed on the page: a long list shows those with errors and flags first. */
const LISTED_ROWS = 200;

/** Every row as read: errors first in the reader's eye (red), flags in amber; the full address on each. */
export function RecipientsTable({ rows, token }: { rows: RecipientRow[]; token: ScaledToken }) {
  const listed =
    rows.length <= LISTED_ROWS
      ? rows
      : [
          ...rows.filter((row) => row.error),
          ...rows.filter((row) => !row.error && row.warning),
          ...rows.filter((row) => !row.error && !row.warning),
        ].slice(0, LISTED_ROWS);
  return (
    <>
      <ScrollTable
        label="Recipients as read"
        testId="recipients-table"
        columns={[{ title: 'Line' }, { title: 'Address' }, { title: 'Amount', right: true }, { title: 'Check' }]}
      >
        {listed.map((row) => (
          <tr key={row.line} className="border-t align-top">
            <td className="px-2 py-1.5 text-muted-foreground">{row.line}</td>
            <td className="max-w-[16rem] px-2 py-1.5 font-mono break-all">{row.address || '—'}</td>
            <td className="px-2 py-1.5 text-right font-mono whitespace-nowrap">
              {row.amount !== null ? shownAmount(row.amount, token) : row.amountText || '—'}
            </td>
            <td
              className={cn(
                'min-w-[10rem] px-2 py-1.5',
                row.error
                  ? 'text-destructive'
                  : row.warning
                    ? 'text-amber-700 dark:text-amber-300'
                    : 'text-muted-foreground',
              )}
            >
              {row.error ?? row.warning ?? 'OK'}
            </td>
          </tr>
        ))}
      </ScrollTable>
      {listed.length < rows.length && (
        <p className="text-sm text-muted-foreground">
          {listed.length} of {whole(rows.length)} rows listed, those with errors or flags first.
        </p>
      )}
    </>
  );
}
