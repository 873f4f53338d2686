import { useState } from 'react';
import {
  additionalFieldIssues,
  additionalIssue,
  nameIssue,
  symbolIssue,
  uriIssue,
} from '@/entities/token/lib/token-rules';
import type { TokenDetails } from '@/entities/token/model';
import { AdditionalFields } from '@/entities/token/ui/additional-fields';
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

  const fieldIssues = additionalFieldIssues(fields);
  const issues = Object.fromEntries(
    Object.entries({
      name: nameIssue(name),
      symbol: symbolIssue(symbol),
      uri: uriIssue(uri),
      additional: additionalIssue(fields),
    }).filter((entry): entry is [string, string] => entry[1] !== null),
  );
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
  return (
    <ActionPanel
      owner={owner}
      draft={draft}
      kind="update-metadata"
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
          <AdditionalFields
            legend="Additional fields"
            fields={fields}
            onChange={setFields}
            issues={shown ? fieldIssues : undefined}
          />
        </>
      )}
    </ActionPanel>
  );
}
