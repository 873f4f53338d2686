import { Link } from '@/shared/lib/router';
import { shownAmount } from '../lib/token-traits';
import { FormField } from '@/shared/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/shared/ui/select';
import type { TokenHolding } from '../model';
import { TokenLabel } from './token-label';

interface TokenSelectProps {
  tokens: readonly TokenHolding[];
  value: string;
  onChange: (mint: string) => void;
  /** Show each token's balance beside it (where the amount comes from the holding). */
  withBalance?: boolean;
  /** Tokens listed but not selectable (the reason is said elsewhere on the page). */
  unavailable?: (token: TokenHolding) => boolean;
}

/** The "Token" picker of the forms: every option names its token and shows its shortened mint. */
export function TokenSelect({ tokens, value, onChange, withBalance = false, unavailable }: TokenSelectProps) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger aria-label="Token">
        <SelectValue placeholder="Select a token" />
      </SelectTrigger>
      <SelectContent>
        {tokens.map((t) => (
          <SelectItem key={t.mint} value={t.mint} disabled={unavailable?.(t)}>
            <span className="flex min-w-0 items-center gap-1">
              <TokenLabel token={t} showMint />
              {withBalance && <span className="shrink-0">· {shownAmount(t.balance, t)}</span>}
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * The forms' "Token" field: the picker, its error, and once a token is chosen a link to its own page.
 */
export function TokenField({ error, ...select }: TokenSelectProps & { error?: string }) {
  const chosen = select.tokens.find((token) => token.mint === select.value);
  return (
    <FormField
      label="Token"
      error={error}
      hint={
        chosen ? (
          <Link to={`/token/${chosen.mint}`} className="text-primary underline">
            Manage this token
          </Link>
        ) : undefined
      }
    >
      <TokenSelect {...select} />
    </FormField>
  );
}
