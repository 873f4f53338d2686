import { decodeBase58 } from './base58';

// Curve25519 in Edwards form: -x^2 + y^2 = 1 + d x^2 y^2 over p = 2^255 - 19.
const P = 2n ** 255n - 19n;
const D = mod(-121665n * inverse(121666n));

function mod(a: bigint): bigint {
  const r = a % P;
  return r >= 0n ? r : r + P;
}

function power(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = mod(base);
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = mod(result * b);
    b = mod(b * b);
  }
  return result;
}

function inverse(a: bigint): bigint {
  return power(a, P - 2n);
}

/**
 * Whether 32 bytes are a point on the ed25519 curve, i.e. an address a key pair can own. Off-curve
 * addresses are program-derived: no one holds a key for them. (The few lines of the check, so that
 * Demo and the forms can tell without loading a Solana library.)
 */
export function isOnCurve(bytes: Uint8Array): boolean {
  if (bytes.length !== 32) return false;
  const sign = bytes[31]! >> 7;
  let y = 0n;
  for (let i = 31; i >= 0; i -= 1) y = (y << 8n) | BigInt(i === 31 ? bytes[i]! & 0x7f : bytes[i]!);
  if (y >= P) return false;
  const y2 = mod(y * y);
  const u = mod(y2 - 1n);
  const v = mod(D * y2 + 1n);
  // x^2 = u / v must have a square root; x = 0 cannot carry a sign bit.
  const x2 = mod(u * inverse(v));
  if (x2 === 0n) return sign === 0;
  return power(x2, (P - 1n) / 2n) === 1n;
}

/** For a base58 address: true when it is off the curve (program-derived); false for a wallet or invalid text. */
export function isOffCurveAddress(address: string): boolean {
  const bytes = decodeBase58(address.trim());
  return bytes !== null && bytes.length === 32 && !isOnCurve(bytes);
}
