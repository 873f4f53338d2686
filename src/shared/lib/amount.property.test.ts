// @vitest-environment node
// Property tests of the one amount parser: 10,000 generated cases per property, with a fixed seed
// that fast-check prints (with the shrunk counterexample) when a property fails.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { formatAmount, parseAmount, toDecimalString, U64_MAX } from './amount';

const RUNS = { numRuns: 10_000, seed: 20261122 };
const u64 = fc.bigInt({ min: 0n, max: U64_MAX });
const decimals = fc.integer({ min: 0, max: 9 });
const CANONICAL = /^(0|[1-9]\d*)(\.\d*[1-9])?$/;

/** An independent reading of an English-locale amount: digits and at most one ".", commas only as groups. */
function oracle(text: string, places: number): bigint | null {
  const trimmed = text.trim();
  if (!/^[\d,]*(\.\d*)?$/.test(trimmed)) return null;
  const [whole = '', fraction = ''] = trimmed.split('.');
  if (whole.includes(',') && !/^\d{1,3}(,\d{3})+$/.test(whole)) return null;
  const digits = whole.replaceAll(',', '');
  const significant = fraction.replace(/0+$/, '');
  if ((digits === '' && fraction === '') || significant.length > places) return null;
  return BigInt((digits || '0') + significant.padEnd(places, '0'));
}

// Thousands of runs take a few seconds alone and more on a busy 2-core machine: a generous budget, since
// this checks correctness, never speed (a 5 s default timed one out at 4.2 s of 5 in CI).
describe('parseAmount, by property', { timeout: 60_000 }, () => {
  it('parse(format(n)) = n for every u64 and every decimals 0-9, plain and grouped, English and German', () => {
    fc.assert(
      fc.property(u64, decimals, (n, d) => {
        const plain = parseAmount(toDecimalString(n, d), d, 'en-US');
        const grouped = parseAmount(formatAmount(n, d, { locale: 'en-US' }), d, 'en-US');
        const german = parseAmount(formatAmount(n, d, { locale: 'de-DE' }), d, 'de-DE');
        return [plain, grouped, german].every((r) => r.ok && r.value === n);
      }),
      RUNS,
    );
  });

  it('format(parse(s)) is canonical, and reads back as the same number', () => {
    const typed = fc.stringMatching(/^[0-9.,]{1,24}$/);
    fc.assert(
      fc.property(typed, decimals, (s, d) => {
        const parsed = parseAmount(s, d, 'en-US');
        if (!parsed.ok) return true;
        const canonical = toDecimalString(parsed.value, d);
        const again = parseAmount(canonical, d, 'en-US');
        return CANONICAL.test(canonical) && again.ok && again.value === parsed.value;
      }),
      RUNS,
    );
  });

  it('nothing is ever read as another number: every accepted text means what an independent reading says', () => {
    const typed = fc.stringMatching(/^[0-9.,]{1,24}$/);
    fc.assert(
      fc.property(typed, decimals, (s, d) => {
        const parsed = parseAmount(s, d, 'en-US');
        const expected = oracle(s, d);
        return parsed.ok ? parsed.value === expected : expected === null;
      }),
      RUNS,
    );
  });

  it('a comma that is not a thousands separator is refused, never dropped ("1,5" is not 15)', () => {
    const notAGroup = fc
      .tuple(fc.stringMatching(/^[1-9]\d{0,5}$/), fc.stringMatching(/^\d{1,2}$|^\d{4,6}$/))
      .map(([a, b]) => `${a},${b}`);
    fc.assert(
      fc.property(notAGroup, decimals, (s, d) => {
        const parsed = parseAmount(s, d, 'en-US');
        return !parsed.ok && parsed.error === 'ambiguous-separator';
      }),
      RUNS,
    );
  });
});
