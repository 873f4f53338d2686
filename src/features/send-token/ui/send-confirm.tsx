import { AlertTriangle, ShieldAlert, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { SendTokensInput } from '@/data-source/contract';
import type { SendEstimate } from '@/entities/transfer/model';
import { HookCall } from '@/entities/transfer/ui/hook-call';
import { LABEL_MAX } from '@/entities/address-book/lib/use-address-book';
import { transferFeeOn } from '@/entities/token/lib/transfer-fee';
import type { TokenHolding } from '@/entities/token/model';
import { TokenLabel } from '@/entities/token/ui/token-label';
import { NetworkFeeText } from '@/entities/priority/ui/network-fee-text';
import { PriorityField } from '@/entities/priority/ui/priority-field';
import { exactSol, formatAmount } from '@/shared/lib/amount';
import { shownAmount } from '@/entities/token/lib/token-traits';
import { OnChainRow } from '@/entities/token/ui/on-chain-row';
import { Alert, AlertDescription, AlertTitle } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';
import { ChainText } from '@/shared/ui/chain-text';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { FormField } from '@/shared/ui/form-field';
import { GroupedAddress } from '@/shared/ui/grouped-address';
import { Input } from '@/shared/ui/input';
import { LoadingLine } from '@/shared/ui/loading-line';
import type { RecipientReview } from '@/data-hooks/use-address-history';

export const COMPARED = 'I have compared every character: send to this address';
export const COMPARED_REQUIRED = 'Compare the addresses, then tick the box to send anyway';

interface SendConfirmProps {
  input: SendTokensInput;
  token: TokenHolding;
  review: RecipientReview;
  /** The recipient's label in the address book, if saved. */
  label: string | undefined;
  /** The scanned payment request this transfer pays, if any. */
  request?: { label?: string; message?: string } | null;
  estimate: SendEstimate | undefined;
  sending: boolean;
  onBack: () => void;
  /** `saveAs`: a label to keep the recipient under in the address book (empty: keep nothing). */
  onConfirm: (saveAs: string) => void;
}

/** The last look before the wallet is asked: the full recipient, the token, the exact amount, the costs, the risks. */
export function SendConfirm({
  input,
  token,
  review,
  label,
  request,
  estimate,
  sending,
  onBack,
  onConfirm,
}: SendConfirmProps) {
  const [compared, setCompared] = useState(false);
  const [comparedError, setComparedError] = useState<string>();
  const [saveAs, setSaveAs] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const lookalike = review.lookalikes.length > 0;
  const transferFee = estimate?.transferFee ? transferFeeOn(input.amount, estimate.transferFee) : 0n;
  const ofToken = (base: bigint) => (
    <>
      {shownAmount(base, token)} <ChainText text={token.symbol} />
    </>
  );
  const confirm = () => {
    if (lookalike && !compared) return setComparedError(COMPARED_REQUIRED);
    onConfirm(saveAs);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle ref={heading} tabIndex={-1} className="outline-none">
          Confirm Transfer
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <RecipientWarnings review={review} recipient={input.recipient} rentLamports={estimate?.rentLamports ?? 0n} />
        {estimate?.hook && <HookCall hook={estimate.hook} />}

        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-3 text-sm">
          <dt className="text-muted-foreground">To</dt>
          <dd className="min-w-0" data-testid="confirm-recipient">
            {label && <span className="block font-medium [overflow-wrap:anywhere]">{label}</span>}
            <GroupedAddress address={input.recipient} className="text-sm" />
          </dd>
          {request && (request.label || request.message) && (
            <>
              <dt className="text-muted-foreground">Request</dt>
              <dd className="min-w-0" data-testid="confirm-request">
                {request.label && <ChainText text={request.label} className="block font-medium" />}
                {request.message && <ChainText text={request.message} className="block" />}
              </dd>
            </>
          )}
          <dt className="text-muted-foreground">Token</dt>
          <dd className="min-w-0">
            <TokenLabel token={token} />
            <span className="block font-mono text-xs break-all text-muted-foreground">{token.mint}</span>
          </dd>
          <dt className="text-muted-foreground">Amount</dt>
          <dd className="font-mono font-semibold break-all" data-testid="confirm-amount">
            {ofToken(input.amount)}
          </dd>
          {token.scale && <OnChainRow raw={input.amount} token={token} />}
          {input.memo && (
            <>
              <dt className="text-muted-foreground">Memo</dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]" data-testid="confirm-memo">
                {/* Public on chain, for anyone to read: shown exactly as it goes. */}
                <ChainText text={input.memo} />
              </dd>
            </>
          )}
          {estimate?.transferFee && transferFee > 0n && (
            <>
              <dt className="text-muted-foreground">Transfer fee</dt>
              <dd className="min-w-0" data-testid="confirm-transfer-fee">
                <span className="font-mono break-all">{ofToken(transferFee)}</span>, withheld by the token (
                {formatAmount(BigInt(estimate.transferFee.basisPoints), 2)}%, at most{' '}
                {ofToken(estimate.transferFee.maximumFee)} a transfer)
              </dd>
              <dt className="text-muted-foreground">They receive</dt>
              <dd className="font-mono font-semibold break-all" data-testid="confirm-arrives">
                {ofToken(input.amount - transferFee)}
              </dd>
            </>
          )}
          <dt className="text-muted-foreground">Network fee</dt>
          <dd className="min-w-0 font-mono">
            {estimate ? <NetworkFeeText fee={estimate.networkFee} /> : 'Estimating…'}
          </dd>
          {estimate && estimate.rentLamports > 0n && (
            <>
              <dt className="text-muted-foreground">Account rent</dt>
              <dd className="font-mono">{exactSol(estimate.rentLamports)}</dd>
            </>
          )}
        </dl>
        <PriorityField />

        {!label && (
          <FormField label="Save to address book as (optional)">
            <Input
              value={saveAs}
              maxLength={LABEL_MAX}
              placeholder="e.g. Alice"
              onChange={(event) => setSaveAs(event.target.value)}
            />
          </FormField>
        )}
        {lookalike && (
          <CheckboxField
            label={COMPARED}
            checked={compared}
            onChange={(event) => {
              setCompared(event.target.checked);
              setComparedError(undefined);
            }}
            error={comparedError}
          />
        )}
        {review.status === 'checking' && <LoadingLine small>Comparing with your history…</LoadingLine>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={sending}>
            Back
          </Button>
          <Button type="button" size="lg" loading={sending} disabled={review.status === 'checking'} onClick={confirm}>
            {sending ? 'Sending Tokens...' : 'Confirm and Send'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** What to know about the recipient before sending: a look-alike, an unread history, a first transfer, an account to pay for. */
function RecipientWarnings({
  review,
  recipient,
  rentLamports,
}: {
  review: RecipientReview;
  recipient: string;
  rentLamports: bigint;
}) {
  const lookalike = review.lookalikes.length > 0;
  return (
    <>
      {lookalike && (
        <Alert variant="destructive">
          <AlertTitle className="flex items-center gap-2">
            <ShieldAlert className="size-4 shrink-0" aria-hidden /> This address only looks like one you know
          </AlertTitle>
          <AlertDescription className="flex flex-col gap-2">
            <p>
              It starts and ends like an address in your history, but it is a different address. Scammers send tiny
              amounts from look-alike addresses so that you copy theirs.
            </p>
            <p>
              You are sending to: <GroupedAddress address={recipient} className="font-semibold" />
            </p>
            {review.lookalikes.map((known) => (
              <p key={known}>
                Your history has: <GroupedAddress address={known} />
              </p>
            ))}
          </AlertDescription>
        </Alert>
      )}
      {review.status === 'unchecked' && (
        <Alert variant="warning">
          <AlertDescription>
            Your history could not be read, so this address was not compared with the ones you have used.
          </AlertDescription>
        </Alert>
      )}
      {review.firstTime && !lookalike && (
        <Alert variant="warning">
          <AlertTitle className="flex items-center gap-2">
            <UserPlus className="size-4 shrink-0" aria-hidden /> First transfer to this address
          </AlertTitle>
          <AlertDescription>
            You have not sent to this address before. Check it with the recipient, character by character.
          </AlertDescription>
        </Alert>
      )}
      {rentLamports > 0n && (
        <Alert variant="warning">
          <AlertTitle className="flex items-center gap-2">
            <AlertTriangle className="size-4 shrink-0" aria-hidden /> The recipient holds none of this token yet
          </AlertTitle>
          <AlertDescription>
            Sending creates their account for it, and you pay its rent of {exactSol(rentLamports)}.
          </AlertDescription>
        </Alert>
      )}
    </>
  );
}
