import type { ProposalStep } from '@/entities/multisig/model';
import { shortenAddress } from '@/shared/lib/address';
import { neutralizeText } from '@/shared/lib/untrusted-text';

/**
 * Every instruction of the proposal, in order, as read from its own bytes: what it does, and each account
 * it names with whose it is. Shown whether or not the simulation works, so nothing rides unseen.
 */
export function ProposalSteps({ steps }: { steps: readonly ProposalStep[] }) {
  if (steps.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium">Instruction by instruction</p>
      <ol className="flex list-decimal flex-col gap-2 pl-5" data-testid="proposal-steps">
        {steps.map((step, index) => (
          <li key={index} className="[overflow-wrap:anywhere]">
            <span>{neutralizeText(step.what)}</span>
            {step.accounts.length > 0 && (
              <ul className="mt-0.5 flex flex-col gap-0.5 text-xs text-muted-foreground">
                {step.accounts.map((account, at) => (
                  <li key={at}>
                    <span className="text-foreground">{account.role}</span>:{' '}
                    <span className="font-mono" title={account.address}>
                      {shortenAddress(account.address)}
                    </span>
                    {account.whose && <> ({account.whose})</>}
                    {account.written && <> · may change</>}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
