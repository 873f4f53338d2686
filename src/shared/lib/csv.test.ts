import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('CSV fields', () => {
  it('quotes every field, doubling quotes, so no separator inside one splits it', () => {
    expect(csvField('plain')).toBe('"plain"');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('x;y')).toBe('"x;y"');
  });

  it('keeps what a spreadsheet would run as a formula as text: at the start, and after a ";" or a tab', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('x;=1+1;')).toBe('"x;\'=1+1;"');
    expect(csvField('a\t+1')).toBe('"a\t\'+1"');
    expect(csvField('-5')).toBe('"\'-5"');
    expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvField('1.5')).toBe('"1.5"');
  });

  it('a file: a byte-order mark, CRLF line ends, every field quoted', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('\ufeff"a","b"\r\n"1","2"\r\n');
  });
});
