// Where a token will work: which pools, launchpads and wallets accept a mint with these extensions and
// authorities, each rule as its source states it. Every quote is held to its source's recorded wording by
// compatibility-sources.test.ts (the excerpts are in ./sources, each naming its repository, commit and date).

import { NATIVE_MINTS } from '../native-mints';

/** A mint's traits the venues judge: its extensions (named as the token page lists them) and authorities. */
export type Feature =
  | 'TransferFeeConfig'
  | 'MetadataPointer'
  | 'TokenMetadata'
  | 'InterestBearingConfig'
  | 'ScaledUiAmountConfig'
  | 'PausableConfig'
  | 'PermanentDelegate'
  | 'MintCloseAuthority'
  | 'DefaultAccountState'
  | 'NonTransferable'
  | 'TransferHook'
  | 'FreezeAuthority'
  /** Not the mint's: the CPI guard on the creator's own account of it. */
  | 'CpiGuard';

/** Worst last: a venue's verdict on a token is the worst of its rules that apply. */
export const VERDICTS = ['accepted', 'unknown', 'warning', 'approval', 'refused'] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface Rule {
  features: readonly Feature[];
  verdict: Verdict;
  /** The rule in our words. */
  says: string;
  /** The source's own words, verbatim (a line of its code or its documentation). */
  quote: string;
  /** Where the rule reads an extension's parameters (a default state, a hook program): it applies when this holds. */
  when?: (token: MintParameters) => boolean;
  /** The recorded excerpt the quote is from, where it is not the venue's own (the token program's). */
  source?: string;
}

/** What some rules read beyond the extensions' names: the mint itself and its extensions' parameters. */
export interface MintParameters {
  /** The mint's address, where known. */
  mint?: string;
  freezeAuthority: boolean;
  /** The default account state is Frozen. */
  defaultFrozen?: boolean;
  /** The transfer hook's program or its authority is set (both revoked: a hook no one can turn on). */
  hookLive?: boolean;
}

export interface Venue {
  name: string;
  kind: 'DEX pool' | 'Launchpad' | 'Wallet';
  /** The recorded excerpt's name in ./sources, where its address, commit and date are written. */
  source: string;
  /** The source's address and date, as the page links it. */
  url: string;
  date: string;
  /** When set, the rule for every mint whatever it carries (a launchpad that only launches mints it makes). */
  every?: Rule;
  /** Mints the venue names and refuses before reading anything else (Token-2022's wrapped SOL), with its rule. */
  refusedMints?: { mints: readonly string[]; rule: Rule };
  /** A classic SPL Token mint (no extensions at all); null: no source says. */
  classic: Rule | null;
  rules: readonly Rule[];
  /** A Token-2022 extension no rule names; null: no source says. */
  otherwise: Rule | null;
}

const rule = (
  verdict: Verdict,
  features: readonly Feature[],
  says: string,
  quote: string,
  more: Pick<Rule, 'when' | 'source'> = {},
): Rule => ({ verdict, features, says, quote, ...more });

/** A pool refuses Token-2022's wrapped SOL by its address, before any badge is read. */
const refusesNativeMint = (quote: string) => ({
  mints: [NATIVE_MINTS['token-2022']],
  rule: rule('refused', [], 'Token-2022’s wrapped SOL is refused (the classic wrapped SOL is taken)', quote),
});

/**
 * A pool is funded from its creator's account by the pool program, through CPI, with the owner's signature:
 * Token-2022 refuses that while the account's CPI guard is on.
 */
const CPI_GUARD_RULE = rule(
  'warning',
  ['CpiGuard'],
  'With the CPI guard on your account, the pool program cannot move your tokens into a pool: turn it off to create or fund one',
  '&& cpi_guard.lock_cpi.into()',
  { source: 'token-2022-cpi-guard' },
);

const github = (repo: string, commit: string, path: string) => `https://github.com/${repo}/blob/${commit}/${path}`;

/** Raydium's two pools share one allow-list: five extensions, any other refused (a few mints are listed by hand). */
function raydiumPool(name: string, source: string, url: string, date: string): Venue {
  return {
    name,
    kind: 'DEX pool',
    source,
    url,
    date,
    classic: rule('accepted', [], 'Classic SPL Token mints are accepted', 'if *mint_info.owner == Token::id() {'),
    rules: [
      rule('accepted', ['TransferFeeConfig'], 'Transfer fee is accepted', 'if e != ExtensionType::TransferFeeConfig'),
      rule('accepted', ['MetadataPointer'], 'Metadata pointer is accepted', '&& e != ExtensionType::MetadataPointer'),
      rule('accepted', ['TokenMetadata'], 'Metadata is accepted', '&& e != ExtensionType::TokenMetadata'),
      rule(
        'accepted',
        ['InterestBearingConfig'],
        'Interest-bearing is accepted',
        '&& e != ExtensionType::InterestBearingConfig',
      ),
      rule(
        'accepted',
        ['ScaledUiAmountConfig'],
        'Scaled UI amount is accepted',
        '&& e != ExtensionType::ScaledUiAmount',
      ),
      CPI_GUARD_RULE,
    ],
    otherwise: rule('refused', [], 'Any other extension is refused when the pool is created', 'return Ok(false);'),
  };
}

