import type { UseFormReturn } from 'react-hook-form';
import type { CreateTokenInput } from '@/data-source/contract';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import type { CreateTokenValues } from '../api/create-token-form';

type Form = UseFormReturn<CreateTokenValues, unknown, CreateTokenInput>;

/**
 * A group (a collection other tokens join, up to a maximum), and a place in one: a group whose update
 * authority this wallet holds, checked as its address is typed (`groupIssue`).
 */
export function GroupOptions({ form, groupIssue }: { form: Form; groupIssue: string | null }) {
  const { errors } = form.formState;
  const [isGroup, isMember] = form.watch(['isGroup', 'isMember']);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">Groups</legend>
      <CheckboxField
        label="Group: this token is a collection other tokens can join (you add them)"
        {...form.register('isGroup')}
      />
      {isGroup && (
        <div className="pl-6">
          <FormField
            label="Maximum members"
            hint="You can raise or lower it later, never below the members it holds"
            error={errors.groupMaxSize?.message}
          >
            <Input inputMode="numeric" autoComplete="off" {...form.register('groupMaxSize')} />
          </FormField>
        </div>
      )}
      <CheckboxField label="Member of a group you hold the update authority of" {...form.register('isMember')} />
      {isMember && (
        <div className="pl-6">
          <FormField
            label="Group address"
            hint="The group token's address (its mint)"
            error={errors.memberGroup?.message ?? groupIssue ?? undefined}
          >
            <Input autoComplete="off" spellCheck={false} {...form.register('memberGroup')} />
          </FormField>
        </div>
      )}
    </fieldset>
  );
}
