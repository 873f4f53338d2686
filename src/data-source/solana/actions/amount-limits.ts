import { AppError } from '@/shared/lib/app-error';

const U64_MAX = 2n ** 64n - 1n;

/** Token amounts are u64 on chain; say so in words instead of letting the encoder throw. */
export function assertU64(amount: bigint, what: string, allowZero = true): void {
  if (amount < 0n || (!allowZero && amount === 0n)) {
    throw new AppError('invalid', `${what} must be ${allowZero ? 'zero or more' : 'greater than zero'}.`);
  }
  if (amount > U64_MAX) throw new AppError('invalid', `${what} is larger than a token can hold (2^64 - 1 base units).`);
}
