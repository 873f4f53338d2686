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
});
