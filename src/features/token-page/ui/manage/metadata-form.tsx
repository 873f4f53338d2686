import { useState } from 'react';
import type { TokenDetails } from '@/entities/token/model';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { ActionPanel, issueOf, type Draft } from './action-panel';

/** Name, symbol, URI and the additional fields of Token-2022 metadata kept in the mint. */
export function MetadataForm({ token, owner }: { token: TokenDetails; owner: string }) {
  const metadata = token.metadata!;
  const [name, setName] = useState(token.name);
  const [symbol, setSymbol] = useState(token.symbol);
  const [uri, setUri] = useState(metadata.uri);
  const [fields, setFields] = useState<[string, string][]>(metadata.additional);

  const issues: Record<string, string> = {};
  if (!name.trim()) issues.name = 'Token name is required';
  else if (name.length > 32) issues.name = 'Token name must be less than 32 characters';
  if (!symbol.trim()) issues.symbol = 'Token symbol is required';
  else if (symbol.length > 10) issues.symbol = 'Token symbol must be less than 10 characters';
  if (uri.trim() && !/^https:\/\//i.test(uri.trim())) issues.uri = 'Use an https:// address, so wallets can read it';
  fields.forEach(([key], index) => {
    if (!key.trim()) issues[`field-${index}`] = 'A field needs a name';
    else if (fields.findIndex(([other]) => other === key) !== index)
      issues[`field-${index}`] = 'This name is used twice';
  });
  const draft: Draft =
    Object.keys(issues).length > 0
      ? { issues }
      : {
          action: {
            kind: 'update-metadata',
            mint: token.mint,
            name,
            symbol,
            uri: uri.trim(),
            additional: fields.map(([key, value]) => [key.trim(), value]),
          },
        };
  const setField = (index: number, part: 0 | 1, value: string) =>
    setFields((all) =>
      all.map((field, i) => (i === index ? (part === 0 ? [value, field[1]] : [field[0], value]) : field)),
    );

  return (
    <ActionPanel
      owner={owner}
      draft={draft}
      busyTitle="Updating metadata"
      successTitle="Metadata updated"
      failureMessage="Failed to update the metadata. Please try again."
      summary={() => `The metadata of ${symbol} was updated`}
      confirmLabel="Save the metadata"
    >
      {(shown) => (
        <>
          <FormField label="Name" error={issueOf(draft, 'name', shown)}>
            <Input value={name} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <FormField label="Symbol" error={issueOf(draft, 'symbol', shown)}>
            <Input value={symbol} onChange={(event) => setSymbol(event.target.value)} />
          </FormField>
          <FormField
            label="Metadata URI"
            hint="A JSON file with the image and description wallets show"
            error={issueOf(draft, 'uri', shown)}
          >
            <Input
              value={uri}
              onChange={(event) => setUri(event.target.value)}
              placeholder="https://"
              inputMode="url"
            />
          </FormField>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium">Additional fields</legend>
            {fields.length === 0 && <p className="text-xs text-muted-foreground">None yet.</p>}
            {fields.map(([key, value], index) => (
              <div key={index} className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
                <FormField label={`Field ${index + 1} name`} error={issueOf(draft, `field-${index}`, shown)}>
                  <Input value={key} onChange={(event) => setField(index, 0, event.target.value)} />
                </FormField>
                <FormField label={`Field ${index + 1} value`}>
                  <Input value={value} onChange={(event) => setField(index, 1, event.target.value)} />
                </FormField>
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => setFields((all) => all.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              </div>
            ))}
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => setFields((all) => [...all, ['', '']])}
            >
              Add a field
            </Button>
          </fieldset>
        </>
      )}
    </ActionPanel>
  );
}
