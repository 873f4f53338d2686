import { zodResolver } from '@hookform/resolvers/zod';
import { AmountField } from '@/entities/token/ui/amount-field';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
import { toast } from '@/shared/ui/toast';
import { SEND_TOKENS_DEFAULTS, sendTokensSchema, type SendTokensValues } from '../api/send-tokens-form';
import { useAddressHistory } from '@/data-hooks/use-address-history';
import { useSendEstimate } from '../api/use-send-estimate';
import { readScannedCode, type ScannedFields } from '../lib/scanned-request';
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
  const [scanning, setScanning] = useState(false);
  // A scanned Solana Pay request: its references ride on the transfer while its recipient is kept.
  const [scanned, setScanned] = useState<ScannedFields | null>(null);
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
  // The same transfer signed earlier and still pending: sending it again needs an explicit choice.
  const [sendAgain, setSendAgain] = useState(false);
  const [sendAgainError, setSendAgainError] = useState<string>();
  const amount = selected ? typedRaw(amountText, selected) : null;
  const duplicate =
    !!owner &&
    !!selected &&
    amount !== null &&
    dataSource
      .pendingTransfers(owner)
      .some(
        ({ transfer }) =>
          transfer?.mint === selected.mint &&
          transfer.recipient === recipient.trim() &&
          transfer.amount === amount.toString(),
      );

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
    const request = scanned?.recipientAddress === input.recipient ? scanned : null;
    setReviewing(request?.references.length ? { ...input, references: request.references } : input);
  });

  const onCode = (text: string) => {
    const result = readScannedCode(text, tokens);
    if (!result.ok) return result.message;
    const { fields } = result;
    const options = { shouldValidate: form.formState.isSubmitted };
    form.setValue('recipientAddress', fields.recipientAddress, options);
    if (fields.tokenMint) form.setValue('tokenMint', fields.tokenMint, options);
    if (fields.amount) form.setValue('amount', fields.amount, options);
    if (fields.memo !== undefined) form.setValue('memo', fields.memo, options);
    setScanned(fields);
    setScanning(false);
    return null;
  };
  const onScan = () =>
    cluster.id === 'demo' ? toast.info('QR scanning is not implemented in the demo') : setScanning(true);
  const request = scanned && scanned.recipientAddress === recipient.trim() ? scanned : null;

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
              <p className="text-sm text-muted-foreground">
                You hold no tokens to send yet.{' '}
                <Link to="/create-token" className="text-primary underline">
                  Create a token
                </Link>{' '}
                or ask someone to send you one.
              </p>
            ) : (
              <form onSubmit={onReview} noValidate className="flex flex-col gap-5">
                <Controller
                  control={form.control}
                  name="tokenMint"
                  render={({ field }) => (
                    <TokenField
                      tokens={tokens}
                      value={field.value}
                      onChange={field.onChange}
                      error={errors.tokenMint?.message}
                      withBalance
                    />
                  )}
                />
                <FormField
                  label="Recipient Address"
                  error={
                    errors.recipientAddress?.message ??
                    recipientCheck.issue ??
                    estimate.data?.recipientRefusal ??
                    undefined
                  }
                >
                  <RecipientInput
                    {...form.register('recipientAddress')}
                    recent={history.recent}
                    saved={addressBook.entries}
                    onPick={(address) =>
                      form.setValue('recipientAddress', address, { shouldValidate: form.formState.isSubmitted })
                    }
                    onForget={addressBook.remove}
                    onScan={onScan}
                  />
                </FormField>
                {request && (request.label || request.message || request.references.length > 0) && (
                  <PaymentRequestNote request={request} />
                )}
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
                <AmountField
                  label="Amount"
                  token={selected}
                  text={amountText}
                  note={
                    selected &&
                    [
                      `Available: ${shownAmount(selected.balance, selected)} ${selected.symbol}`,
                      otherAccountsNote(selected),
                    ]
                      .filter(Boolean)
                      .join(' · ')
                  }
                  error={errors.amount?.message}
                  {...form.register('amount')}
                  onMax={
                    selected
                      ? () =>
                          form.setValue(
                            'amount',
                            toDecimalString(uiUnits(selected.balance, selected), selected.decimals),
                            {
                              shouldValidate: form.formState.isSubmitted,
                            },
                          )
                      : null
                  }
                />
                <FormField
                  label={estimate.data?.memoRequired ? 'Memo (required by the recipient)' : 'Memo (optional)'}
                  hint={
                    estimate.data?.memoRequired
                      ? "The recipient's account takes no transfer without a memo. Memos are public on chain."
                      : `Public on chain, for anyone to read. At most ${MEMO_MAX_BYTES} bytes.`
                  }
                  error={errors.memo?.message}
                >
                  <Input autoComplete="off" {...form.register('memo')} />
                </FormField>
                <Button type="submit" size="lg" disabled={!signer || form.formState.isSubmitting}>
                  Send Tokens
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
      </div>
      {scanning && (
        <Suspense fallback={null}>
          <ScanDialog open={scanning} onOpenChange={setScanning} onCode={onCode} />
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
