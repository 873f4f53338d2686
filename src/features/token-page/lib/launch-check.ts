import type { AuthorityRole } from '@/data-source/contract';
import { ROLE_NAMES } from '@/data-source/action-wording';
import {
  EXTENSION_AUTHORITIES,
  extensionParam,
  type ExtensionAuthorityRole,
} from '@/entities/token/lib/extension-param';
import type { TokenDetails, TokenHolder } from '@/entities/token/model';
import { isOffCurveAddress } from '@/shared/lib/ed25519-curve';
import { byHolder, moreThan, TOP_TEN_WARN_PERCENT, topShares } from './concentration';
import { isHttpsUrl } from '@/shared/lib/url';
import { fetchOffchainMetadata, fetchTokenImage, type FetchOptions } from './offchain-metadata';
import { reasonOf } from '@/shared/lib/describe-error';

/** Which Manage action fixes an item, with what chosen in it. */
export type LaunchFix = { action: 'metadata' } | { action: 'authorities'; role: AuthorityRole; revoke: true };

export interface LaunchItem {
  id: string;
  /** What is checked, as a question a holder would ask. */
  label: string;
  status: 'pass' | 'warn' | 'fail';
  detail: string;
  fix?: { label: string; to: LaunchFix };
}

const UPDATE_METADATA = { label: 'Update the metadata', to: { action: 'metadata' } } as const;

/** The metadata side: URI set and https, the file reachable and valid, matching the chain, its image loading. */
async function metadataItems(token: TokenDetails, options: FetchOptions): Promise<LaunchItem[]> {
  const label = 'Wallets can read the metadata file';
  if (!token.metadata) {
    return [
      {
        id: 'uri',
        label,
        status: 'warn',
        detail:
          'This mint keeps no metadata of its own: wallets read its name and image from a Metaplex account, which this check does not cover.',
      },
    ];
  }
  const unreadable = (detail: string): LaunchItem[] => [
    { id: 'uri', label, status: 'fail', detail, fix: UPDATE_METADATA },
  ];
  const uri = token.metadata.uri.trim();
  if (!uri) return unreadable('No metadata URI: wallets show no image and no description.');
  if (!isHttpsUrl(uri)) return unreadable('The URI is not https: wallets and this app will not open it.');
  let json: Awaited<ReturnType<typeof fetchOffchainMetadata>>;
  try {
    json = await fetchOffchainMetadata(uri, options);
  } catch (error) {
    return unreadable(reasonOf(error));
  }
  const items: LaunchItem[] = [{ id: 'uri', label, status: 'pass', detail: 'The file is reachable and valid JSON.' }];
  const mismatches = [
    json.name !== token.name && `name "${json.name ?? ''}" (the chain says "${token.name}")`,
    json.symbol !== token.symbol && `symbol "${json.symbol ?? ''}" (the chain says "${token.symbol}")`,
  ].filter(Boolean);
  items.push(
    mismatches.length === 0
      ? { id: 'match', label: 'The file agrees with the chain', status: 'pass', detail: 'Same name and symbol.' }
      : {
          id: 'match',
          label: 'The file agrees with the chain',
          status: 'warn',
          detail: `The file says ${mismatches.join(' and ')}: wallets may show either.`,
          fix: UPDATE_METADATA,
        },
  );
  if (!json.image) {
    items.push({ id: 'image', label: 'The image loads', status: 'fail', detail: 'The metadata file names no image.' });
    return items;
  }
  try {
    const image = await fetchTokenImage(json.image, options);
    items.push({
      id: 'image',
      label: 'The image loads',
      status: 'pass',
      detail: `${image.type}, ${Math.max(1, Math.round(image.size / 1024))} KB.`,
    });
  } catch (error) {
    items.push({ id: 'image', label: 'The image loads', status: 'fail', detail: reasonOf(error) });
  }
  return items;
}

/** The fix for an authority this wallet holds: revoke it, from Manage. */
const revoke = (role: AuthorityRole) =>
  ({ label: `Revoke the ${ROLE_NAMES[role]}`, to: { action: 'authorities', role, revoke: true } }) as const;

const RISKY: Record<string, string> = {
  PermanentDelegate: 'Permanent delegate: its holder can move or burn tokens from any account.',
  DefaultAccountState: 'New accounts start frozen: no one can use the token until the issuer thaws them.',
  TransferHook: 'Transfer hook: a program of the issuer’s choice runs on every transfer, and can block it.',
};

