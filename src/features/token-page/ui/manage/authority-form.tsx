import { useState } from 'react';
import type { AuthorityRole } from '@/data-source/contract';
import { ROLE_NAMES } from '@/data-source/action-wording';
import type { TokenDetails } from '@/entities/token/model';
import { isValidAddress, shortenAddress } from '@/shared/lib/address';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { heldRoles } from '../../lib/authorities';
import { ActionPanel, issueOf, type Draft } from './action-panel';
import { TargetMultisig, useTargetMultisig } from './target-multisig';
import { useProposeThrough } from './propose-through';

const ROLE_LABELS: Record<AuthorityRole, { name: string; revoke: string }> = {
  mint: { name: 'Mint authority', revoke: 'Revoke: fixed supply, no one can ever mint more' },
  freeze: { name: 'Freeze authority', revoke: 'Revoke: no account of this token can ever be frozen' },
  metadata: { name: 'Metadata update authority', revoke: 'Revoke: the metadata becomes immutable' },
  'transfer-fee': { name: 'Transfer fee authority', revoke: 'Revoke: the transfer fee can never change' },
  'withdraw-fees': { name: 'Withdraw-withheld authority', revoke: 'Revoke: withheld fees can never be withdrawn' },
  pause: { name: 'Pause authority', revoke: 'Revoke: the token can never be paused or resumed' },
  multiplier: { name: 'Multiplier authority', revoke: 'Revoke: the multiplier can never change' },
  'interest-rate': { name: 'Rate authority', revoke: 'Revoke: the interest rate can never change' },
  'close-mint': { name: 'Mint close authority', revoke: 'Revoke: the mint can never be closed' },
  'permissioned-burn': {
    name: 'Permissioned burn authority',
    revoke: 'Revoke: holders may burn their own tokens without you',
  },
  'transfer-hook': {
    name: 'Transfer hook authority',
    revoke: 'Revoke: the transfer hook program can never be set, changed or removed',
  },
};

/** Hand an authority to another address, or revoke it for good (typing the symbol first). */
export function AuthorityForm({
  token,
  owner,
  preset,
}: {
  token: TokenDetails;
  owner: string;
  /** Opened by a launch-check fix: that authority, to revoke. */
  preset?: { role: AuthorityRole; revoke: true };
}) {
  // Through a multisig, the roles it holds are the ones proposed.
  const holder = useProposeThrough()?.address ?? owner;
  const roles = heldRoles(token, holder);
  const [role, setRole] = useState<AuthorityRole>(preset?.role ?? roles[0] ?? 'mint');
  const [mode, setMode] = useState<'transfer' | 'revoke'>(preset ? 'revoke' : 'transfer');
  const [target, setTarget] = useState('');
  const address = target.trim();
  const multisig = useTargetMultisig(mode === 'transfer' ? address : '');
  let draft: Draft;
  if (mode === 'revoke') draft = { action: { kind: 'set-authority', mint: token.mint, role, newAuthority: null } };
  else if (!address) draft = { issues: { target: 'Enter the address that will hold it' } };
  else if (!isValidAddress(address)) draft = { issues: { target: 'Valid Solana address required' } };
  else if (address === holder)
    draft = {
      issues: { target: holder === owner ? 'This wallet already holds it' : 'This multisig already holds it' },
    };
  else draft = { action: { kind: 'set-authority', mint: token.mint, role, newAuthority: address } };

  return (
    <ActionPanel
      owner={owner}
      draft={draft}
      kind="set-authority"
      summary={(action) =>
        action.kind === 'set-authority' && action.newAuthority
          ? `The ${ROLE_NAMES[action.role]} of ${token.symbol} now belongs to ${shortenAddress(action.newAuthority)}`
          : `The ${ROLE_NAMES[role]} of ${token.symbol} was revoked`
      }
      confirmLabel={mode === 'revoke' ? 'Revoke for good' : 'Transfer the authority'}
      {...(mode === 'revoke' && { typedConfirmation: token.symbol })}
    >
      {(shown) => (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">Authority</legend>
            {roles.map((each) => (
              <label key={each} className="flex items-center gap-2 text-sm">
                <input type="radio" name="role" checked={role === each} onChange={() => setRole(each)} />
                {ROLE_LABELS[each].name}
              </label>
            ))}
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">Change</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="mode" checked={mode === 'transfer'} onChange={() => setMode('transfer')} />
              Transfer to another address
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="mode" checked={mode === 'revoke'} onChange={() => setMode('revoke')} />
              {ROLE_LABELS[role].revoke}
            </label>
          </fieldset>
          {mode === 'transfer' && (
            <FormField
              label="New authority"
              hint="Check it character by character: whoever holds it controls this token"
              error={issueOf(draft, 'target', shown)}
            >
              <Input value={target} onChange={(event) => setTarget(event.target.value)} autoComplete="off" />
            </FormField>
          )}
          {mode === 'transfer' && multisig && (
            <TargetMultisig multisig={multisig} role={role} owner={owner} program={token.program} />
          )}
        </>
      )}
    </ActionPanel>
  );
}
