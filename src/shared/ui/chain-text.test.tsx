import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChainText } from './chain-text';

describe('ChainText', () => {
  it('shows hidden and direction-changing characters as what they are, in the text and its tooltip, whoever passed it', () => {
    render(<ChainText text={'\u202eLOS\u3164'} />);
    const shown = screen.getByText('[U+202E]LOS[U+3164]');
    expect(shown.tagName).toBe('BDI');
    expect(shown).toHaveAttribute('title', '[U+202E]LOS[U+3164]');
  });

  it('leaves text already neutralised as it is', () => {
    render(<ChainText text="[U+202E]LOS" />);
    expect(screen.getByText('[U+202E]LOS')).toBeInTheDocument();
  });
});
