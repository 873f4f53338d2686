import { useId, useState } from 'react';
import { exactSol, formatAmount, SOL_DECIMALS } from '@/shared/lib/amount';
import { Input } from '@/shared/ui/input';
import {
  capIssue,
  parseCap,
  PRIORITY_LABELS,
  PRIORITY_LEVELS,
  writePrioritySetting,
  type PriorityLevel,
} from '../model';
import { usePrioritySetting } from '../use-priority-setting';

/**
 * The priority setting where a fee is shown: the level picks the bid (a percentile of recent fees), the
 * cap bounds what one transaction may pay for it. Kept in this browser for every transaction.
 */
export function PriorityField() {
  const setting = usePrioritySetting();
  const id = useId();
  const [capText, setCapText] = useState(() => formatAmount(setting.capLamports, SOL_DECIMALS));
  const [capError, setCapError] = useState<string | null>(null);

  const onCap = (text: string) => {
    setCapText(text);
    const issue = capIssue(text);
    setCapError(issue);
    if (!issue) writePrioritySetting({ ...setting, capLamports: parseCap(text) });
  };

  return (
    <fieldset className="flex flex-col gap-2 text-sm" data-testid="priority-field">
      <legend className="sr-only">Transaction priority</legend>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1" htmlFor={`${id}-level`}>
          <span className="text-xs text-muted-foreground">Priority</span>
          <select
            id={`${id}-level`}
            value={setting.level}
            onChange={(event) => writePrioritySetting({ ...setting, level: event.target.value as PriorityLevel })}
            className="h-9 rounded-lg border bg-card px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {PRIORITY_LEVELS.map((level) => (
              <option key={level} value={level}>
                {PRIORITY_LABELS[level]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-1 flex-col gap-1" htmlFor={`${id}-cap`}>
          <span className="text-xs text-muted-foreground">Most per transaction (SOL)</span>
          <Input
            id={`${id}-cap`}
            inputMode="decimal"
            autoComplete="off"
            value={capText}
            aria-invalid={capError ? true : undefined}
            aria-describedby={capError ? `${id}-cap-error` : `${id}-hint`}
            onChange={(event) => onCap(event.target.value)}
            className="h-9 max-w-40"
          />
        </label>
      </div>
      {capError ? (
        <p id={`${id}-cap-error`} className="text-sm font-medium text-destructive">
          {capError}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Normal bids the median of what recently landed, Fast the 75th percentile, Turbo the 95th; never more than{' '}
          {exactSol(setting.capLamports)} a transaction for priority.
        </p>
      )}
    </fieldset>
  );
}
