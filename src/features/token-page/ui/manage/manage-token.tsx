import type { ReactNode } from 'react';
import type { LaunchFix } from '../../lib/launch-check';
import type { TokenDetails } from '@/entities/token/model';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/shared/ui/card';
import { extensionParam } from '@/entities/token/lib/extension-param';
import { authorityAddresses, authorityRows, heldRoles } from '../../lib/authorities';
import { AuthorityForm } from './authority-form';
import { BurnForm } from './burn-form';
import { CloseMintForm } from './close-mint-form';
import { DefaultStateForm } from './default-state-form';
import { feeParam, HarvestFeesForm, SetFeeForm, WithdrawFeesForm } from './fee-form';
import { FreezeForm } from './freeze-form';
import { ForceForm, MultiplierForm, PauseForm } from './issuer-forms';
import { InterestRateForm } from './interest-form';
import { CpiGuardForm, MemoForm } from './memo-form';
import { MetadataForm } from './metadata-form';
import { MintProposalForm } from './mint-proposal-form';
import { ProposeThrough } from './propose-through';
import type { MultisigAccount } from '@/entities/multisig/model';
import { MULTISIG_METADATA } from '@/data-source/action-wording';
import { useMultisigsAt } from '@/data-hooks/use-multisigs';
import { shortenAddress } from '@/shared/lib/address';
import { Kept } from '@/shared/ui/kept';
import { nativeMintProgram } from '@/entities/token/lib/native-mints';
import { WrapSolForm } from './wrap-form';
import { TransferHookForm } from './transfer-hook-form';
import { GroupForm } from './group-form';

interface Offer {
  id: string;
  label: string;
  /** Null when the wallet may do it; else why not, in a sentence. */
  unavailable: string | null;
  /** The multisig it goes through, when the authority it needs is one the wallet signs for: it is proposed. */
  via?: MultisigAccount;
  form(): ReactNode;
}

