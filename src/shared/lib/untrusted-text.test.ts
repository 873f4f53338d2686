import { hasHiddenCharacters, neutralizeText } from './untrusted-text';

describe('untrusted text from the chain', () => {
  it('shows a right-to-left override as what it is, so "\\u202ELOS" can never read as "SOL"', () => {
    expect(neutralizeText('\u202eLOS')).toBe('[U+202E]LOS');
    expect(hasHiddenCharacters('\u202eLOS')).toBe(true);
  });

  it('shows zero-width and control characters, and leaves ordinary text, emoji and HTML-looking text alone', () => {
    expect(neutralizeText('US\u200bDC')).toBe('US[U+200B]DC');
    expect(neutralizeText('a\u2066b\u2069\ufeff\u0000')).toBe('a[U+2066]b[U+2069][U+FEFF][U+0000]');
    expect(neutralizeText('Gold 🪙 <b>coin</b> عربي')).toBe('Gold 🪙 <b>coin</b> عربي');
    expect(hasHiddenCharacters('Gold 🪙 <b>coin</b>')).toBe(false);
  });

  it.each([
    ['a Hangul filler', 'USDC\u3164', 'USDC[U+3164]'],
    ['a halfwidth Hangul filler', '\uffa0USDC', '[U+FFA0]USDC'],
    ['a line separator', 'US\u2028DC', 'US[U+2028]DC'],
    ['a paragraph separator', 'US\u2029DC', 'US[U+2029]DC'],
    ['a tag character', 'U\u{E0041}SDC', 'U[U+E0041]SDC'],
    ['a variation selector', 'US\uFE0FDC', 'US[U+FE0F]DC'],
    ['an ideographic variation selector', 'US\u{E0100}DC', 'US[U+E0100]DC'],
    ['a combining grapheme joiner', 'US\u034FDC', 'US[U+034F]DC'],
  ])('shows %s, as every Default_Ignorable code point', (_name, text, shown) => {
    expect(neutralizeText(text)).toBe(shown);
    expect(hasHiddenCharacters(text)).toBe(true);
  });
});
