import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import { AmountField, type AmountFieldProps } from './amount-field';

const KEST = { decimals: 2, symbol: 'KEST' };
const SCALED = {
  decimals: 2,
  symbol: 'SCL',
  scale: { kind: 'multiplier', multiplier: 2, newMultiplier: 2, newMultiplierAt: 0, now: 0 },
} as const;

function Typed(props: Omit<AmountFieldProps, 'value' | 'onChange' | 'label'>) {
  const [text, setText] = useState('');
  return <AmountField label="Amount" value={text} onChange={(event) => setText(event.target.value)} {...props} />;
}

describe('AmountField', () => {
  it('says how what is typed is understood, else its hint; its note always', async () => {
    const user = userEvent.setup();
    render(<Typed token={KEST} hint="You hold 12 KEST" note="Fees apply" />);
    const field = screen.getByLabelText('Amount');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('You hold 12 KEST · Fees apply')).toBeInTheDocument();
    await user.type(field, '1000.5');
    expect(screen.getByText('= 1,000.5 KEST · Fees apply')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('= 1,000.5 KEST · Fees apply');
  });

  it('a scaled token: the raw units that move on chain too', async () => {
    const user = userEvent.setup();
    render(<Typed token={SCALED} />);
    await user.type(screen.getByLabelText('Amount'), '10');
    expect(screen.getByText('= 10 SCL · 5 raw units move on chain (×2 multiplier)')).toBeInTheDocument();
  });

  it('its error is the input’s description; Max fills in the caller’s, or waits disabled', async () => {
    const user = userEvent.setup();
    const onMax = vi.fn();
    const { rerender } = render(<AmountField label="Amount" error="Amount must be greater than 0" onMax={onMax} />);
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Amount must be greater than 0');
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(onMax).toHaveBeenCalledOnce();
    rerender(<AmountField label="Amount" onMax={null} />);
    expect(screen.getByRole('button', { name: 'Max' })).toBeDisabled();
    rerender(<AmountField label="Amount" />);
    expect(screen.queryByRole('button', { name: 'Max' })).not.toBeInTheDocument();
  });
});
