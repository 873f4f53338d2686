import { KEST } from '@test-support/unit/sample-tokens';
import { sortTokens } from './sort-tokens';

describe('sortTokens', () => {
  it('sorts names naturally: "Token 2" before "Token 10", case aside, then by mint', () => {
    const named = (name: string, mint = KEST.mint) => ({ ...KEST, name, mint });
    const sorted = sortTokens([
      named('Token 10'),
      named('token 2'),
      named('Alpha', 'B'),
      named('Alpha', 'A'),
      named('Token 1'),
    ]);
    expect(sorted.map((t) => `${t.name}/${t.mint}`)).toEqual([
      'Alpha/A',
      'Alpha/B',
      'Token 1/' + KEST.mint,
      'token 2/' + KEST.mint,
      'Token 10/' + KEST.mint,
    ]);
  });
});
