import { createContext, useContext } from 'react';
import type { MultisigAccount } from '@/entities/multisig/model';
import { CreateNonce } from '@/widgets/create-nonce';
import { useNonceAccounts } from '@/data-hooks/use-nonce-accounts';
import { shortenAddress } from '@/shared/lib/address';
import { FormField } from '@/shared/ui/form-field';

/**
 * The multisig an action acts through, when the authority it needs is one the wallet signs for: the
 * action is then proposed (signed by the wallet, shared as a link), not sent.
 */
export const ProposeThrough = createContext<MultisigAccount | null>(null);

export const useProposeThrough = () => useContext(ProposeThrough);

/** The nonce account a proposal rides; the first of the wallet's unless another is chosen. */
export function useProposalNonce(owner: string, chosen: string | null, enabled: boolean) {
  const nonces = useNonceAccounts(enabled ? owner : undefined);
  const list = nonces.data ?? [];
  const nonce = list.find((each) => each.address === chosen)?.address ?? list[0]?.address ?? null;
  return { nonces, nonce };
}

/** Which nonce account the proposal rides, or a new one made here (its rent shown first). */
export function NonceField({
  owner,
  multisig,
  value,
  onChange,
  error,
}: {
  owner: string;
  multisig: MultisigAccount;
  value: string | null;
  onChange(address: string): void;
  error?: string;
}) {
  const { nonces } = useProposalNonce(owner, value, true);
  const list = nonces.data ?? [];
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-dashed p-3 text-sm" data-testid="propose-through">
      <p>
        Its authority is the multisig {shortenAddress(multisig.address)} ({multisig.threshold} of{' '}
        {multisig.signers.length}): this makes a proposal that its co-signers sign from a link. Nothing changes until it
        is submitted.
      </p>
      {list.length > 0 ? (
        <FormField label="Nonce account" hint="Keeps the proposal valid while co-signers take their time" error={error}>
          <select
            className="h-10 rounded-lg border bg-card px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            value={value ?? list[0]!.address}
            onChange={(event) => onChange(event.target.value)}
          >
            {list.map((each) => (
              <option key={each.address} value={each.address}>
                {shortenAddress(each.address, 6)}
              </option>
            ))}
          </select>
        </FormField>
      ) : nonces.isPending ? (
        <p className="text-muted-foreground">Looking for your nonce accounts…</p>
      ) : (
        <div className="flex flex-col gap-2">
          <p className={error ? 'text-destructive' : 'text-muted-foreground'}>
            {error ?? 'A proposal rides a nonce account of yours, so it does not expire: create one first.'}
          </p>
          <CreateNonce owner={owner} onCreated={onChange} />
        </div>
      )}
    </div>
  );
}

/** The co-signers a proposal names: the transaction needs exactly these signatures, no others. */
export function SignersField({
  multisig,
  owner,
  value,
  onChange,
  error,
}: {
  multisig: MultisigAccount;
  owner: string;
  value: string[];
  onChange(signers: string[]): void;
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2 text-sm" aria-describedby="proposal-signers-hint">
      <legend className="mb-1 font-medium">
        Who signs ({multisig.threshold} of {multisig.signers.length})
      </legend>
      {multisig.signers.map((signer) => (
        <label key={signer} className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={value.includes(signer)}
            onChange={(event) =>
              onChange(event.target.checked ? [...value, signer] : value.filter((each) => each !== signer))
            }
          />
          <span className="font-mono text-xs">{shortenAddress(signer, 6)}</span>
          {signer === owner && <span className="text-xs text-muted-foreground">(you)</span>}
        </label>
      ))}
      <p
        id="proposal-signers-hint"
        className={error ? 'font-medium text-destructive' : 'text-xs text-muted-foreground'}
      >
        {error ?? 'The proposal needs exactly these signatures: choose the co-signers who will sign it.'}
      </p>
    </fieldset>
  );
}
