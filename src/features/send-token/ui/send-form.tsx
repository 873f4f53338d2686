import { zodResolver } from '@hookform/resolvers/zod';
import { AmountField } from '@/entities/token/ui/amount-field';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { Link } from '@/shared/lib/router';
import type { SendTokensInput } from '@/data-source/contract';
import { useChainAction } from '@/data-hooks/use-chain-action';
import { ActionErrorAlert } from '@/widgets/action-error-alert';
import { useDataSource } from '@/data-hooks/use-data-source';
import { useRecipientCheck } from '@/data-hooks/use-recipient-check';
import { useAddressBook } from '@/entities/address-book/lib/use-address-book';
import { otherAccountsNote } from '@/entities/token/lib/other-accounts';
import { needsProgramAddressConsent, PROGRAM_ADDRESS_CONSENT } from '@/entities/token/lib/recipient-issue';
import type { TokenHolding } from '@/entities/token/model';
import { TokenField } from '@/entities/token/ui/token-select';
import { SignatureAlert, type ConfirmedAction } from '@/entities/transaction/ui/signature-alert';
import { useWallet } from '@/entities/wallet/use-wallet';
import { isValidAddress, shortenAddress } from '@/shared/lib/address';
import { toDecimalString } from '@/shared/lib/amount';
import { MEMO_MAX_BYTES, MEMO_REQUIRED } from '@/shared/lib/memo';
import { shownAmount, typedRaw, uiUnits } from '@/entities/token/lib/token-traits';
import { Button } from '@/shared/ui/button';
import { ChainText } from '@/shared/ui/chain-text';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { SEND_TOKENS_DEFAULTS, sendTokensSchema, type SendTokensValues } from '../api/send-tokens-form';
import { useAddressHistory } from '@/data-hooks/use-address-history';
import { useSendEstimate } from '../api/use-send-estimate';
import { usePendingDuplicate } from '../api/use-pending-duplicate';
import { useScannedRequest } from '../api/use-scanned-request';
import type { ScannedFields } from '../lib/scanned-request';
import { RecipientInput } from './recipient-input';
import { SendConfirm } from './send-confirm';
import { SendDetails } from './send-details';

// The camera and the QR decoder load only when a scan starts.
const ScanDialog = lazy(() => import('./scan-dialog'));

const SEND_AGAIN =
  'The same transfer (token, recipient, amount) is still pending and may still land. Send it again anyway: both may arrive';
const SEND_AGAIN_REQUIRED = 'This transfer may still land: tick the box to send it a second time';

/**
 * Token, recipient and amount; then a confirmation with the full recipient and every warning; only then
 * the wallet. What was typed stays through the confirmation, a cancel and a failure.
 */
