import { zodResolver } from '@hookform/resolvers/zod';
import { QrCode } from 'lucide-react';
import { useMemo, useState, type ComponentProps } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '@/shared/ui/toast';
import { startActionToast } from '@/data-source/action-toast';
import { isDataError } from '@/data-source/errors';
import { ActionErrorAlert, type ActionFailure } from '@/data-source/ui/action-error-alert';
import { useDataSource } from '@/data-source/use-data-source';
import type { SendTokensInput } from '@/data-source/model';
import { understoodAmount } from '@/entities/token/lib/amount-issue';
import { TokenLabel } from '@/entities/token/ui/token-label';
import { useRecipientCheck } from '@/data-source/use-recipient-check';
import { needsProgramAddressConsent, PROGRAM_ADDRESS_CONSENT } from '@/entities/token/lib/recipient-issue';
import { useWallet } from '@/entities/wallet/use-wallet';
import { isValidAddress } from '@/shared/lib/address';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import type { TokenHolding } from '@/entities/token/model';
import { SignatureAlert, type ConfirmedAction } from '@/entities/transaction/ui/signature-alert';
import { WithWalletTokens } from '@/data-source/ui/with-wallet-tokens';
import { otherAccountsNote } from '@/entities/token/lib/other-accounts';
import { shortenAddress } from '@/shared/lib/address';
import { formatAmount, parseAmount, toDecimalString } from '@/shared/lib/amount';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { PageLayout } from '@/shared/ui/page-layout';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/shared/ui/select';
import { SEND_TOKENS_DEFAULTS, sendTokensSchema, useSendTokens, type SendTokensValues } from '../api/send-tokens';
import { useSendEstimate } from '../api/use-send-estimate';
import { SendDetails } from './send-details';

export default function SendTokenPage() {
  return (
    <PageLayout title="Send Tokens" subtitle="Transfer tokens to another wallet">
      <WithWalletTokens>{(tokens) => <SendForm tokens={tokens} />}</WithWalletTokens>
    </PageLayout>
  );
}

const SEND_AGAIN =
  'The same transfer (token, recipient, amount) is still pending and may still land. Send it again anyway: both may arrive';
const SEND_AGAIN_REQUIRED = 'This transfer may still land: tick the box to send it a second time';

