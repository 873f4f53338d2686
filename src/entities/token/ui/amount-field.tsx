import type { ComponentProps } from 'react';
import { understoodAmount } from '@/entities/token/lib/amount-issue';
import { rawHint, type ScaledToken } from '@/entities/token/lib/token-traits';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';

type InputProps = Omit<ComponentProps<typeof Input>, 'inputMode'>;

export interface AmountFieldProps extends InputProps {
  label: string;
  error?: string;
  /** The token the amount is in (its decimals, symbol and scale word the hint); none while none is chosen. */
  token?: ScaledToken & { symbol: string };
  /** What was typed, when the field is a form library's (its `value` is not passed). */
  text?: string;
  /** Said under the field while nothing typed is understood as an amount ("You hold 12 KEST"). */
  hint?: string;
  /** Said under the field always, after the amount's own words ("Available: 12 KEST"). */
  note?: string;
  /** A "Max" button beside the field: what it fills in is the caller's; null shows it disabled. */
  onMax?: (() => void) | null;
}

/**
 * A decimal amount of a token, typed as wallets show it: the field, its error, and under it how what was
 * typed is understood ("= 1,000.5 KEST"), the raw units a scaled token moves, and the caller's words.
 */
export function AmountField({ label, error, token, text, hint, note, onMax, ...input }: AmountFieldProps) {
  const typed = text ?? (typeof input.value === 'string' ? input.value : '');
  const understood = token ? understoodAmount(typed, token.decimals, token.symbol) : null;
  const said = [understood ?? hint, token ? rawHint(typed, token) : null, note].filter(Boolean).join(' · ');
  return (
    <FormField label={label} hint={said || undefined} error={error}>
      <AmountInput onMax={onMax} {...input} />
    </FormField>
  );
}

/** The input FormField wires (id, aria-invalid, aria-describedby reach the input itself), with its Max. */
function AmountInput({ onMax, ...input }: InputProps & { onMax?: (() => void) | null }) {
  const field = <Input inputMode="decimal" autoComplete="off" {...input} />;
  if (onMax === undefined) return field;
  return (
    <div className="flex gap-2">
      {field}
      <Button type="button" variant="outline" onClick={onMax ?? undefined} disabled={!onMax}>
        Max
      </Button>
    </div>
  );
}
