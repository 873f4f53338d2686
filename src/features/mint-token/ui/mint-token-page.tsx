import { zodResolver } from '@hookform/resolvers/zod';
import { AmountField } from '@/entities/token/ui/amount-field';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from '@/shared/lib/router';
import { describeError } from '@/shared/lib/describe-error';
import { useActionPreview } from '@/data-hooks/use-action-preview';
import { useChainAction } from '@/data-hooks/use-chain-action';
import { FeeEstimate } from '@/entities/priority/ui/fee-estimate';
import { ActionErrorAlert } from '@/widgets/action-error-alert';
import { useDataSource } from '@/data-hooks/use-data-source';
import type { MintTokensInput } from '@/data-source/contract';
import { TokenField } from '@/entities/token/ui/token-select';
import { useRecipientCheck } from '@/data-hooks/use-recipient-check';
import { needsProgramAddressConsent, PROGRAM_ADDRESS_CONSENT } from '@/entities/token/lib/recipient-issue';
import { useWallet } from '@/entities/wallet/use-wallet';
import { isValidAddress } from '@/shared/lib/address';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import type { TokenHolding } from '@/entities/token/model';
import { SignatureAlert, type ConfirmedAction } from '@/entities/transaction/ui/signature-alert';
import { WithWalletTokens } from '@/widgets/with-wallet-tokens';
import { shortenAddress } from '@/shared/lib/address';
import { shownAmount } from '@/entities/token/lib/token-traits';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { PageLayout } from '@/shared/ui/page-layout';
import { PAGE_HEADINGS } from '@/shared/ui/page-headings';
import { MINT_TOKENS_DEFAULTS, mintTokensSchema, type MintTokensValues } from '../api/mint-tokens-form';
import { MintInfoPanel, SelectedTokenPanel } from './mint-token-side';
import { NotMintable } from './not-mintable';

export default function MintTokenPage() {
  return (
    <PageLayout {...PAGE_HEADINGS.mintToken}>
      <WithWalletTokens>{(tokens) => <MintForm tokens={tokens} />}</WithWalletTokens>
    </PageLayout>
  );
}

function MintForm({ tokens }: { tokens: TokenHolding[] }) {
  const { cluster } = useDataSource();
  const { signer } = useWallet();
  const mintTokens = useChainAction();
  const [minted, setMinted] = useState<ConfirmedAction | null>(null);
  const schema = useMemo(() => mintTokensSchema(tokens), [tokens]);
  const form = useForm<MintTokensValues, unknown, MintTokensInput>({
    resolver: zodResolver(schema),
    defaultValues: MINT_TOKENS_DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const [tokenMint, amountText, destination] = form.watch(['tokenMint', 'amount', 'destinationAddress']);
  const destinationCheck = useRecipientCheck(destination);
  const parsed = schema.safeParse(form.watch());
  const estimate = useActionPreview(signer?.address, parsed.success ? { kind: 'mint', ...parsed.data } : null);
  const selected = tokens.find((t) => t.mint === tokenMint);
  const notMintable = tokens.filter((t) => !t.canMint);

  const onSubmit = form.handleSubmit(
    mintTokens.once(async (input) => {
      if (!signer || !selected) return;
      setMinted(null);
      mintTokens.setFailure(null);
      const notAWallet = input.destination ? await destinationCheck.verify(input.destination) : null;
      if (notAWallet) return form.setError('destinationAddress', { message: notAWallet });
      const shown = shownAmount(input.amount, selected);
      const minted = await mintTokens.perform(
        { kind: 'mint', ...input },
        { summary: () => `${shown} ${selected.symbol} minted` },
      );
      if (!minted) return;
      const to = input.destination ? `to ${shortenAddress(input.destination)}` : 'to your wallet';
      setMinted({
        signature: minted.signature,
        paid: minted.paid,
        cluster,
        summary: `${shown} ${selected.symbol} minted ${to}, confirmed on ${cluster.label}.`,
      });
    }),
  );

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex flex-col gap-6">
        {mintTokens.failure && (
          <ActionErrorAlert failure={mintTokens.failure} onDismiss={() => mintTokens.setFailure(null)} />
        )}
        {minted && <SignatureAlert title="Minting Successful!" action={minted} />}
        <Card>
          <CardHeader>
            <CardTitle>Mint Details</CardTitle>
          </CardHeader>
          <CardContent>
            {tokens.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                You hold no tokens yet.{' '}
                <Link to="/create-token" className="text-primary underline">
                  Create a token
                </Link>{' '}
                and you can mint more of it here.
              </p>
            ) : (
              <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
                <Controller
                  control={form.control}
                  name="tokenMint"
                  render={({ field }) => (
                    <TokenField
                      tokens={tokens}
                      value={field.value}
                      onChange={field.onChange}
                      error={errors.tokenMint?.message}
                      unavailable={(t) => !t.canMint}
                    />
                  )}
                />
                <NotMintable tokens={notMintable} owner={signer?.address} />
                <AmountField
                  label="Amount"
                  token={selected}
                  text={amountText}
                  hint={selected && `Up to ${selected.decimals} decimal places`}
                  error={errors.amount?.message}
                  {...form.register('amount')}
                />
                <FormField
                  label="Destination Address (optional)"
                  hint="Leave blank to mint to your own wallet"
                  error={errors.destinationAddress?.message ?? destinationCheck.issue ?? undefined}
                >
                  <Input placeholder={signer?.address} autoComplete="off" {...form.register('destinationAddress')} />
                </FormField>
                {isValidAddress(destination.trim()) && needsProgramAddressConsent(destination.trim()) && (
                  <CheckboxField
                    label={PROGRAM_ADDRESS_CONSENT}
                    error={errors.confirmProgramAddress?.message}
                    {...form.register('confirmProgramAddress')}
                  />
                )}
                <FeeEstimate
                  estimate={estimate.data}
                  loading={estimate.isFetching}
                  error={estimate.error ? describeError('The fee could not be estimated.', estimate.error) : null}
                  idle="The exact fee in SOL shows here once a token you can mint and an amount are chosen."
                />
                <Button type="submit" size="lg" loading={mintTokens.isPending} disabled={!signer}>
                  {mintTokens.isPending ? 'Minting Tokens...' : 'Mint Tokens'}
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
      </div>
      <div className="flex flex-col gap-6">
        <SelectedTokenPanel token={selected} />
        <MintInfoPanel />
      </div>
    </div>
  );
}