/** Meteora's DAMM v2 and DLMM: metadata and transfer fees without approval; the rest needs a token badge. */
const METEORA_BADGE = 'needs a token badge (Meteora’s approval of the mint)';

export const VENUES: readonly Venue[] = [
  raydiumPool(
    'Raydium CPMM',
    'raydium-cpmm',
    github(
      'raydium-io/raydium-cp-swap',
      '609780f165d234a0aa9699cac90178a3fa36fd43',
      'programs/cp-swap/src/utils/token.rs',
    ),
    '2025-12-29',
  ),
  raydiumPool(
    'Raydium CLMM',
    'raydium-clmm',
    github('raydium-io/raydium-clmm', 'f16c59add46ee25f62190d641e031997ab351957', 'programs/amm/src/util/token.rs'),
    '2026-04-21',
  ),
  {
    name: 'Orca Whirlpools',
    kind: 'DEX pool',
    source: 'orca-whirlpools',
    url: github(
      'orca-so/whirlpools',
      '19875ce6595c7e15ad07cd2ede3966b05d34ab62',
      'programs/whirlpool/src/util/v2/token.rs',
    ),
    date: '2025-08-18',
    refusedMints: refusesNativeMint('if spl_token_2022::native_mint::check_id(&token_mint.key()) {'),
    classic: rule(
      'accepted',
      [],
      'Classic SPL Token mints are accepted',
      '// if mint is owned by Token Program, it is supported (compatible to initialize_pool / initialize_reward)',
    ),
    rules: [
      // Read before the badge's rule for the same extension: a badge does not lift it.
      rule(
        'refused',
        ['DefaultAccountState'],
        'New accounts that start frozen with no freeze authority to thaw them are refused, badge or not',
        'if default_state.state != initialized && token_mint.freeze_authority.is_none() {',
        { when: (token) => !!token.defaultFrozen && !token.freezeAuthority },
      ),
      rule(
        'approval',
        ['FreezeAuthority'],
        'A freeze authority: only with Orca’s token badge (its approval of the mint)',
        'if token_mint.freeze_authority.is_some() && !is_token_badge_initialized {',
      ),
      rule(
        'accepted',
        ['TransferFeeConfig'],
        'Transfer fee is accepted',
        'TokenExtensionType::TransferFeeConfig => {}',
      ),
      rule(
        'accepted',
        ['InterestBearingConfig'],
        'Interest-bearing is accepted',
        'TokenExtensionType::InterestBearingConfig => {}',
      ),
      rule('accepted', ['TokenMetadata'], 'Metadata is accepted', 'TokenExtensionType::TokenMetadata => {}'),
      rule(
        'accepted',
        ['MetadataPointer'],
        'Metadata pointer is accepted',
        'TokenExtensionType::MetadataPointer => {}',
      ),
      rule(
        'accepted',
        ['ScaledUiAmountConfig'],
        'Scaled UI amount is accepted',
        'TokenExtensionType::ScaledUiAmount => {}',
      ),
      ...(
        [
          ['PermanentDelegate', 'Permanent delegate', 'TokenExtensionType::PermanentDelegate => {'],
          ['TransferHook', 'Transfer hook', 'TokenExtensionType::TransferHook => {'],
          ['MintCloseAuthority', 'Mint close authority', 'TokenExtensionType::MintCloseAuthority => {'],
          ['DefaultAccountState', 'Default account state', 'TokenExtensionType::DefaultAccountState => {'],
          ['PausableConfig', 'Pausable', 'TokenExtensionType::Pausable => {'],
        ] as const
      ).map(([feature, label, quote]) =>
        rule('approval', [feature], `${label}: only with Orca’s token badge (its approval of the mint)`, quote),
      ),
      rule(
        'refused',
        ['NonTransferable'],
        'Non-transferable tokens are refused',
        'TokenExtensionType::NonTransferable => {',
      ),
      CPI_GUARD_RULE,
    ],
    otherwise: rule('refused', [], 'Any other extension is refused', '// mint has unknown or unsupported extensions'),
  },
  {
    name: 'Meteora DAMM v2',
    kind: 'DEX pool',
    source: 'meteora-damm-v2',
    url: github('MeteoraAg/damm-v2', 'a3d3827f2094040fb2b2cd9dec94007cdb19b4f7', 'programs/cp-amm/src/utils/token.rs'),
    date: '2026-06-03',
    refusedMints: refusesNativeMint('if spl_token_2022::native_mint::check_id(&mint_account.key()) {'),
    classic: rule('accepted', [], 'Classic SPL Token mints are accepted', 'if *mint_info.owner == Token::id() {'),
    rules: [
      rule(
        'accepted',
        ['TransferFeeConfig', 'MetadataPointer', 'TokenMetadata'],
        'Transfer fee and metadata are accepted without approval',
        '// permissionless supported',
      ),
      rule(
        'approval',
        ['TransferHook'],
        `A transfer hook whose program or authority is set ${METEORA_BADGE}`,
        'if transfer_hook_program_id.is_some() || transfer_hook_authority.is_some() {',
        { when: (token) => token.hookLive !== false },
      ),
      rule(
        'accepted',
        ['TransferHook'],
        'A transfer hook whose program and authority are both revoked is accepted without approval',
        'if transfer_hook_program_id.is_some() || transfer_hook_authority.is_some() {',
      ),
      CPI_GUARD_RULE,
    ],
    otherwise: rule('approval', [], `Any other extension ${METEORA_BADGE}`, '_ => return Ok(false),'),
  },
  {
    name: 'Meteora DLMM',
    kind: 'DEX pool',
    source: 'meteora-dlmm',
    url: github(
      'MeteoraAg/docs',
      'e8e62e78a6a28c84321dd6924036279d6369206f',
      'core-products/dlmm/token-2022-support.mdx',
    ),
    date: '2026-05-27',
    refusedMints: refusesNativeMint('DLMM rejects the native Token 2022 mint to avoid fragmented SOL liquidity.'),
    classic: null,
    rules: [
      rule(
        'accepted',
        ['TransferFeeConfig', 'MetadataPointer', 'TokenMetadata'],
        'Transfer fee and metadata are accepted without approval',
        'If your Token 2022 mint uses only the following supported extensions, it can be used permissionlessly in DLMM:',
      ),
      rule(
        'approval',
        ['TransferHook'],
        `A transfer hook whose program or authority is not revoked ${METEORA_BADGE}`,
        '- `TransferHook`, only when both the hook program and hook authority are revoked',
        { when: (token) => token.hookLive !== false },
      ),
      rule(
        'accepted',
        ['TransferHook'],
        'A transfer hook whose program and authority are both revoked is accepted without approval',
        '- `TransferHook`, only when both the hook program and hook authority are revoked',
      ),
      rule(
        'approval',
        ['FreezeAuthority'],
        `A freeze authority ${METEORA_BADGE}`,
        'Token 2022 mints with a freeze authority require additional review.',
      ),
      CPI_GUARD_RULE,
    ],
    otherwise: rule(
      'approval',
      [],
      `Any other extension ${METEORA_BADGE}`,
      'At the program level, a valid token badge allows a Token 2022 mint to pass DLMM mint validation even if it uses extensions that are not on the permissionless allowlist.',
    ),
  },
  {
    name: 'Raydium LaunchLab',
    kind: 'Launchpad',
    source: 'raydium-launchlab',
    url: github(
      'raydium-io/raydium-docs-v1',
      '10dd5f7d9f23f0be7daabd571fc9e7c65ce269dc',
      'products/launchlab/overview.mdx',
    ),
    date: '2026-05-08',
    every: rule(
      'refused',
      [],
      'Launches only mints it creates itself: a token made here cannot be launched there',
      'Pre-existing Token-2022 mints with arbitrary extensions cannot be used as the base.',
    ),
    classic: null,
    rules: [],
    otherwise: null,
  },
  {
    name: 'Pump.fun',
    kind: 'Launchpad',
    source: 'pump-fun',
    url: github(
      'pump-fun/pump-public-docs',
      '91db6800e55bf341696564bd30a08ed4e3fc7491',
      'docs/instructions/COIN_CREATION.md',
    ),
    date: '2026-05-07',
    every: rule(
      'refused',
      [],
      'Creates a new mint with each coin: a token made here cannot be launched there',
      'New Token-2022 mint account. Signer, initialized with `decimals = 6`, `mint_authority`, `token_program`, and metadata pointer set to `mint`.',
    ),
    classic: null,
    rules: [],
    otherwise: null,
  },
  {
    name: 'Phantom',
    kind: 'Wallet',
    source: 'phantom',
    url: github(
      'phantom/docs',
      'f36782b4f8254098d61ec2825915f651f71ab78f',
      'developer-powertools/solana-token-extensions-token22.md',
    ),
    date: '2025-06-20',
    classic: null,
    rules: [
      rule(
        'accepted',
        ['TransferFeeConfig'],
        'Shows the fee before every send',
        'If this extension is enabled, Phantom will display the fee on the confirmation screen of every send.',
      ),
      rule(
        'warning',
        ['PermanentDelegate'],
        'Shows a warning on the token',
        'Phantom will display a warning for any token that has this extension enabled.',
      ),
      rule(
        'accepted',
        ['InterestBearingConfig'],
        'Shows the interest rate',
        "If this extension is enabled, Phantom will display the current interest rate on the token's detail screen.",
      ),
      rule(
        'accepted',
        ['TokenMetadata'],
        'Shows the name and symbol kept in the mint',
        'Phantom will display the `name` and `symbol` that is stored in the mint account',
      ),
      rule(
        'accepted',
        ['MetadataPointer'],
        'Reads the metadata pointer',
        'Phantom supports the Metadata Pointer Extension.',
      ),
    ],
    otherwise: null,
  },
];
