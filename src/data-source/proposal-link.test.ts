import { describe, expect, it } from 'vitest';
import { networkName } from './proposal-link';

describe('a proposal link’s cluster name', () => {
  it('is the selector’s name for a known cluster', () => {
    expect(networkName('devnet')).toBe('Devnet');
  });

  it('is the link’s own text otherwise: quoted, its hidden characters shown, cut short', () => {
    expect(networkName('\u202etenniam')).toBe('"[U+202E]tenniam"');
    expect(networkName('x'.repeat(100))).toBe(`"${'x'.repeat(32)}…"`);
  });
});
