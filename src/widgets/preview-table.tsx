import type { ActionPreview } from '@/entities/action/model';
import { NetworkFeeText } from '@/entities/priority/ui/network-fee-text';
import { exactSol } from '@/shared/lib/amount';

/**
 * What the simulation says the action would change: each fact before -> after, and what it costs.
 * `rentFor` says what the rent pays for ("the longer metadata", "new accounts").
 */
export function PreviewTable({ preview, rentFor = 'new accounts' }: { preview: ActionPreview; rentFor?: string }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border p-3 text-sm" data-testid="action-preview">
      <p className="font-medium">Preview, from a simulation against the chain as it is now</p>
      {preview.changes.length === 0 ? (
        <p className="text-muted-foreground">The simulation shows no change to the token.</p>
      ) : (
        <dl className="grid grid-cols-1 gap-2">
          {preview.changes.map((change) => (
            <div key={change.label} className="flex min-w-0 flex-col gap-0.5">
              <dt className="text-muted-foreground [overflow-wrap:anywhere]">{change.label}</dt>
              <dd className="flex min-w-0 flex-wrap items-baseline gap-x-2 font-mono text-xs">
                <span className="[overflow-wrap:anywhere] line-through decoration-muted-foreground/60">
                  {change.before}
                </span>
                <span aria-label="becomes" className="text-muted-foreground">
                  →
                </span>
                <span className="font-semibold [overflow-wrap:anywhere]">{change.after}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-xs text-muted-foreground">
        Network fee <NetworkFeeText fee={preview.networkFee} />
        {preview.rentLamports > 0n && `, plus ${exactSol(preview.rentLamports)} of rent for ${rentFor}`}.
      </p>
    </div>
  );
}