/** What holders will trust: a fixed supply, no freeze authority, no extension that lets the issuer take or lock tokens. */
function trustItems(token: TokenDetails, owner: string): LaunchItem[] {
  const risky = token.extensions.filter(
    (extension) =>
      extension.name in RISKY &&
      // Default state matters only when it is frozen; a hook only once a program is set (its authority is checked apart).
      (extension.name !== 'DefaultAccountState' ||
        extensionParam(token.extensions, 'DefaultAccountState', 'state') === 'Frozen') &&
      (extension.name !== 'TransferHook' || !!token.transferHook),
  );
  return [
    token.mintAuthority === null
      ? { id: 'mint-authority', label: 'The supply is fixed', status: 'pass', detail: 'No one can mint more.' }
      : {
          id: 'mint-authority',
          label: 'The supply is fixed',
          status: 'warn',
          detail: `${held(token.mintAuthority, owner)}: the supply can still grow, and explorers flag a live supply.`,
          ...(token.mintAuthority === owner && { fix: revoke('mint') }),
        },
    token.freezeAuthority === null
      ? { id: 'freeze-authority', label: 'No one can freeze holders', status: 'pass', detail: 'No freeze authority.' }
      : {
          id: 'freeze-authority',
          label: 'No one can freeze holders',
          status: 'warn',
          detail: `${held(token.freezeAuthority, owner)}: many wallets warn holders about a token that can be frozen.`,
          ...(token.freezeAuthority === owner && { fix: revoke('freeze') }),
        },
    ...ISSUER_CONTROLS.flatMap((control) => issuerControl(token, owner, control)),
    risky.length === 0
      ? {
          id: 'extensions',
          label: 'No risky extension',
          status: 'pass',
          detail: 'No extension lets the issuer take, lock or block holders’ tokens.',
        }
      : {
          id: 'extensions',
          label: 'No risky extension',
          status: 'warn',
          detail: `${risky.map((extension) => RISKY[extension.name]).join(' ')} Extensions cannot be removed once created.`,
        },
  ];
}

/** Whose an authority is, as a holder's warning starts. */
const held = (authority: string | null, owner: string) =>
  authority === owner ? 'You hold it' : 'Another address holds it';

/** An issuer's controls kept in an extension's authority: what is checked, and what holders risk while it is held. */
const ISSUER_CONTROLS: [role: ExtensionAuthorityRole, label: string, risk: string][] = [
  ['pause', 'No one can pause transfers', "every holder's transfers can be stopped at once."],
  [
    'multiplier',
    'No one can change the amounts shown',
    'the multiplier every balance is shown through can still change.',
  ],
  [
    'interest-rate',
    'No one can change the interest rate',
    'the rate every balance is shown growing (or shrinking) by can still change.',
  ],
  [
    'transfer-hook',
    'No one can change the transfer hook',
    'the program every transfer calls, and which may refuse it, can still be set, changed or removed.',
  ],
  [
    'permissioned-burn',
    'Holders can burn their own tokens',
    'no holder can burn a token without this authority signing too.',
  ],
  [
    'close-mint',
    'No one can close the mint',
    'once its supply is 0, the mint can be closed and another made at its address, with other settings.',
  ],
];

/**
 * One issuer's control: a warning while someone holds it (revoked from here when it is this wallet); none
 * when the mint has no such extension.
 */
function issuerControl(
  token: TokenDetails,
  owner: string,
  [role, label, risk]: (typeof ISSUER_CONTROLS)[number],
): LaunchItem[] {
  const [extension, param] = EXTENSION_AUTHORITIES[role];
  if (!token.extensions.some((each) => each.name === extension)) return [];
  const id = `${role}-authority`;
  const authority = extensionParam(token.extensions, extension, param);
  if (authority === null)
    return [{ id, label, status: 'pass', detail: 'Its authority was never set, or was revoked.' }];
  const item: LaunchItem = { id, label, status: 'warn', detail: `${held(authority, owner)}: ${risk}` };
  if (authority === owner) item.fix = revoke(role);
  return [item];
}

/** The launch checklist: how wallets will show the token, and whether holders will trust it. */
export async function runLaunchCheck(
  token: TokenDetails,
  owner: string,
  options: FetchOptions = {},
): Promise<LaunchItem[]> {
  return [...(await metadataItems(token, options)), ...trustItems(token, owner)];
}

/**
 * Whether a few wallets hold most of it: the ten largest holders outside the issuer (this wallet and the mint
 * authority) and programs' accounts (pools, vaults), against the stated share. From the cluster's list of the
 * largest accounts (20): enough for ten once at most ten of them are set aside.
 */
export function concentrationItem(
  token: Pick<TokenDetails, 'supply' | 'mintAuthority'>,
  owner: string,
  largest: readonly TokenHolder[] | null,
): LaunchItem {
  const label = 'No few wallets hold most of it';
  if (largest === null) {
    return {
      id: 'concentration',
      label,
      status: 'warn',
      detail:
        'This cluster does not answer which accounts hold the most: the largest holders’ share could not be checked.',
    };
  }
  const issuer = new Set([owner, token.mintAuthority]);
  const outside = byHolder(largest).filter((each) => !issuer.has(each.holder) && !isOffCurveAddress(each.holder));
  const ten = topShares(outside, token.supply)[1]!;
  const over = moreThan(ten.held, token.supply, TOP_TEN_WARN_PERCENT);
  const who =
    ten.holders === 1
      ? 'The one holder outside your wallet and programs’ accounts (pools) holds'
      : `The ${ten.holders} largest holders outside your wallet and programs’ accounts (pools) hold`;
  return {
    id: 'concentration',
    label,
    status: over ? 'warn' : 'pass',
    detail:
      ten.holders === 0
        ? 'No one outside your wallet and programs’ accounts (pools) holds any yet.'
        : over
          ? `${who} ${ten.share} of the supply: more than ${TOP_TEN_WARN_PERCENT}%, which buyers read as a risk of a few selling at once.`
          : `${who} ${ten.share} of the supply (at most ${TOP_TEN_WARN_PERCENT}%).`,
  };
}
