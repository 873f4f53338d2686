import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';

type Field = [string, string];

/**
 * The additional metadata fields of a token (name -> value), added, changed and removed in place; each
 * row's problem (`issues[i]`) under its name. Used by Create Token and by the token page's Manage.
 */
export function AdditionalFields({
  legend,
  fields,
  onChange,
  issues,
}: {
  legend: string;
  fields: readonly Field[];
  onChange(fields: Field[]): void;
  issues?: readonly (string | null)[];
}) {
  const set = (index: number, part: 0 | 1, text: string) =>
    onChange(fields.map((field, i): Field => (i !== index ? field : part === 0 ? [text, field[1]] : [field[0], text])));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {fields.length === 0 && <p className="text-xs text-muted-foreground">None yet.</p>}
      {fields.map(([key, value], index) => (
        <div key={index} className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <FormField label={`Field ${index + 1} name`} error={issues?.[index] ?? undefined}>
            <Input value={key} autoComplete="off" onChange={(event) => set(index, 0, event.target.value)} />
          </FormField>
          <FormField label={`Field ${index + 1} value`}>
            <Input value={value} autoComplete="off" onChange={(event) => set(index, 1, event.target.value)} />
          </FormField>
          <Button type="button" variant="ghost" onClick={() => onChange(fields.filter((_, i) => i !== index))}>
            Remove
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => onChange([...fields, ['', '']])}
      >
        Add a field
      </Button>
    </fieldset>
  );
}
