// Integer parameters read as a validator reads them: serde_json holds every JSON integer up to u64::MAX
// exactly (the body reader keeps those beyond 2^53 as bigints), and a value that is not the integer type asked
// for is refused in serde's words inside jsonrpc-core's frame, "Invalid params: <serde error>." (jsonrpc-core
// v18 `Params::parse`; serde `de::Unexpected` and the primitive visitors' `invalid value` / `invalid type`).
import { invalidParams } from './rpc-error';

export type IntegerType = 'u8' | 'u16' | 'u32' | 'u64' | 'usize';

const MAX: Record<IntegerType, bigint> = {
  u8: 255n,
  u16: 65_535n,
  u32: 4_294_967_295n,
  u64: 18_446_744_073_709_551_615n,
  usize: 18_446_744_073_709_551_615n,
};
const I64_MIN = -(2n ** 63n);

/**
 * A double as Rust's Display writes it, with serde's `.0` when it has no decimal point: serde_json reads an
 * integer outside u64 and i64 as a double, so that is how a validator names it back.
 */
function rustFloat(x: number): string {
  let text = String(x);
  const e = /^(-?)(\d)(?:\.(\d+))?e([+-])(\d+)$/.exec(text);
  if (e) {
    const [, sign, lead, rest = '', direction, power] = e;
    const digits = lead! + rest;
    const p = Number(power);
    text =
      direction === '+' ? `${sign}${digits}${'0'.repeat(p - rest.length)}` : `${sign}0.${'0'.repeat(p - 1)}${digits}`;
  }
  return text.includes('.') ? text : `${text}.0`;
}

/** serde's `Unexpected` for a JSON value. */
export function unexpected(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return `boolean \`${value}\``;
  if (typeof value === 'string') return `string ${JSON.stringify(value)}`;
  if (Array.isArray(value)) return 'sequence';
  if (typeof value === 'object') return 'map';
  const n = typeof value === 'bigint' ? Number(value) : (value as number);
  return `floating point \`${rustFloat(n)}\``;
}

/** The serde message for a value that is not the integer `type`, or null when it is one. */
export function integerFault(value: unknown, type: IntegerType): string | null {
  const integer =
    typeof value === 'bigint'
      ? value >= I64_MIN && value <= MAX.u64
        ? value
        : null
      : // The body reader gives a bigint for every integer literal beyond 2^53, so a larger number was
        // written as a double (1e21), which serde_json holds as one.
        typeof value === 'number' && Number.isSafeInteger(value)
        ? BigInt(value)
        : null;
  if (integer === null) return `invalid type: ${unexpected(value)}, expected ${type}`;
  if (integer < 0n || integer > MAX[type]) return `invalid value: integer \`${integer}\`, expected ${type}`;
  return null;
}

/** The integer as given, exact; anything else is -32602 in serde's words. */
export function integerValue(value: unknown, type: IntegerType): bigint {
  const fault = integerFault(value, type);
  if (fault) throw invalidParams(`Invalid params: ${fault}.`);
  return BigInt(value as number | bigint);
}

/** An `Option<integer>`: absent or null is null. */
export function optionalInteger(value: unknown, type: IntegerType): bigint | null {
  return value === undefined || value === null ? null : integerValue(value, type);
}
