import type { ChangeEvent } from 'react';
import type { TokenHolding } from '@/entities/token/model';
import { TokenField } from '@/entities/token/ui/token-select';
import { MEMO_MAX_BYTES } from '@/shared/lib/memo';
import { whole } from '@/shared/lib/count';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { MAX_ROWS } from '../lib/recipients-csv';

export interface RecipientsDraft {
  mint: string;
  /** The CSV as pasted, typed or read from a file. */
  text: string;
  memo: string;
}

/** The list to check: the token, the recipients as CSV (pasted or from a file) and the memo every transfer carries. */
export function RecipientsForm({
  tokens,
  draft,
  onChange,
  errors,
  checked,
  onCheck,
}: {
  tokens: TokenHolding[];
  draft: RecipientsDraft;
  /** A change of token or recipients makes the list unchecked again; a memo does not. */
  onChange(draft: RecipientsDraft): void;
  errors: { token?: string; text?: string; memo?: string };
  checked: boolean;
  onCheck(): void;
}) {
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChange({ ...draft, text: await file.text() });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recipients</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <TokenField
          tokens={tokens}
          value={draft.mint}
          onChange={(mint) => onChange({ ...draft, mint })}
          withBalance
          error={errors.token}
        />
        <FormField
          label="Recipients (CSV: address,amount)"
          hint={`One line per recipient; "." for decimals; at most ${whole(MAX_ROWS)} lines. A header line is skipped.`}
          error={errors.text}
        >
          <textarea
            className="min-h-40 w-full rounded-lg border bg-card px-3 py-2 font-mono text-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-destructive"
            spellCheck={false}
            value={draft.text}
            placeholder={'address,amount\n9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin,12.5'}
            onChange={(event) => onChange({ ...draft, text: event.target.value })}
          />
        </FormField>
        <FormField label="Or upload a CSV file">
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            className="text-sm"
            onChange={(event) => void onFile(event)}
          />
        </FormField>
        <FormField
          label="Memo (optional)"
          hint={`Sent with every transfer, public on chain. At most ${MEMO_MAX_BYTES} bytes; a memo means fewer transfers per transaction.`}
          error={errors.memo}
        >
          <Input
            autoComplete="off"
            value={draft.memo}
            onChange={(event) => onChange({ ...draft, memo: event.target.value })}
          />
        </FormField>
        <Button type="button" size="lg" variant={checked ? 'outline' : 'default'} onClick={onCheck}>
          Check Recipients
        </Button>
      </CardContent>
    </Card>
  );
}
