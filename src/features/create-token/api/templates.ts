import type { TokenFeatures } from '@/entities/token/lib/compatibility/check';
import { CREATE_TOKEN_DEFAULTS, type CreateTokenValues } from './create-token-form';

/** The advanced options a template sets: everything but the token's name, symbol, decimals, supply and metadata. */
type TemplateValues = Partial<
  Omit<CreateTokenValues, 'name' | 'symbol' | 'decimals' | 'initialSupply' | 'uri' | 'additional'>
>;

/** A starting set of extensions and authorities for a kind of token; every option stays the user's to change. */
export interface TokenTemplate {
  id: string;
  name: string;
  /** Why these options, in one line. */
  rationale: string;
  values: TemplateValues;
}

export const TEMPLATES: readonly TokenTemplate[] = [
  {
    id: 'community',
    name: 'Community token',
    rationale:
      'Fixed supply and no freeze authority: holders know no one can mint more or freeze them; its name lives in the mint.',
    values: { fixedSupply: true },
  },
  {
    id: 'stablecoin',
    name: 'Stablecoin',
    rationale:
      'An issuer’s controls: pause every transfer, freeze an account, recover tokens with a permanent delegate, and new accounts start frozen until you thaw them.',
    values: {
      freezeAuthority: true,
      pausable: true,
      pauseAuthority: 'you',
      permanentDelegate: true,
      defaultFrozen: true,
    },
  },
  {
    id: 'points',
    name: 'Points or rewards',
    rationale: 'Earned, not traded: no holder can send them on; you mint them to whom you choose.',
    values: { nonTransferable: true },
  },
  {
    id: 'security',
    name: 'Tokenized security',
    rationale:
      'Corporate actions and compliance: a multiplier for splits, a pause, and a permanent delegate for ordered transfers; tick Transfer hook to add your compliance program (optional).',
    values: { scaled: true, multiplier: '1', pausable: true, pauseAuthority: 'you', permanentDelegate: true },
  },
  {
    id: 'fee',
    name: 'Fee token',
    rationale: 'Earns on every transfer: 1% of each, never more than the cap, withheld for you to withdraw.',
    values: { transferFee: true, feeBasisPoints: '100', feeMaximum: '1000' },
  },
];

/** Every option a template may set, as it is when none is set: choosing a template starts from these. */
export const NO_TEMPLATE: Required<TemplateValues> = (() => {
  const {
    name: _n,
    symbol: _s,
    decimals: _d,
    initialSupply: _i,
    uri: _u,
    additional: _a,
    ...options
  } = CREATE_TOKEN_DEFAULTS;
  return options;
})();

/** The extensions (as the token page lists them) and authorities a token made from these values has. */
export function featuresOfValues(values: TemplateValues): TokenFeatures {
  // Extension names as the token page lists them; those no venue's rule names are judged by its "otherwise".
  const extensions: string[] = ['MetadataPointer', 'TokenMetadata'];
  const add = (on: boolean | undefined, ...features: string[]) => on && extensions.push(...features);
  add(values.transferFee, 'TransferFeeConfig');
  add(values.nonTransferable, 'NonTransferable');
  add(values.interestBearing, 'InterestBearingConfig');
  add(values.defaultFrozen, 'DefaultAccountState');
  add(values.permanentDelegate, 'PermanentDelegate');
  add(values.mintCloseAuthority, 'MintCloseAuthority');
  add(values.pausable, 'PausableConfig');
  add(values.scaled, 'ScaledUiAmountConfig');
  add(values.transferHook, 'TransferHook');
  add(values.permissionedBurn, 'PermissionedBurn');
  add(values.isGroup, 'GroupPointer', 'TokenGroup');
  add(values.isMember, 'GroupMemberPointer', 'TokenGroupMember');
  return {
    program: 'token-2022',
    extensions,
    freezeAuthority: !!values.freezeAuthority,
    defaultFrozen: !!values.defaultFrozen,
    // Made with a hook, its authority is the creator's: live until both are revoked.
    hookLive: !!values.transferHook,
    cpiGuard: !!values.cpiGuard,
  };
}
