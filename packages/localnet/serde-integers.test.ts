import { describe, expect, it } from 'vitest';
import { integerFault, integerValue } from './serde-integers';

// serde's primitive visitors and `de::Unexpected` (with `WithDecimalPoint` for doubles), as serde_json reports
// a JSON value that is not the integer a validator's parameter type asks for.
describe("integer parameters in serde's words", () => {
  it('takes every integer of the type, exactly', () => {
    expect(integerValue(0, 'u64')).toBe(0n);
    expect(integerValue(18_446_744_073_709_551_615n, 'u64')).toBe(18_446_744_073_709_551_615n);
    expect(integerValue(255, 'u8')).toBe(255n);
  });

  it('names the value and the type it is not', () => {
    expect(integerFault(256, 'u8')).toBe('invalid value: integer `256`, expected u8');
    expect(integerFault(-1, 'usize')).toBe('invalid value: integer `-1`, expected usize');
    expect(integerFault(-9_223_372_036_854_775_808n, 'u64')).toBe(
      'invalid value: integer `-9223372036854775808`, expected u64',
    );
    // Outside u64 and i64, serde_json holds a double, written as Rust's Display writes it.
    expect(integerFault(18_446_744_073_709_551_616n, 'u64')).toBe(
      'invalid type: floating point `18446744073709552000.0`, expected u64',
    );
    expect(integerFault(1e21, 'u64')).toBe('invalid type: floating point `1000000000000000000000.0`, expected u64');
    expect(integerFault(1e-7, 'u64')).toBe('invalid type: floating point `0.0000001`, expected u64');
    expect(integerFault(1.5, 'u64')).toBe('invalid type: floating point `1.5`, expected u64');
    expect(integerFault('7', 'u64')).toBe('invalid type: string "7", expected u64');
    expect(integerFault(false, 'u64')).toBe('invalid type: boolean `false`, expected u64');
    expect(integerFault(null, 'u64')).toBe('invalid type: null, expected u64');
    expect(integerFault([1], 'u64')).toBe('invalid type: sequence, expected u64');
    expect(integerFault({}, 'u64')).toBe('invalid type: map, expected u64');
  });

  it("refuses as invalid params in jsonrpc-core's frame", () => {
    expect(() => integerValue(-1, 'u64')).toThrow('Invalid params: invalid value: integer `-1`, expected u64.');
  });
});
