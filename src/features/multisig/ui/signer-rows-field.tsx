import { Plus, X } from 'lucide-react';
import { useDataSource } from '@/data-hooks/use-data-source';
import { DEMO_CO_SIGNERS } from '@/entities/multisig/lib/demo-co-signers';
import { MULTISIG_MAX_SIGNERS } from '@/entities/multisig/lib/multisig-rules';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { addAddress, addRow, canAdd, canRemove, removeRow, setRow, type SignerRow } from '../lib/signer-rows';

interface SignerRowsFieldProps {
  rows: SignerRow[];
  onChange(rows: SignerRow[]): void;
  /** Per row, what is wrong with it (shown once the form was submitted). */
  issues: (string | null)[];
  /** What is wrong with the list as a whole. */
  listIssue: string | null;
  owner: string;
}

/** The signer addresses, one per row: add up to 11, remove down to 2; on Demo, its sample co-signers in one click. */
export function SignerRowsField({ rows, onChange, issues, listIssue, owner }: SignerRowsFieldProps) {
  const { cluster } = useDataSource();
  const listed = new Set(rows.map((each) => each.value.trim()));
  const suggestions = cluster.id === 'demo' ? DEMO_CO_SIGNERS.filter((each) => !listed.has(each.address)) : [];
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">Signers</legend>
      {rows.map((each, index) => (
        <div key={each.id} className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <FormField
              label={`Signer ${index + 1}`}
              hint={each.value.trim() === owner ? 'Your connected wallet' : undefined}
              error={issues[index] ?? undefined}
            >
              <Input
                value={each.value}
                onChange={(event) => onChange(setRow(rows, each.id, event.target.value))}
                placeholder="Wallet address"
                autoComplete="off"
                spellCheck={false}
              />
            </FormField>
          </div>
          {canRemove(rows) && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="mt-6"
              aria-label={`Remove signer ${index + 1}`}
              onClick={() => onChange(removeRow(rows, each.id))}
            >
              <X className="size-4" aria-hidden />
            </Button>
          )}
        </div>
      ))}
      {listIssue && <p className="text-sm font-medium text-destructive">{listIssue}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!canAdd(rows)}
          onClick={() => onChange(addRow(rows))}
        >
          <Plus className="size-4" aria-hidden /> Add signer
        </Button>
        {suggestions.map((each) => (
          <Button
            key={each.address}
            type="button"
            variant="outline"
            size="sm"
            disabled={!canAdd(rows) && rows.every((row) => row.value.trim() !== '')}
            onClick={() => onChange(addAddress(rows, each.address))}
          >
            <Plus className="size-4" aria-hidden /> Add {each.name}
          </Button>
        ))}
      </div>
      {!canAdd(rows) && (
        <p className="text-xs text-muted-foreground">A multisig has at most {MULTISIG_MAX_SIGNERS} signers.</p>
      )}
    </fieldset>
  );
}
