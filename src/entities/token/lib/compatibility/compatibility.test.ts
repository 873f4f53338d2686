// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCompatibility, checkVenue } from './check';
import { VENUES, type Rule } from './venues';

/** A source's recorded excerpt (./sources/<name>.txt): its header names the repository, commit and date. */
const excerpt = (name: string) => readFileSync(new URL(`./sources/${name}.txt`, import.meta.url), 'utf8');

const rulesOf = (venue: (typeof VENUES)[number]) =>
  [venue.every, venue.classic, ...venue.rules, venue.otherwise].filter(
    (rule): rule is Rule => rule !== null && rule !== undefined,
  );

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
        expect(text).toContain(rule.quote);
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
});