/** Every action on this token, each offered only when the connected wallet holds what it needs. */
function offers(
  token: TokenDetails,
  owner: string,
  preset: LaunchFix | null,
  governing: (authority: string | null) => MultisigAccount | null,
): Offer[] {
  const props = { token, owner };
  const has = (name: string) => token.extensions.some((extension) => extension.name === name);
  const feeConfig = has('TransferFeeConfig');
  const authorityOf = (extension: string, param = 'authority') => extensionParam(token.extensions, extension, param);
  /** Held by the wallet, or by a multisig it signs for (then proposed through it), or why not. */
  const through = (authority: string | null, why: string) => {
    const via = governing(authority);
    return authority === owner ? { unavailable: null } : via ? { unavailable: null, via } : { unavailable: why };
  };
  /** Why an extension's authority is not the wallet's: no one holds it, or another address does. */
  const missing = (authority: string | null, what: string) =>
    authority === null ? `No one holds its ${what}.` : `Needs the ${what}, which another address holds.`;
  const needs = (extension: string, what: string, param?: string) =>
    through(authorityOf(extension, param), missing(authorityOf(extension, param), what));
  const closer = authorityOf('MintCloseAuthority', 'closeAuthority');
  const mintVia = governing(token.mintAuthority);
  const rolesVia = [...new Set(authorityRows(token).map(([, holder]) => governing(holder)))].filter(
    (multisig): multisig is MultisigAccount => !!multisig && heldRoles(token, multisig.address).length > 0,
  );
  return [
    ...(mintVia
      ? [{ id: 'mint', label: 'Mint', unavailable: null, via: mintVia, form: () => <MintProposalForm {...props} /> }]
      : []),
    {
      id: 'metadata',
      label: 'Update metadata',
      unavailable: !token.metadata
        ? 'This is a classic SPL token: its name lives in a separate Metaplex account, which this app does not change.'
        : token.metadata.updateAuthority === null
          ? 'The metadata is immutable: its update authority was revoked.'
          : governing(token.metadata.updateAuthority)
            ? MULTISIG_METADATA
            : token.metadata.updateAuthority !== owner
              ? 'Needs the metadata update authority, which another address holds.'
              : null,
      form: () => <MetadataForm {...props} />,
    },
    {
      id: 'authorities',
      label: 'Authorities',
      unavailable: heldRoles(token, owner).length ? null : 'This wallet holds none of its authorities.',
      form: () => <AuthorityForm {...props} preset={preset?.action === 'authorities' ? preset : undefined} />,
    },
    ...rolesVia.map((via) => ({
      id: `authorities-${via.address}`,
      label: rolesVia.length > 1 ? `Authorities (multisig ${shortenAddress(via.address)})` : 'Authorities (multisig)',
      unavailable: null,
      via,
      form: () => <AuthorityForm {...props} />,
    })),
    {
      id: 'burn',
      label: 'Burn',
      unavailable: nativeMintProgram(token.mint)
        ? 'Wrapped SOL cannot be burned: unwrap it instead.'
        : token.balance > 0n
          ? null
          : 'You hold none of it.',
      form: () => <BurnForm {...props} />,
    },
    ...(['freeze', 'thaw'] as const).map((kind) => ({
      id: kind,
      label: kind === 'freeze' ? 'Freeze' : 'Thaw',
      ...through(
        token.freezeAuthority,
        token.freezeAuthority === null
          ? 'No one can freeze its accounts: it has no freeze authority.'
          : 'Needs the freeze authority, which another address holds.',
      ),
      form: () => <FreezeForm {...props} kind={kind} />,
    })),
    // Wrapped SOL's mints: the wallet's SOL goes in and out of its account of them.
    ...(nativeMintProgram(token.mint)
      ? (['wrap', 'unwrap'] as const).map((kind) => ({
          id: kind,
          label: kind === 'wrap' ? 'Wrap SOL' : 'Unwrap SOL',
          unavailable: kind === 'unwrap' && token.balance === 0n ? 'You have no wrapped SOL.' : null,
          form: () => <WrapSolForm {...props} kind={kind} />,
        }))
      : []),
    {
      id: 'memo',
      label: 'Memo required',
      unavailable:
        token.program === 'token-2022' ? null : 'Required memos are a Token-2022 setting; this is a classic SPL token.',
      form: () => <MemoForm {...props} />,
    },
    {
      id: 'cpi-guard',
      label: 'CPI guard',
      unavailable:
        token.program === 'token-2022' ? null : 'The CPI guard is a Token-2022 setting; this is a classic SPL token.',
      form: () => <CpiGuardForm {...props} />,
    },
    ...(has('PausableConfig')
      ? [
          {
            id: 'pause',
            label: token.paused ? 'Resume' : 'Pause',
            ...needs('PausableConfig', 'pause authority'),
            form: () => <PauseForm {...props} />,
          },
        ]
      : []),
    ...(has('ScaledUiAmountConfig')
      ? [
          {
            id: 'multiplier',
            label: 'Change the multiplier',
            ...needs('ScaledUiAmountConfig', 'multiplier authority'),
            form: () => <MultiplierForm {...props} />,
          },
        ]
      : []),
    ...(has('InterestBearingConfig')
      ? [
          {
            id: 'interest-rate',
            label: 'Change the interest rate',
            ...needs('InterestBearingConfig', 'rate authority', 'rateAuthority'),
            form: () => <InterestRateForm {...props} />,
          },
        ]
      : []),
    ...(has('TokenGroup')
      ? [
          {
            id: 'group',
            label: 'Group members',
            // Not offered through a multisig: a co-signer could not yet check what its instruction does.
            unavailable:
              authorityOf('TokenGroup', 'updateAuthority') === owner
                ? null
                : missing(authorityOf('TokenGroup', 'updateAuthority'), 'group update authority'),
            form: () => <GroupForm {...props} />,
          },
        ]
      : []),
    ...(has('TransferHook')
      ? [
          {
            id: 'transfer-hook',
            label: 'Transfer hook program',
            ...needs('TransferHook', 'transfer hook authority'),
            form: () => <TransferHookForm {...props} />,
          },
        ]
      : []),
    ...(has('DefaultAccountState')
      ? [
          {
            id: 'default-state',
            label: 'Default account state',
            ...through(
              token.freezeAuthority,
              token.freezeAuthority === null
                ? 'No one holds its freeze authority, which changes it.'
                : 'Needs the freeze authority, which another address holds.',
            ),
            form: () => <DefaultStateForm {...props} />,
          },
        ]
      : []),
    ...(has('MintCloseAuthority')
      ? [
          {
            id: 'close-mint',
            label: 'Close the mint',
            // Not offered through a multisig: a proposal may carry only the shapes a co-signer can check.
            unavailable: closer === owner ? null : missing(closer, 'mint close authority'),
            form: () => <CloseMintForm {...props} />,
          },
        ]
      : []),
    ...(has('PermanentDelegate')
      ? (['force-transfer', 'force-burn'] as const).map((kind) => ({
          id: kind,
          label: kind === 'force-transfer' ? 'Force transfer' : 'Force burn',
          unavailable:
            extensionParam(token.extensions, 'PermanentDelegate', 'delegate') === owner
              ? null
              : 'Needs the permanent delegate, which another address holds.',
          form: () => <ForceForm {...props} kind={kind} />,
        }))
      : []),
    ...(feeConfig
      ? [
          {
            id: 'set-fee',
            label: 'Change the transfer fee',
            ...through(feeParam(token, 'transferFeeConfigAuthority'), 'Needs the transfer fee authority.'),
            form: () => <SetFeeForm {...props} />,
          },
          {
            id: 'withdraw-fees',
            label: 'Withdraw fees',
            ...through(feeParam(token, 'withdrawWithheldAuthority'), 'Needs the withdraw-withheld authority.'),
            form: () => <WithdrawFeesForm {...props} />,
          },
          { id: 'harvest-fees', label: 'Harvest fees', unavailable: null, form: () => <HarvestFeesForm {...props} /> },
        ]
      : []),
  ];
}

