// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCompatibility, checkVenue } from './check';
import { NATIVE_MINTS } from '../native-mints';
import type { TokenFeatures } from './check';
import { VENUES, VERDICTS, type Rule, type Verdict } from './venues';

/** A source's recorded excerpt (./sources/<name>.txt): its header names the repository, commit and date. */
const excerpt = (name: string) => readFileSync(new URL(`./sources/${name}.txt`, import.meta.url), 'utf8');

const rulesOf = (venue: (typeof VENUES)[number]) =>
  [venue.every, venue.refusedMints?.rule, venue.classic, ...venue.rules, venue.otherwise].filter(
    (rule): rule is Rule => rule !== null && rule !== undefined,
  );

const venue = (name: string) => VENUES.find((each) => each.name === name)!;
const T22_NATIVE = NATIVE_MINTS['token-2022'];
/** A Token-2022 mint with metadata (every venue's base case), and what a case adds to it. */
const mint = (more: Partial<TokenFeatures> = {}): TokenFeatures => ({
  program: 'token-2022',
  extensions: ['MetadataPointer', 'TokenMetadata'],
  freezeAuthority: false,
  ...more,
});

// How each source's code names our features, where the quote is a line of code.
const CODE_NAMES: Record<string, string> = { ScaledUiAmountConfig: 'ScaledUiAmount', PausableConfig: 'Pausable' };