export function SendForm({ tokens }: { tokens: TokenHolding[] }) {
  const dataSource = useDataSource();
  const { cluster } = dataSource;
  const { signer } = useWallet();
  const owner = signer?.address;
  const sendTokens = useChainAction();
  const addressBook = useAddressBook(owner ?? '');
  const history = useAddressHistory(owner);
  const [sent, setSent] = useState<ConfirmedAction | null>(null);
  // The validated transfer awaiting the user's confirmation.
  const [reviewing, setReviewing] = useState<SendTokensInput | null>(null);
  const schema = useMemo(() => sendTokensSchema(tokens, owner), [tokens, owner]);
  const form = useForm<SendTokensValues, unknown, SendTokensInput>({
    resolver: zodResolver(schema),
    defaultValues: SEND_TOKENS_DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const [tokenMint, recipient, amountText] = form.watch(['tokenMint', 'recipientAddress', 'amount']);
  const selected = tokens.find((t) => t.mint === tokenMint);
  const estimate = useSendEstimate(owner, tokenMint, recipient);
  const recipientCheck = useRecipientCheck(recipient);
  const scan = useScannedRequest(form, tokens);
  // The same transfer signed earlier and still pending: sending it again needs an explicit choice.
  const [sendAgain, setSendAgain] = useState(false);
  const [sendAgainError, setSendAgainError] = useState<string>();
  const duplicate = usePendingDuplicate(owner, selected, recipient, selected ? typedRaw(amountText, selected) : null);

  const onReview = form.handleSubmit(async (input) => {
    setSent(null);
    sendTokens.setFailure(null);
    const notAWallet = await recipientCheck.verify(input.recipient);
    if (notAWallet) return form.setError('recipientAddress', { message: notAWallet });
    // What the recipient's account takes is known before the wallet is asked.
    const account = estimate.data ?? (await estimate.refetch()).data;
    if (account?.recipientRefusal) return form.setError('recipientAddress', { message: account.recipientRefusal });
    if (account?.memoRequired && !input.memo) return form.setError('memo', { message: MEMO_REQUIRED });
    if (duplicate && !sendAgain) return setSendAgainError(SEND_AGAIN_REQUIRED);
    setSendAgainError(undefined);
    const request = scan.requestFor(input.recipient);
    setReviewing(request?.references.length ? { ...input, references: request.references } : input);
  });

  const request = scan.requestFor(recipient);

  const send = sendTokens.once(async (input: SendTokensInput, saveAs: string) => {
    if (!signer || !selected) return;
    if (saveAs.trim()) addressBook.save(input.recipient, saveAs);
    setSendAgain(false);
    const shown = shownAmount(input.amount, selected);
    const result = await sendTokens.perform(
      { kind: 'send', ...input },
      { summary: () => `${shown} ${selected.symbol} sent` },
    );
    setReviewing(null);
    if (!result) return;
    setSent({
      signature: result.signature,
      paid: result.paid,
      cluster,
      summary: `${shown} ${selected.symbol} sent to ${shortenAddress(input.recipient)}, confirmed on ${cluster.label}.`,
    });
  });

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex flex-col gap-6">
        {sendTokens.failure && (
          <ActionErrorAlert failure={sendTokens.failure} onDismiss={() => sendTokens.setFailure(null)} />
        )}
        {sent && <SignatureAlert title="Transaction Submitted!" action={sent} />}
        {reviewing && selected && (
          <SendConfirm
            input={reviewing}
            token={selected}
            review={history.review(
              reviewing.recipient,
              addressBook.entries.map((entry) => entry.address),
            )}
            label={addressBook.labelOf(reviewing.recipient)}
            request={request}
            estimate={estimate.data}
            sending={sendTokens.isPending}
            onBack={() => setReviewing(null)}
            onConfirm={(saveAs) => send(reviewing, saveAs)}
          />
        )}
        {/* Hidden, not unmounted, while confirming: nothing typed is lost. */}
        <Card hidden={!!reviewing}>
          <CardHeader>
            <CardTitle>Transfer Details</CardTitle>
          </CardHeader>
          <CardContent>
            {tokens.length === 0 ? (
              <NothingToSend />
            ) : (
              <form onSubmit={onReview} noValidate className="flex flex-col gap-5">
                <TokenChoice form={form} tokens={tokens} />
                <RecipientField
                  form={form}
                  issue={recipientCheck.issue ?? estimate.data?.recipientRefusal ?? undefined}
                  recent={history.recent}
                  addressBook={addressBook}
                  onScan={scan.onScan}
                />
                {request && <PaymentRequestNote request={request} />}
                {duplicate && (
                  <CheckboxField
                    label={SEND_AGAIN}
                    checked={sendAgain}
                    onChange={(event) => setSendAgain(event.target.checked)}
                    error={sendAgainError}
                  />
                )}
                {isValidAddress(recipient.trim()) && needsProgramAddressConsent(recipient.trim()) && (
                  <CheckboxField
                    label={PROGRAM_ADDRESS_CONSENT}
                    error={errors.confirmProgramAddress?.message}
                    {...form.register('confirmProgramAddress')}
                  />
                )}
                <SendAmountField form={form} token={selected} text={amountText} />
                <MemoField form={form} required={!!estimate.data?.memoRequired} />
                <Button type="submit" size="lg" disabled={!signer || form.formState.isSubmitting}>
                  Send Tokens
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
      </div>
      {scan.scanning && (
        <Suspense fallback={null}>
          <ScanDialog open={scan.scanning} onOpenChange={scan.setScanning} onCode={scan.onCode} />
        </Suspense>
      )}
      <SendDetails
        token={selected}
        networkLabel={`Solana ${cluster.label}`}
        estimate={estimate.data}
        estimating={estimate.isFetching && !estimate.data}
      />
    </div>
  );
}

/** Where the filled-in values came from: the payee's own words, shown as untrusted text. */
function PaymentRequestNote({ request }: { request: ScannedFields }) {
  if (!request.label && !request.message && request.references.length === 0) return null;
  return (
    <div className="rounded-lg border bg-muted/50 p-3 text-sm" data-testid="payment-request-note">
      <p className="font-medium">Filled in from a payment request</p>
      {request.label && (
        <p>
          From: <ChainText text={request.label} />
        </p>
      )}
      {request.message && (
        <p>
          For: <ChainText text={request.message} />
        </p>
      )}
      {request.references.length > 0 && (
        <p className="text-xs text-muted-foreground">
          The transfer carries the request’s reference, so the payee sees it paid.
        </p>
      )}
    </div>
  );
}

function NothingToSend() {
  return (
    <p className="text-sm text-muted-foreground">
      You hold no tokens to send yet.{' '}
      <Link to="/create-token" className="text-primary underline">
        Create a token
      </Link>{' '}
      or ask someone to send you one.
    </p>
  );
}

type SendFormApi = UseFormReturn<SendTokensValues, unknown, SendTokensInput>;

/** The amount, in the chosen token's units, with what is available to send and its Max. */
function SendAmountField({ form, token, text }: { form: SendFormApi; token?: TokenHolding; text: string }) {
  const note =
    token &&
    [`Available: ${shownAmount(token.balance, token)} ${token.symbol}`, otherAccountsNote(token)]
      .filter(Boolean)
      .join(' · ');
  const max = token
    ? () =>
        form.setValue('amount', toDecimalString(uiUnits(token.balance, token), token.decimals), {
          shouldValidate: form.formState.isSubmitted,
        })
    : null;
  return (
    <AmountField
      label="Amount"
      token={token}
      text={text}
      note={note}
      error={form.formState.errors.amount?.message}
      {...form.register('amount')}
      onMax={max}
    />
  );
}

/** The token to send, each with what the wallet holds of it. */
function TokenChoice({ form, tokens }: { form: SendFormApi; tokens: TokenHolding[] }) {
  return (
    <Controller
      control={form.control}
      name="tokenMint"
      render={({ field }) => (
        <TokenField
          tokens={tokens}
          value={field.value}
          onChange={field.onChange}
          error={form.formState.errors.tokenMint?.message}
          withBalance
        />
      )}
    />
  );
}

/** The recipient: typed, picked from the wallet's saved and recently paid addresses, or scanned. */
function RecipientField({
  form,
  issue,
  recent,
  addressBook,
  onScan,
}: {
  form: SendFormApi;
  /** What the checks found wrong with it, when the form's own rules did not. */
  issue?: string;
  recent: string[];
  addressBook: ReturnType<typeof useAddressBook>;
  onScan: () => void;
}) {
  return (
    <FormField label="Recipient Address" error={form.formState.errors.recipientAddress?.message ?? issue}>
      <RecipientInput
        {...form.register('recipientAddress')}
        recent={recent}
        saved={addressBook.entries}
        onPick={(address) => form.setValue('recipientAddress', address, { shouldValidate: form.formState.isSubmitted })}
        onForget={addressBook.remove}
        onScan={onScan}
      />
    </FormField>
  );
}

/** The memo: optional and public, or required by the recipient's account. */
function MemoField({ form, required }: { form: SendFormApi; required: boolean }) {
  return (
    <FormField
      label={required ? 'Memo (required by the recipient)' : 'Memo (optional)'}
      hint={
        required
          ? "The recipient's account takes no transfer without a memo. Memos are public on chain."
          : `Public on chain, for anyone to read. At most ${MEMO_MAX_BYTES} bytes.`
      }
      error={form.formState.errors.memo?.message}
    >
      <Input autoComplete="off" {...form.register('memo')} />
    </FormField>
  );
}
