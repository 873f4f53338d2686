// Text that comes from the chain (names, symbols, URIs, memos) is written by anyone. Characters that
// change how text around them is drawn, or that cannot be seen, are shown as what they are.

// Every Default_Ignorable code point (bidirectional controls, zero-width characters, the word joiner,
// BOM, soft hyphen, variation selectors, tag characters, Hangul fillers...), named anew where an older
// engine's Unicode data may lack one, plus the line and paragraph separators and C0/C1 controls.
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  /[\p{Default_Ignorable_Code_Point}\u061c\u115f\u1160\u3164\uffa0\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u00ad\u2028\u2029\u{e0000}-\u{e007f}\u0000-\u001f\u007f-\u009f]/gu;

const codePoint = (char: string) => `[U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`;

/** The text with every hidden or direction-changing character made visible, e.g. "[U+202E]LOS". */
export function neutralizeText(text: string): string {
  return text.replace(HIDDEN, codePoint);
}

/** Whether the text carries such characters (the token then gets a warning). */
export function hasHiddenCharacters(text: string): boolean {
  return new RegExp(HIDDEN.source, 'u').test(text);
}

/** The text without them (to compare what it looks like). */
export function withoutHidden(text: string): string {
  return text.replace(HIDDEN, '');
}

/** The text without the "[U+XXXX]" markers `neutralizeText` put in (for initials and look-alike checks). */
export function withoutMarkers(text: string): string {
  return text.replace(/\[U\+[0-9A-F]{4,6}\]/g, '');
}
