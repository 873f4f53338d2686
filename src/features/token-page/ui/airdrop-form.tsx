import { useState } from 'react';
import { AmountField } from '@/entities/token/ui/amount-field';
import { useNavigate } from '@/shared/lib/router';
import type { HolderSnapshot } from '@/entities/token/holder-snapshot';
import { amountIssue } from '@/entities/token/lib/amount-issue';
import { movesNothingIssue, rawUnits } from '@/entities/token/lib/token-traits';
import type { TokenDetails } from '@/entities/token/model';
import { formatAmount, parseAmount } from '@/shared/lib/amount';
import { count } from '@/shared/lib/count';
import { Button } from '@/shared/ui/button';
import { planAirdrop, writtenAs, type AirdropMode } from '../lib/airdrop';

/** What Bulk send opens with when an airdrop fills it: the token and its `address,amount` rows. */
export interface AirdropFill {
  mint: string;
  csv: string;
}

/** From a snapshot, the recipients and amounts of an airdrop, handed to Bulk send (checked and sent there). */
export function AirdropForm({ snapshot, token }: { snapshot: HolderSnapshot; token: TokenDetails }) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<AirdropMode>('each');
  const [text, setText] = useState('');
  const [shown, setShown] = useState(false);
  const typed = amountIssue(text, { decimals: token.decimals }) ?? movesNothingIssue(text, token);
  const parsed = parseAmount(text, token.decimals);
  // Typed as the token shows it, worked out in the raw units the program makes of it (a scaled token's
  // holdings weighed as they are held), and each row written back as shown: never more than that moves.
  const raw = parsed.ok ? rawUnits(parsed.value, token) : null;
  const planned = !typed && raw !== null ? planAirdrop(snapshot.holders, mode, raw) : null;
  const typedShown = parsed.ok ? parsed.value : 0n;
  const plan = planned?.ok
    ? writtenAs(planned, token, mode === 'each' ? typedShown * BigInt(planned.rows.length) : typedShown)
    : null;
  const issue = typed ?? (planned && !planned.ok ? planned.issue : null);
  const amount = (shown: bigint) => `${formatAmount(shown, token.decimals)} ${token.symbol}`;

  const onFill = () => {
    setShown(true);
    if (issue || !plan) return;
    const csv = plan.rows.map((row) => `${row.owner},${row.text}`).join('\n');
    navigate('/bulk-send', { state: { airdrop: { mint: token.mint, csv } satisfies AirdropFill } });
  };

  return (
    <div className="flex flex-col gap-3 rounded-lg border p-3" data-testid="airdrop">
      <p className="font-medium">Airdrop to these holders</p>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">How much each gets</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="airdrop-mode" checked={mode === 'each'} onChange={() => setMode('each')} />
          The same amount each
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="airdrop-mode" checked={mode === 'pro-rata'} onChange={() => setMode('pro-rata')} />A
          total, split by what each holds
        </label>
      </fieldset>
      <AmountField
        label={mode === 'each' ? 'Amount each' : 'Total to split'}
        token={token}
        error={shown ? (issue ?? undefined) : undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {plan && (
        <p className="text-muted-foreground" data-testid="airdrop-plan">
          {count(plan.rows.length, 'recipient')}, {amount(plan.total)} in all
          {plan.remainder > 0n ? `; ${amount(plan.remainder)} left over by rounding down stays with you` : ''}
          {plan.nothing > 0 ? `; ${count(plan.nothing, 'holder')} whose share is less than one unit get nothing` : ''}.
        </p>
      )}
      <Button type="button" variant="outline" className="self-start" onClick={onFill}>
        Fill Bulk send
      </Button>
    </div>
  );
}
