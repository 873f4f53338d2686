import { describe, expect, it } from 'vitest';
import { parse, sortedKeys, stringify } from './json';

// A validator reads every JSON integer up to u64::MAX exactly (serde_json); JSON.parse rounds past 2^53.
describe('parse: JSON, with integers beyond 2^53 exact', () => {
  it('reads what JSON.parse reads, the same', () => {
    const text =
      '{"jsonrpc":"2.0","id":"a","method":"m","params":[1,-2,3.5,1e3,true,false,null,"\\u00e9\\n",{"x":[[]]},{}]}';
    expect(parse(text)).toEqual(JSON.parse(text));
    expect(parse(' [ 1 , { "a" : "b" } ] \n')).toEqual([1, { a: 'b' }]);
  });

  it('keeps integers beyond 2^53 as bigints, and writes them back as they came', () => {
    expect(parse('[9007199254740991, 9007199254740993, 18446744073709551615, -9223372036854775808]')).toEqual([
      9_007_199_254_740_991,
      9_007_199_254_740_993n,
      18_446_744_073_709_551_615n,
      -9_223_372_036_854_775_808n,
    ]);
    // A fraction or an exponent is a double, as serde_json reads it; a string stays a string.
    expect(parse('[9007199254740993.0, 9007199254740993e0, "9007199254740993"]')).toEqual([
      9_007_199_254_740_992,
      9_007_199_254_740_992,
      '9007199254740993',
    ]);
    const text = '{"id":9007199254740993,"params":[18446744073709551615]}';
    expect(stringify(parse(text))).toBe(text);
  });

  it('refuses what JSON.parse refuses', () => {
    for (const text of [
      '',
      '{',
      '[1,]',
      '{"a":1,}',
      '01',
      '+1',
      '.5',
      '1.',
      '"\u0001"',
      "'a'",
      '[1] x',
      'NaN',
      '{a:1}',
      '"\\x"',
    ]) {
      expect(() => JSON.parse(text), text).toThrow(SyntaxError);
      expect(() => parse(text), text).toThrow(SyntaxError);
    }
  });

  it('keeps a "__proto__" key as data, as JSON.parse does', () => {
    const parsed = parse('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('sortedKeys: results written as serde_json writes a Value', () => {
  it("orders every plain object's keys, at every depth, and leaves arrays in their order", () => {
    const sorted = sortedKeys({ b: 1, a: [{ z: 1, y: { d: 1, c: 2 } }, 3], undefinedGone: undefined });
    expect(JSON.stringify(sorted)).toBe('{"a":[{"y":{"c":2,"d":1},"z":1},3],"b":1}');
    const bytes = new Uint8Array([1]);
    expect((sortedKeys({ bytes }) as { bytes: unknown }).bytes).toBe(bytes);
  });
});
