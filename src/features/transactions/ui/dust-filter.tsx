import { useId } from 'react';
import { parseAmount } from '@/shared/lib/amount';
import { Button } from '@/shared/ui/button';
import { Input } from '@/shared/ui/input';

export const DEFAULT_DUST_THRESHOLD = '0.001';
export const DUST_WARNING = 'Dust from an address you never paid: it may imitate one you know';
export const readThreshold = (stored: unknown) => (typeof stored === 'string' ? stored : DEFAULT_DUST_THRESHOLD);

interface DustFilterProps {
  threshold: string;
  onThreshold: (value: string) => void;
  /** How many loaded transactions the filter collapses. */
  count: number;
  shown: boolean;
  onToggle: () => void;
}

/**
 * Tiny amounts sent by strangers are how address poisoners get a look-alike address into a history;
 * they are collapsed, counted, and one click away.
 */
export function DustFilter({ threshold, onThreshold, count, shown, onToggle }: DustFilterProps) {
  const id = useId();
  const valid = parseAmount(threshold, 18).ok;
  return (
    <div className="flex flex-col gap-1 text-sm text-muted-foreground">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <label htmlFor={id}>Collapse incoming amounts below</label>
        <span className="w-28">
          <Input
            id={id}
            inputMode="decimal"
            className="h-8 font-mono"
            value={threshold}
            aria-invalid={valid ? undefined : true}
            aria-describedby={valid ? undefined : `${id}-error`}
            onChange={(event) => onThreshold(event.target.value)}
          />
        </span>
        <span>from addresses you never paid.</span>
        {count > 0 && (
          <span className="flex items-center gap-2">
            <span data-testid="dust-count">
              {count} {count === 1 ? 'transfer' : 'transfers'} {shown ? 'shown' : 'collapsed'}.
            </span>
            <Button variant="ghost" size="sm" onClick={onToggle}>
              {shown ? 'Collapse' : 'Show'}
            </Button>
          </span>
        )}
      </div>
      {!valid && (
        <p id={`${id}-error`} className="font-medium text-destructive">
          Enter an amount such as 0.001: nothing is collapsed until then.
        </p>
      )}
    </div>
  );
}
