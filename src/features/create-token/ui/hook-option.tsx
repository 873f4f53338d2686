import type { UseFormReturn } from 'react-hook-form';
import type { CreateTokenInput } from '@/data-source/contract';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import type { CreateTokenValues } from '../api/create-token-form';

type Form = UseFormReturn<CreateTokenValues, unknown, CreateTokenInput>;

/**
 * The transfer hook: a program the token program calls on every transfer. Its address may be left empty and
 * set later from the token page; what the chain holds there is checked as it is typed (`programIssue`).
 */
export function HookOption({ form, programIssue }: { form: Form; programIssue: string | null }) {
  const { errors } = form.formState;
  const on = form.watch('transferHook');
  const error = errors.hookProgram?.message ?? programIssue ?? undefined;
  return (
    <>
      <CheckboxField
        label="Transfer hook: a program you name runs on every transfer and may refuse it (you may change it later)"
        {...form.register('transferHook')}
      />
      {on && (
        <div className="pl-6">
          <FormField
            label="Transfer hook program"
            hint="An executable program's address; leave it empty to set one later from the token page"
            error={error}
          >
            <Input autoComplete="off" spellCheck={false} {...form.register('hookProgram')} />
          </FormField>
        </div>
      )}
    </>
  );
}
