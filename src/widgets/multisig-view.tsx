import type { MultisigAccount } from '@/entities/multisig/model';
import { explorerAddressUrl } from '@/entities/cluster/explorer';
import { DEMO_CO_SIGNERS } from '@/entities/multisig/lib/demo-co-signers';
import { Badge } from '@/shared/ui/badge';
import { CopyButton } from '@/shared/ui/copy-button';
import { ExternalIconLink } from '@/shared/ui/external-link';
import { GroupedAddress } from '@/shared/ui/grouped-address';
import { useDataSource } from '@/data-hooks/use-data-source';

/** "Multisig 2 of 3": how many of its signers must sign. */
export const multisigSize = (multisig: Pick<MultisigAccount, 'threshold' | 'signers'>) =>
  `Multisig ${multisig.threshold} of ${multisig.signers.length}`;

const PROGRAM_NAMES: Record<MultisigAccount['program'], string> = {
  'token-2022': 'Token-2022',
  'spl-token': 'SPL Token (classic)',
};

/** An account's full address, with a copy button and its explorer link; `what` names it ("multisig"). */
export function AccountAddress({ address, what }: { address: string; what: string }) {
  const { cluster } = useDataSource();
  return (
    <div className="flex items-start gap-1">
      <GroupedAddress address={address} className="text-xs" />
      <CopyButton
        value={address}
        label={`Copy ${what} address`}
        toastTitle="Address copied!"
        toastDescription={`${what[0]!.toUpperCase()}${what.slice(1)} address copied to clipboard`}
        small
      />
      <ExternalIconLink href={explorerAddressUrl(cluster, address)} label={`View the ${what} on the explorer`} />
    </div>
  );
}

/** A signer's full address, marked "You" for the connected wallet and named when it is a Demo sample co-signer. */
export function SignerAddress({ address, owner }: { address: string; owner: string | null | undefined }) {
  const { cluster } = useDataSource();
  const sample = cluster.id === 'demo' ? DEMO_CO_SIGNERS.find((each) => each.address === address) : undefined;
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      <GroupedAddress address={address} className="text-xs" />
      {address === owner && <Badge className="border-primary/40 text-primary">You</Badge>}
      {sample && <Badge>{sample.name}</Badge>}
    </span>
  );
}

/** A multisig as a person checks it: its address (copy, explorer), "m of n", its program and every signer. */
export function MultisigView({ multisig, owner }: { multisig: MultisigAccount; owner: string | null | undefined }) {
  return (
    <div className="flex min-w-0 flex-col gap-2 text-sm" data-testid="multisig-view">
      <p>
        <span className="font-medium">{multisigSize(multisig)}</span>
        <span className="text-muted-foreground"> · {PROGRAM_NAMES[multisig.program]}</span>
      </p>
      <AccountAddress address={multisig.address} what="multisig" />
      <ul className="flex flex-col gap-1 border-l-2 pl-3" aria-label="Signers">
        {multisig.signers.map((signer) => (
          <li key={signer}>
            <SignerAddress address={signer} owner={owner} />
          </li>
        ))}
      </ul>
    </div>
  );
}