describe('the compatibility table, held to its sources', () => {
  for (const venue of VENUES) {
    it(`${venue.name}: every rule’s words are its source’s, at the commit and date the table links`, () => {
      const text = excerpt(venue.source);
      const header = text.split('\n')[0] ?? '';
      const commit = /blob\/([0-9a-f]{40})\//.exec(venue.url)?.[1];
      expect(commit).toBeDefined();
      expect(header).toContain(commit);
      expect(header).toContain(`(${venue.date})`);
      for (const rule of rulesOf(venue)) {
        // A rule of the token program itself (the CPI guard) is held to that program's recorded source.
        const source = rule.source ? excerpt(rule.source) : text;
        if (rule.source) expect(source.split('\n')[0]).toMatch(/at commit [0-9a-f]{40} \(\d{4}-\d{2}-\d{2}\)/);
        expect(source).toContain(rule.quote);
        // A line of code naming an extension type names the very extension the rule is about.
        if (rule.quote.includes('ExtensionType::') && rule.features.length === 1) {
          const feature = rule.features[0]!;
          expect(rule.quote).toContain(`ExtensionType::${CODE_NAMES[feature] ?? feature}`);
        }
      }
    });
  }

  it('says Unknown where no source says, and never for what a rule names', () => {
    const classic = { program: 'spl-token' as const, extensions: [], freezeAuthority: true };
    const verdicts = Object.fromEntries(checkCompatibility(classic).map((check) => [check.venue.name, check.verdict]));
    expect(verdicts).toMatchObject({
      'Raydium CPMM': 'accepted',
      'Orca Whirlpools': 'accepted',
      'Meteora DLMM': 'unknown',
      Phantom: 'unknown',
      'Raydium LaunchLab': 'refused',
    });
    const phantom = VENUES.find((venue) => venue.name === 'Phantom')!;
    const grouped = {
      program: 'token-2022' as const,
      extensions: ['TokenMetadata', 'GroupPointer'],
      freezeAuthority: false,
    };
    const check = checkVenue(phantom, grouped);
    expect(check.verdict).toBe('unknown');
    expect(check.findings.find((finding) => finding.feature === 'TokenMetadata')?.verdict).toBe('accepted');
  });

  it('Orca takes a freeze authority only with its approval; Raydium’s code does not judge one', () => {
    const frozen = { program: 'token-2022' as const, extensions: ['TokenMetadata'], freezeAuthority: true };
    const [cpmm, , orca] = checkCompatibility(frozen);
    expect(cpmm?.verdict).toBe('accepted');
    expect(orca?.verdict).toBe('approval');
    expect(orca?.fix).toBe('Accepted without the freeze authority, or once Orca Whirlpools approves the mint.');
  });

  // Issue 43: the test held the quotes to their sources, not the verdicts to the quotes. Each case is a mint the
  // source accepts or refuses, with the line of the source that decides it; the verdict must be that line's.
  const CASES: {
    venue: string;
    token: TokenFeatures;
    verdict: Verdict;
    decidedBy: string;
    source?: string;
  }[] = [
    {
      venue: 'Orca Whirlpools',
      token: mint({ mint: T22_NATIVE, extensions: [] }),
      verdict: 'refused',
      decidedBy: 'if spl_token_2022::native_mint::check_id(&token_mint.key()) {',
    },
    {
      venue: 'Orca Whirlpools',
      token: mint(),
      verdict: 'accepted',
      decidedBy: 'TokenExtensionType::TokenMetadata => {}',
    },
    {
      venue: 'Orca Whirlpools',
      token: mint({ extensions: ['DefaultAccountState'], defaultFrozen: true, freezeAuthority: false }),
      verdict: 'refused',
      decidedBy: 'if default_state.state != initialized && token_mint.freeze_authority.is_none() {',
    },
    {
      venue: 'Orca Whirlpools',
      token: mint({ extensions: ['DefaultAccountState'], defaultFrozen: true, freezeAuthority: true }),
      verdict: 'approval',
      decidedBy: 'if token_mint.freeze_authority.is_some() && !is_token_badge_initialized {',
    },
    {
      venue: 'Orca Whirlpools',
      token: mint({ extensions: ['DefaultAccountState'], defaultFrozen: false }),
      verdict: 'approval',
      decidedBy: 'TokenExtensionType::DefaultAccountState => {',
    },
    {
      venue: 'Meteora DAMM v2',
      token: mint({ mint: T22_NATIVE, extensions: [] }),
      verdict: 'refused',
      decidedBy: 'return Err(PoolError::UnsupportNativeMintToken2022.into());',
    },
    {
      venue: 'Meteora DAMM v2',
      token: mint({ extensions: ['TransferHook'], hookLive: true }),
      verdict: 'approval',
      decidedBy: 'if transfer_hook_program_id.is_some() || transfer_hook_authority.is_some() {',
    },
    {
      venue: 'Meteora DAMM v2',
      token: mint({ extensions: ['TransferHook'], hookLive: false }),
      verdict: 'accepted',
      decidedBy: 'if transfer_hook_program_id.is_some() || transfer_hook_authority.is_some() {',
    },
    {
      venue: 'Meteora DLMM',
      token: mint({ mint: T22_NATIVE, extensions: [] }),
      verdict: 'refused',
      decidedBy: 'DLMM rejects the native Token 2022 mint to avoid fragmented SOL liquidity.',
    },
    {
      venue: 'Meteora DLMM',
      token: mint({ extensions: ['TransferHook'], hookLive: true }),
      verdict: 'approval',
      decidedBy: '- `TransferHook`, only when both the hook program and hook authority are revoked',
    },
    {
      venue: 'Meteora DLMM',
      token: mint({ extensions: ['TransferHook'], hookLive: false }),
      verdict: 'accepted',
      decidedBy: '- `TransferHook`, only when both the hook program and hook authority are revoked',
    },
    // The classic wrapped SOL is what the pools take for SOL.
    {
      venue: 'Orca Whirlpools',
      token: { program: 'spl-token', extensions: [], freezeAuthority: false, mint: NATIVE_MINTS['spl-token'] },
      verdict: 'accepted',
      decidedBy: 'if *token_mint_info.owner == Token::id() {',
    },
    // Pool creation moves the creator's tokens by CPI with the owner's signature: refused while the guard is on.
    ...['Raydium CPMM', 'Raydium CLMM', 'Orca Whirlpools', 'Meteora DAMM v2', 'Meteora DLMM'].flatMap((name) => [
      {
        venue: name,
        token: mint({ cpiGuard: true }),
        verdict: 'warning' as const,
        decidedBy: '&& cpi_guard.lock_cpi.into()',
        source: 'token-2022-cpi-guard',
      },
      {
        venue: name,
        token: mint({ cpiGuard: false }),
        verdict: 'accepted' as const,
        decidedBy: 'return Err(TokenError::CpiGuardTransferBlocked.into());',
        source: 'token-2022-cpi-guard',
      },
    ]),
  ];

  for (const each of CASES) {
    it(`${each.venue}: ${JSON.stringify({ ...each.token, program: undefined })} is ${each.verdict}, as its source decides`, () => {
      expect(excerpt(each.source ?? venue(each.venue).source)).toContain(each.decidedBy);
      expect(checkVenue(venue(each.venue), each.token).verdict).toBe(each.verdict);
    });
  }

  it('every rule that reads a parameter has a case where it applies and one where it does not', () => {
    for (const each of VENUES) {
      for (const rule of each.rules.filter((r) => r.when)) {
        const cases = CASES.filter(
          (c) => c.venue === each.name && rule.features.every((f) => c.token.extensions.includes(f)),
        );
        expect(
          cases.some((c) => rule.when!(c.token)),
          `${each.name}: ${rule.says}`,
        ).toBe(true);
        expect(
          cases.some((c) => !rule.when!(c.token)),
          `${each.name}: ${rule.says}`,
        ).toBe(true);
      }
      if (each.refusedMints) expect(CASES.some((c) => c.venue === each.name && c.token.mint === T22_NATIVE)).toBe(true);
    }
  });

  it('each feature rule decides a mint carrying only that feature, and the same mint without it is accepted', () => {
    for (const each of VENUES.filter((v) => !v.every)) {
      // A feature some rule reads the parameters of is decided case by case above.
      const read = new Set(each.rules.filter((r) => r.when).flatMap((r) => r.features));
      for (const rule of each.rules.filter((r) => !r.when && r.features.length > 0)) {
        for (const feature of rule.features.filter((f) => !read.has(f))) {
          const token =
            feature === 'FreezeAuthority'
              ? mint({ freezeAuthority: true })
              : feature === 'CpiGuard'
                ? mint({ cpiGuard: true })
                : mint({ extensions: ['MetadataPointer', 'TokenMetadata', feature] });
          const base = checkVenue(each, mint()).verdict;
          const verdict = checkVenue(each, token).verdict;
          // The worst of the base case and the rule's own verdict: a venue with no word on metadata stays Unknown.
          expect(verdict, `${each.name}: ${feature}`).toBe(
            VERDICTS.indexOf(rule.verdict) > VERDICTS.indexOf(base) ? rule.verdict : base,
          );
        }
      }
    }
  });
});
