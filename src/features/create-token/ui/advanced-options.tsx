import { Controller, type UseFormReturn } from 'react-hook-form';
import { AmountField } from '@/entities/token/ui/amount-field';
import type { CreateTokenInput } from '@/data-source/contract';
import { additionalFieldIssues } from '@/entities/token/lib/token-rules';
import { AdditionalFields } from '@/entities/token/ui/additional-fields';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import type { CreateTokenValues } from '../api/create-token-form';
import { HookOption } from './hook-option';
import { GroupOptions } from './group-options';

type Form = UseFormReturn<CreateTokenValues, unknown, CreateTokenInput>;

type BoxName = {
  [K in keyof CreateTokenValues]: CreateTokenValues[K] extends boolean ? K : never;
}[keyof CreateTokenValues];

/** One option's box, with the problem the form's rules found in it (if any) under it. */
function OptionBox({ form, name, label }: { form: Form; name: BoxName; label: string }) {
  const error = form.formState.errors[name]?.message;
  return <CheckboxField label={label} error={typeof error === 'string' ? error : undefined} {...form.register(name)} />;
}

/** Whether the supply is fixed at once, whether a freeze authority is kept, and the creator's own account guarded. */
function SupplyAndAuthorities({ form }: { form: Form }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">Supply and authorities</legend>
      <OptionBox
        form={form}
        name="fixedSupply"
        label="Fixed supply: revoke the mint authority right after the initial mint"
      />
      <OptionBox
        form={form}
        name="freezeAuthority"
        label="Keep a freeze authority (you could freeze holders' accounts; without it, no one ever can)"
      />
      <OptionBox
        form={form}
        name="cpiGuard"
        label="CPI guard on your own account (no program you call can move your tokens for you)"
      />
    </fieldset>
  );
}

/** Pausable, with who may pause: the wallet, another address, or no one ever. */
function PauseOption({ form }: { form: Form }) {
  const [pausable, pauseAuthority] = form.watch(['pausable', 'pauseAuthority']);
  const error = form.formState.errors.pauseAddress?.message;
  return (
    <>
      <OptionBox
        form={form}
        name="pausable"
        label="Pausable: transfers, mints and burns can be paused by the pause authority"
      />
      {pausable && (
        <div className="flex flex-col gap-3 pl-6">
          <FormField label="Pause authority" hint="Who may pause and resume every holder's transfers">
            <select
              className="h-10 rounded-lg border bg-card px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              {...form.register('pauseAuthority')}
            >
              <option value="you">You</option>
              <option value="address">Another address</option>
              <option value="none">No one (it can never be paused)</option>
            </select>
          </FormField>
          {pauseAuthority === 'address' && (
            <FormField label="Pause authority address" error={error}>
              <Input autoComplete="off" {...form.register('pauseAddress')} />
            </FormField>
          )}
        </div>
      )}
    </>
  );
}

/**
 * Beyond the spec's four fields, collapsed by default: metadata URI and fields, fixed supply, freeze
 * authority and the Token-2022 extensions. Each problem is said under its own field.
 */
export function AdvancedOptions({
  form,
  open,
  onOpenChange,
  hookIssue,
  groupIssue,
}: {
  form: Form;
  /** What the chain holds at the typed hook program's address, when it cannot be one. */
  hookIssue: string | null;
  /** Why the wallet cannot add a member to the typed group, from what the chain holds. */
  groupIssue: string | null;
  /** Open when a template was chosen, so what it set is seen; the user may close it again. */
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { errors } = form.formState;
  const [transferFee, interestBearing, scaled] = form.watch(['transferFee', 'interestBearing', 'scaled']);
  const message = (name: keyof CreateTokenValues) => errors[name]?.message as string | undefined;
  return (
    <details
      className="group rounded-lg border p-4 [&[open]>summary]:mb-4"
      data-testid="advanced-options"
      open={open}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-medium">Advanced options</summary>
      <div className="flex flex-col gap-5">
        <FormField
          label="Metadata URI"
          hint="A JSON file with the image and description wallets show"
          error={message('uri')}
        >
          <Input placeholder="https://" inputMode="url" autoComplete="off" {...form.register('uri')} />
        </FormField>
        <Controller
          control={form.control}
          name="additional"
          render={({ field }) => (
            <AdditionalFields
              legend="Additional metadata fields"
              fields={field.value}
              onChange={field.onChange}
              // Said once the form was submitted, as every other field's problem.
              issues={errors.additional ? additionalFieldIssues(field.value) : undefined}
            />
          )}
        />
        <SupplyAndAuthorities form={form} />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium">Token-2022 extensions</legend>
          <OptionBox form={form} name="transferFee" label="Transfer fee" />
          {transferFee && (
            <div className="grid gap-3 pl-6 sm:grid-cols-2">
              <FormField
                label="Fee, in basis points"
                hint="100 is 1% of each transfer"
                error={message('feeBasisPoints')}
              >
                <Input inputMode="numeric" {...form.register('feeBasisPoints')} />
              </FormField>
              <AmountField
                label="Maximum fee per transfer"
                hint="In whole tokens; the fee never exceeds it"
                error={message('feeMaximum')}
                {...form.register('feeMaximum')}
              />
            </div>
          )}
          <OptionBox form={form} name="nonTransferable" label="Non-transferable: holders can never send it on" />
          <OptionBox form={form} name="interestBearing" label="Interest-bearing" />
          {interestBearing && (
            <div className="pl-6">
              <FormField
                label="Rate, in basis points a year"
                hint="Wallets show the balance with interest; no new tokens are minted"
                error={message('interestRate')}
              >
                <Input inputMode="numeric" {...form.register('interestRate')} />
              </FormField>
            </div>
          )}
          <OptionBox
            form={form}
            name="scaled"
            label="Scaled UI amount: every balance is shown times a multiplier you can change later"
          />
          {scaled && (
            <div className="pl-6">
              <FormField
                label="Multiplier"
                hint="2 shows 100 tokens held as 200; a stock split or a dividend changes it, not the balances"
                error={message('multiplier')}
              >
                <Input inputMode="decimal" autoComplete="off" {...form.register('multiplier')} />
              </FormField>
            </div>
          )}
          <PauseOption form={form} />
          <OptionBox form={form} name="defaultFrozen" label="New accounts start frozen (you thaw each holder)" />
          <OptionBox
            form={form}
            name="permanentDelegate"
            label="Permanent delegate: you may move or burn tokens from any account (holders may distrust it)"
          />
          <OptionBox
            form={form}
            name="mintCloseAuthority"
            label="Mint close authority: you may close the mint once its supply is zero"
          />
          <OptionBox
            form={form}
            name="permissionedBurn"
            label="Permissioned burn: every burn also needs your signature, as the burn authority"
          />
          <HookOption form={form} programIssue={hookIssue} />
        </fieldset>
        <GroupOptions form={form} groupIssue={groupIssue} />
      </div>
    </details>
  );
}
