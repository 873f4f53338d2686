import { useState } from 'react';
import type { TokenDetails } from '@/entities/token/model';
import { isValidAddress, shortenAddress } from '@/shared/lib/address';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { ActionPanel, issueOf, type Draft } from './action-panel';

/** Freezes or thaws one holder's account, named by its wallet or by the token account itself. */
export function FreezeForm({ token, owner, kind }: { token: TokenDetails; owner: string; kind: 'freeze' | 'thaw' }) {
  const [holder, setHolder] = useState('');
  const address = holder.trim();
  const draft: Draft = !address
    ? { issues: { holder: 'Enter the holder’s wallet or token account address' } }
    : !isValidAddress(address)
      ? { issues: { holder: 'Valid Solana address required' } }
      : { action: { kind, mint: token.mint, holder: address } };
  const word = kind === 'freeze' ? 'Freeze' : 'Thaw';
  return (
    <ActionPanel
      owner={owner}
      draft={draft}
      kind={kind}
      summary={() =>
        `The ${token.symbol} account of ${shortenAddress(address)} was ${kind === 'freeze' ? 'frozen' : 'thawed'}`
      }
      confirmLabel={`${word} the account`}
    >
      {(shown) => (
        <FormField
          label="Holder"
          hint={
            kind === 'freeze'
              ? 'A frozen account can neither send nor receive this token until it is thawed'
              : 'The account can send and receive again once thawed'
          }
          error={issueOf(draft, 'holder', shown)}
        >
          <Input value={holder} onChange={(event) => setHolder(event.target.value)} autoComplete="off" />
        </FormField>
      )}
    </ActionPanel>
  );
}
