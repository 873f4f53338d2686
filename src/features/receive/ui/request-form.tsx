import { useState, type FormEvent } from 'react';
import { AmountField } from '@/entities/token/ui/amount-field';
import { amountIssue } from '@/entities/token/lib/amount-issue';
import type { TokenHolding } from '@/entities/token/model';
import { TokenField } from '@/entities/token/ui/token-select';
import { transferRefusal, typedRaw } from '@/entities/token/lib/token-traits';
import { MEMO_MAX_BYTES, memoIssue } from '@/shared/lib/memo';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { newPaymentRequest, type PaymentRequest } from '../lib/payment-request';

const TEXT_MAX = 80;
const OWN_MEMO_REQUIRED =
  'Your account of this token requires a memo with every incoming transfer: write the memo the payer must send.';

interface RequestFormProps {
  owner: string;
  tokens: TokenHolding[];
  onCreate: (request: PaymentRequest) => void;
}

/** Token, exact amount, and the label and message the payer's wallet shows. */
export function RequestForm({ owner, tokens, onCreate }: RequestFormProps) {
  const [mint, setMint] = useState('');
  const [amount, setAmount] = useState('');
  const [label, setLabel] = useState('');
  const [message, setMessage] = useState('');
  const [memo, setMemo] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const token = tokens.find((t) => t.mint === mint);
  const refusal = token ? transferRefusal(token) : null;
  const tokenError = submitted ? (token ? (refusal ?? undefined) : 'Token is required') : undefined;
  const amountError = submitted ? (amountIssue(amount, { decimals: token?.decimals ?? 9 }) ?? undefined) : undefined;
  // The wallet's own account may take no transfer without a memo: then the request must carry one.
  const memoProblem = memoIssue(memo) ?? (token?.memoRequired && !memo ? OWN_MEMO_REQUIRED : null);
  const memoError = submitted ? (memoProblem ?? undefined) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!token || refusal) return;
    // Asked as shown (a UI amount); checked on arrival in raw units.
    const raw = typedRaw(amount, { decimals: token.decimals, scale: token.scale });
    if (amountIssue(amount, { decimals: token.decimals }) || raw === null || memoProblem) return;
    onCreate(newPaymentRequest(owner, token, raw, { label, message, memo }));
  };

  if (tokens.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Requests name a token you hold. You hold none yet: share your address instead, or create a token first.
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TokenField tokens={tokens} value={mint} onChange={setMint} error={tokenError} />
      <AmountField
        label="Amount"
        token={token}
        error={amountError}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <FormField label="Label (optional)" hint="Who is asking, as the payer's wallet shows it, e.g. your shop's name">
        <Input value={label} maxLength={TEXT_MAX} onChange={(event) => setLabel(event.target.value)} />
      </FormField>
      <FormField label="Message (optional)" hint="What it is for, e.g. an order number">
        <Input value={message} maxLength={TEXT_MAX} onChange={(event) => setMessage(event.target.value)} />
      </FormField>
      <FormField
        label={token?.memoRequired ? 'Memo (required by your account)' : 'Memo (optional)'}
        hint={`The payer's wallet sends it with the payment, public on chain. At most ${MEMO_MAX_BYTES} bytes.`}
        error={memoError}
      >
        <Input autoComplete="off" value={memo} onChange={(event) => setMemo(event.target.value)} />
      </FormField>
      <Button type="submit" size="lg">
        Create Request
      </Button>
    </form>
  );
}