function SendForm({ tokens }: { tokens: TokenHolding[] }) {
  const dataSource = useDataSource();
  const { cluster } = dataSource;
  const { signer } = useWallet();
  const sendTokens = useSendTokens();
  const [sent, setSent] = useState<ConfirmedAction | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const schema = useMemo(() => sendTokensSchema(tokens, signer?.address), [tokens, signer?.address]);
  const form = useForm<SendTokensValues, unknown, SendTokensInput>({
    resolver: zodResolver(schema),
    defaultValues: SEND_TOKENS_DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const [tokenMint, recipient, amountText] = form.watch(['tokenMint', 'recipientAddress', 'amount']);
  const selected = tokens.find((t) => t.mint === tokenMint);
  const estimate = useSendEstimate(signer?.address, tokenMint, recipient);
  const recipientCheck = useRecipientCheck(recipient);
  // The same transfer signed earlier and still pending: sending it again needs an explicit choice.
  const [sendAgain, setSendAgain] = useState(false);
  const [sendAgainError, setSendAgainError] = useState<string>();
  const amount = selected ? parseAmount(amountText, selected.decimals) : null;
  const duplicate =
    !!signer &&
    !!selected &&
    !!amount?.ok &&
    dataSource
      .pendingTransfers(signer.address)
      .some(
        ({ transfer }) =>
          transfer?.mint === selected.mint &&
          transfer.recipient === recipient.trim() &&
          transfer.amount === amount.value.toString(),
      );

  const onSubmit = form.handleSubmit(
    sendTokens.once(async (input) => {
      if (!signer || !selected) return;
      setSent(null);
      setFailure(null);
      const notAWallet = await recipientCheck.verify(input.recipient);
      if (notAWallet) return form.setError('recipientAddress', { message: notAWallet });
      if (duplicate && !sendAgain) return setSendAgainError(SEND_AGAIN_REQUIRED);
      setSendAgainError(undefined);
      setSendAgain(false);
      const progress = startActionToast('Sending tokens');
      try {
        const result = await sendTokens.mutateAsync({ input, onStage: progress.stage });
        const shown = formatAmount(input.amount, selected.decimals);
        progress.success('Tokens Sent!', `${shown} ${selected.symbol} sent`, cluster, result.signature);
        setSent({
          signature: result.signature,
          cluster,
          summary: `${shown} ${selected.symbol} sent to ${shortenAddress(input.recipient)}, confirmed on ${cluster.label}.`,
        });
      } catch (error) {
        progress.failure('Failed to send tokens. Please try again.', error);
        if (!isDataError(error, 'cancelled')) setFailure({ error, cluster });
      }
    }),
  );

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex flex-col gap-6">
        {failure && (
          <ActionErrorAlert
            catalogueMessage="Failed to send tokens. Please try again."
            failure={failure}
            onDismiss={() => setFailure(null)}
          />
        )}
        {sent && <SignatureAlert title="Transaction Submitted!" action={sent} />}
        <Card>
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
              <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
                <Controller
                  control={form.control}
                  name="tokenMint"
                  render={({ field }) => (
                    <FormField label="Token" error={errors.tokenMint?.message}>
                      <Select value={field.value} onValueChange={field.onChange}>
                        <SelectTrigger aria-label="Token">
                          <SelectValue placeholder="Select a token" />
                        </SelectTrigger>
                        <SelectContent>
                          {tokens.map((t) => (
                            <SelectItem key={t.mint} value={t.mint}>
                              <span className="flex min-w-0 items-center gap-1">
                                <TokenLabel token={t} showMint />
                                <span className="shrink-0">· {formatAmount(t.balance, t.decimals)}</span>
                              </span>
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    </FormField>
                  )}
                />
                <FormField
                  label="Recipient Address"
                  error={errors.recipientAddress?.message ?? recipientCheck.issue ?? undefined}
                >
                  <RecipientInput {...form.register('recipientAddress')} />
                </FormField>
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
                <FormField
                  label="Amount"
                  hint={
                    selected
                      ? [
                          understoodAmount(amountText, selected.decimals, selected.symbol),
                          `Available: ${formatAmount(selected.balance, selected.decimals)} ${selected.symbol}`,
                          otherAccountsNote(selected),
                        ]
                          .filter(Boolean)
                          .join(' · ')
                      : undefined
                  }
                  error={errors.amount?.message}
                >
                  <AmountInput
                    {...form.register('amount')}
                    onMax={
                      selected
                        ? () =>
                            form.setValue('amount', toDecimalString(selected.balance, selected.decimals), {
                              shouldValidate: form.formState.isSubmitted,
                            })
                        : undefined
                    }
                  />
                </FormField>
                <Button type="submit" size="lg" loading={sendTokens.isPending} disabled={!signer}>
                  {sendTokens.isPending ? 'Sending Tokens...' : 'Send Tokens'}
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
      </div>
      <SendDetails
        token={selected}
        networkLabel={`Solana ${cluster.label}`}
        estimate={estimate.data}
        estimating={estimate.isFetching && !estimate.data}
      />
    </div>
  );
}

type InputProps = ComponentProps<typeof Input>;

/** The address field with the QR button beside it; the wrapper passes id/aria props to the input. */
function RecipientInput(props: InputProps) {
  return (
    <div className="flex gap-2">
      <Input
        placeholder="Recipient's Solana address"
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        {...props}
      />
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-10 shrink-0"
        aria-label="Scan QR code"
        onClick={() => toast.info('QR scanning is not implemented in the demo')}
      >
        <QrCode className="size-4" aria-hidden />
      </Button>
    </div>
  );
}

function AmountInput({ onMax, ...props }: InputProps & { onMax?: () => void }) {
  return (
    <div className="flex gap-2">
      <Input inputMode="decimal" {...props} />
      <Button type="button" variant="outline" onClick={onMax} disabled={!onMax}>
        Max
      </Button>
    </div>
  );
}
