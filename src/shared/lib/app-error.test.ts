import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError, isAppError } from './app-error';
import { describeError, reasonOf, UNEXPECTED_ERROR } from './describe-error';

afterEach(() => vi.restoreAllMocks());

describe('the one error family', () => {
  it('an AppError says its own words; any other error is never printed, only logged', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(reasonOf(new AppError('invalid', 'This wallet holds no account of this token.'))).toBe(
      'This wallet holds no account of this token.',
    );
    const foreign = new TypeError("Cannot read properties of undefined (reading 'lamports')");
    expect(reasonOf(foreign)).toBe(UNEXPECTED_ERROR);
    expect(reasonOf('a string')).toBe(UNEXPECTED_ERROR);
    expect(log).toHaveBeenCalledWith(foreign);
  });

  it('a failure is the catalogue sentence, then the reason; never the same sentence twice', () => {
    const failure = 'Failed to send tokens. Please try again.';
    expect(describeError(failure, new AppError('simulation-failed', 'The token account is frozen.'))).toBe(
      'Failed to send tokens. Please try again. The token account is frozen.',
    );
    expect(describeError(failure, new AppError('rpc', failure))).toBe(failure);
  });

  it('a kind is asked for exactly', () => {
    const error = new AppError('rate-limited', 'The cluster is rate limiting requests.', { retryAfterMs: 2_000 });
    expect(isAppError(error)).toBe(true);
    expect(isAppError(error, 'rate-limited')).toBe(true);
    expect(isAppError(error, 'unreachable')).toBe(false);
    expect(isAppError(new Error('x'))).toBe(false);
    expect(error.details.retryAfterMs).toBe(2_000);
  });
});
