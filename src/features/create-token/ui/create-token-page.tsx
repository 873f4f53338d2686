import { zodResolver } from '@hookform/resolvers/zod';
import { AmountField } from '@/entities/token/ui/amount-field';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from '@/shared/lib/router';
import { describeError } from '@/shared/lib/describe-error';
import { useActionPreview } from '@/data-hooks/use-action-preview';
import { useChainAction } from '@/data-hooks/use-chain-action';
import { FeeEstimate } from '@/entities/priority/ui/fee-estimate';
import type { PaidFee } from '@/entities/priority/model';
import { ActionErrorAlert } from '@/widgets/action-error-alert';
import { useAddressCheck } from '@/data-hooks/use-recipient-check';
import { hookProgramKindIssue } from '@/entities/token/lib/hook-program';
import type { CreateTokenInput, CreateTokenResult } from '@/data-source/contract';
import { describeCreateOptions } from '@/entities/token/lib/create-options';
import { formatAmount } from '@/shared/lib/amount';
import { useWallet } from '@/entities/wallet/use-wallet';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { PageLayout } from '@/shared/ui/page-layout';
import { PAGE_HEADINGS } from '@/shared/ui/page-headings';
import { CREATE_TOKEN_DEFAULTS, createTokenSchema, type CreateTokenValues } from '../api/create-token-form';
import { AdvancedOptions } from './advanced-options';
import { CreatedAlert } from './created-alert';
import { useGroupCheck } from '../api/use-group-check';
import { CreateTokenInfo } from './create-token-info';
import { TemplatePicker } from './template-picker';
import { WhereItWorks } from './where-it-works';

export default function CreateTokenPage() {
  const { signer } = useWallet();
  const createToken = useChainAction();
  const [createdMint, setCreatedMint] = useState<string | null>(null);
  const [createdPaid, setCreatedPaid] = useState<PaidFee>();
  const [createdWith, setCreatedWith] = useState<string[]>([]);
  const [notAdded, setNotAdded] = useState<CreateTokenResult['fieldsNotAdded']>();
  // Opened from a group's token page to add a member: the group is filled in.
  const memberOf = (useLocation().state as { memberOf?: string } | null)?.memberOf;
  const [advancedOpen, setAdvancedOpen] = useState(!!memberOf);
  const schema = useMemo(() => createTokenSchema(signer?.address ?? ''), [signer?.address]);
  const form = useForm<CreateTokenValues, unknown, CreateTokenInput>({
    resolver: zodResolver(schema),
    defaultValues: memberOf
      ? { ...CREATE_TOKEN_DEFAULTS, isMember: true, memberGroup: memberOf }
      : CREATE_TOKEN_DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [supplyText, decimalsText, symbolText, hooked, hookText, isMember, memberGroup] = form.watch([
    'initialSupply',
    'decimals',
    'symbol',
    'transferHook',
    'hookProgram',
    'isMember',
    'memberGroup',
  ]);
  const hookCheck = useAddressCheck(hooked ? hookText : '', hookProgramKindIssue);
  const groupCheck = useGroupCheck(isMember ? memberGroup : '', signer?.address ?? '');
  const parsed = schema.safeParse(form.watch());
  const estimate = useActionPreview(
    signer?.address,
    parsed.success && !hookCheck.issue && !groupCheck.issue ? { kind: 'create', ...parsed.data } : null,
  );
  const supplyDecimals = /^\d$/.test(decimalsText.trim()) ? Number(decimalsText) : 9;
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    createToken.once(async (input) => {
      if (!signer) return;
      // What the chain holds at the addresses typed, asked once more: the hook must be a program, the group
      // one this wallet may add to; else refused under the field.
      const checked = [
        ['hookProgram', hookCheck, input.options?.transferHook?.program],
        ['memberGroup', groupCheck, input.options?.memberOf?.group],
      ] as const;
      for (const [field, check, address] of checked) {
        const issue = address ? await check.verify(address) : null;
        if (issue) {
          form.setError(field, { message: issue }, { shouldFocus: true });
          return;
        }
      }
      setCreatedMint(null);
      const created = await createToken.perform(
        { kind: 'create', ...input },
        { summary: () => `${input.name} (${input.symbol}) has been created` },
      );
      if (!created) return;
      const { mint, fieldsNotAdded } = created;
      setCreatedMint(mint);
      setCreatedPaid(created.paid);
      // Only what the chain holds is listed; fields that could not follow are said apart.
      const additional = input.options?.additional?.filter(([key]) => !fieldsNotAdded?.keys.includes(key));
      setCreatedWith(
        describeCreateOptions(
          input.options && { ...input.options, additional },
          (base) => `${formatAmount(base, input.decimals)} ${input.symbol}`,
        ),
      );
      setNotAdded(fieldsNotAdded);
      form.reset(CREATE_TOKEN_DEFAULTS);
    }),
  );

  return (
    <PageLayout {...PAGE_HEADINGS.createToken}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          {createToken.failure && (
            <ActionErrorAlert failure={createToken.failure} onDismiss={() => createToken.setFailure(null)} />
          )}
          {createdMint && (
            <CreatedAlert mint={createdMint} createdWith={createdWith} notAdded={notAdded} paid={createdPaid} />
          )}
          <Card>
            <CardHeader>
              <CardTitle>Token Details</CardTitle>
            </CardHeader>
            <CardContent>
              <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
                <FormField label="Token Name" error={errors.name?.message}>
                  <Input placeholder="My Token" autoComplete="off" {...form.register('name')} />
                </FormField>
                <FormField label="Token Symbol" error={errors.symbol?.message}>
                  <Input placeholder="MTK" autoComplete="off" {...form.register('symbol')} />
                </FormField>
                <div className="grid gap-5 sm:grid-cols-2">
                  <FormField label="Decimals" hint="Number of decimal places (0-9)" error={errors.decimals?.message}>
                    <Input inputMode="numeric" {...form.register('decimals')} />
                  </FormField>
                  <AmountField
                    label="Initial Supply"
                    token={{ decimals: supplyDecimals, symbol: symbolText.trim() || 'tokens' }}
                    text={supplyText}
                    error={errors.initialSupply?.message}
                    {...form.register('initialSupply')}
                  />
                </div>
                <TemplatePicker form={form} onChosen={() => setAdvancedOpen(true)} />
                <AdvancedOptions
                  form={form}
                  open={advancedOpen}
                  onOpenChange={setAdvancedOpen}
                  hookIssue={hookCheck.issue}
                  groupIssue={groupCheck.issue}
                />
                <WhereItWorks form={form} />
                <FeeEstimate
                  estimate={estimate.data}
                  loading={estimate.isFetching}
                  error={estimate.error ? describeError('The fee could not be estimated.', estimate.error) : null}
                  idle="The exact fee in SOL shows here once the form is filled in."
                />
                <Button type="submit" size="lg" loading={createToken.isPending} disabled={!signer}>
                  {createToken.isPending ? 'Creating Token...' : 'Create Token'}
                </Button>
              </form>
            </CardContent>
          </Card>
        </div>
        <CreateTokenInfo />
      </div>
    </PageLayout>
  );
}