/** Which action is open, and what a launch-check fix chose in it; kept by the page, so a fix can open it. */
export interface ManageChoice {
  id: string;
  preset: LaunchFix | null;
  /** The account it was opened with: after the wallet switches away, it is kept for when it comes back. */
  owner?: string;
}

export function ManageToken({
  token,
  owner,
  choice,
  onChoose,
}: {
  token: TokenDetails;
  owner: string;
  choice: ManageChoice | null;
  onChoose(choice: ManageChoice | null): void;
}) {
  // The same addresses the Authorities card asks about: one query each, shared by both.
  const known = useMultisigsAt(authorityAddresses(token, owner));
  // A multisig the wallet signs for: what needs its authority is proposed through it.
  const governing = (authority: string | null) => {
    const multisig = authority ? known.get(authority) : null;
    return multisig && multisig.signers.includes(owner) ? multisig : null;
  };
  const all = offers(token, owner, choice?.preset ?? null, governing);
  const available = all.filter((offer) => offer.unavailable === null);
  const chosen = choice?.id ?? null;
  const open = available.find((offer) => offer.id === chosen);
  // Opened by another account of the wallet (it switched, maybe while an approval was open): what was
  // typed there, and what went wrong, wait hidden until that account is back.
  const away = !open && choice?.owner && choice.owner !== owner ? all.find((offer) => offer.id === chosen) : undefined;
  const shown = open ?? away;
  return (
    <Card className="lg:col-span-2" id="manage-token">
      <CardHeader>
        <CardTitle>Manage</CardTitle>
        <CardDescription>
          Each change is simulated first: you see what it does before your wallet is asked.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {available.length > 0 ? (
          <div className="flex flex-wrap gap-2" role="group" aria-label="Actions">
            {available.map((offer) => (
              <button
                key={offer.id}
                type="button"
                aria-pressed={offer.id === chosen}
                onClick={() => onChoose(offer.id === chosen ? null : { id: offer.id, preset: null, owner })}
                className="rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-muted aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
              >
                {offer.label}
              </button>
            ))}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">This wallet can change nothing about this token.</p>
        )}
        {away && (
          <p className="text-sm text-muted-foreground" data-testid="action-away">
            {away.label} was opened with {shortenAddress(choice!.owner!)}: switch back to it in your wallet to go on,
            what you typed is kept.
          </p>
        )}
        {shown && (
          <Kept hidden={!open}>
            <section
              aria-label={shown.label}
              className="max-w-xl"
              key={`${shown.id}:${JSON.stringify(choice?.preset)}`}
            >
              <ProposeThrough.Provider value={shown.via ?? null}>{shown.form()}</ProposeThrough.Provider>
            </section>
          </Kept>
        )}
        {all.some((offer) => offer.unavailable) && (
          <ul className="flex flex-col gap-1 text-xs text-muted-foreground" data-testid="unavailable-actions">
            {all
              .filter((offer) => offer.unavailable)
              .map((offer) => (
                <li key={offer.id}>
                  <span className="font-medium text-foreground">{offer.label}:</span> {offer.unavailable}
                </li>
              ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
