import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { testDataSource } from '@test-support/unit/test-data-source';
import { renderWithData } from '@test-support/unit/render-with-data';
import { OTHER, MINT, tokenDetails, tokenPageRoute } from './token-page.fixture';
import { withWallet } from '@test-support/unit/wallet-mock';

function open(over: Parameters<typeof tokenDetails>[0] = {}, largest: unknown = []) {
  const getTokenDetails = vi.fn().mockResolvedValue(tokenDetails(over));
  const getLargestHolders = vi.fn().mockResolvedValue(largest);
  renderWithData(withWallet(tokenPageRoute), testDataSource({ getTokenDetails, getLargestHolders }), {
    path: `/token/${MINT}`,
  });
}

describe('the launch check on the token page', () => {
  it('says what needs attention, and each fix opens the Manage action that fixes it', async () => {
    const user = userEvent.setup();
    open();
    const list = await screen.findByTestId('launch-check');
    expect(screen.getByTestId('launch-summary')).toHaveTextContent('2 of 5 checks need attention.');
    expect(within(list).getByText(/No metadata URI: wallets show no image and no description\./)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Revoke the mint authority' }));
    expect(screen.getByLabelText('Mint authority')).toBeChecked();
    expect(screen.getByLabelText('Revoke: fixed supply, no one can ever mint more')).toBeChecked();
    await user.click(within(list).getByRole('button', { name: 'Update the metadata' }));
    expect(screen.getByLabelText('Metadata URI')).toBeInTheDocument();
  });

  it('warns when a few wallets outside the issuer hold more than half of the supply', async () => {
    const supply = tokenDetails().supply;
    open({}, [{ account: 'whale-account', owner: OTHER, amount: (supply * 3n) / 4n }]);
    const list = await screen.findByTestId('launch-check');
    const item = await within(list).findByText(/holds 75% of the supply: more than 50%/);
    expect(item.closest('li')).toHaveAttribute('data-status', 'warn');
  });

  it('is not shown to a wallet that holds none of the token’s authorities', async () => {
    open({ mintAuthority: OTHER, metadata: { updateAuthority: OTHER, uri: '', additional: [] } });
    await screen.findByTestId('token-title');
    expect(screen.queryByText('Launch check')).toBeNull();
  });
});
