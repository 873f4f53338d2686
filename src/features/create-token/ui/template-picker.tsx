import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CreateTokenInput } from '@/data-source/contract';
import { Button } from '@/shared/ui/button';
import type { CreateTokenValues } from '../api/create-token-form';
import { NO_TEMPLATE, TEMPLATES } from '../api/templates';

type Form = UseFormReturn<CreateTokenValues, unknown, CreateTokenInput>;

/**
 * A starting set of options for a kind of token: choosing one sets the advanced options (and only those:
 * what was typed above stays), which stay the user's to change.
 */
export function TemplatePicker({ form, onChosen }: { form: Form; onChosen(): void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const template = TEMPLATES.find((each) => each.id === chosen);
  const choose = (id: string) => {
    const next = TEMPLATES.find((each) => each.id === id);
    if (!next) return;
    for (const [field, value] of Object.entries({ ...NO_TEMPLATE, ...next.values })) {
      form.setValue(field as keyof typeof NO_TEMPLATE, value, { shouldDirty: true });
    }
    setChosen(id);
    onChosen();
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Start from a template (optional)</legend>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Templates">
        {TEMPLATES.map((each) => (
          <Button
            key={each.id}
            type="button"
            size="sm"
            variant={each.id === chosen ? 'default' : 'outline'}
            aria-pressed={each.id === chosen}
            onClick={() => choose(each.id)}
          >
            {each.name}
          </Button>
        ))}
      </div>
      {template && (
        <p className="text-sm text-muted-foreground" data-testid="template-rationale">
          {template.rationale} Every option below stays yours to change.
        </p>
      )}
    </fieldset>
  );
}
