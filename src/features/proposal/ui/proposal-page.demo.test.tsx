import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import { DEMO_CO_SIGNERS } from '@/entities/multisig/lib/demo-co-signers';
import { renderWithData } from '@test-support/unit/render-with-data';
import { testDataSource } from '@test-support/unit/test-data-source';
import { TEST_OWNER, withWallet } from '@test-support/unit/wallet-mock';
import ProposalPage from './proposal-page';

const [ANA] = DEMO_CO_SIGNERS;

/** Demo's own data source, end to end: a token whose mint authority is a 2-of-2 multisig, and a mint proposed. */
async function proposeOnDemo() {
  const dataSource = testDataSource({}, PRESET_CLUSTERS.demo);
  const me = { address: TEST_OWNER };
  const { mint } = await dataSource.run(me, {
    kind: 'create',
    name: 'Gold',
    symbol: 'GLD',
    decimals: 0,
    initialSupply: 1000n,
  });
  const { address: multisig } = await dataSource.run(me, {
    kind: 'create-multisig',
    signers: [TEST_OWNER, ANA.address],
    threshold: 2,
    program: 'token-2022',
  });
  await dataSource.run(me, { kind: 'set-authority', mint, role: 'mint', newAuthority: multisig });
  const { address: nonce } = await dataSource.run(me, { kind: 'create-nonce' });
  const { link } = await dataSource.run(me, {
    kind: 'propose',
    action: { kind: 'mint', mint, amount: 500n },
    multisig,
    nonce,
  });
  return { dataSource, link };
}

describe('Proposal page on Demo', () => {
  it('signs as Ana, then submits, and reads it as Submitted', async () => {
    const user = userEvent.setup();
    const { dataSource, link } = await proposeOnDemo();
    renderWithData(withWallet(<ProposalPage />), dataSource, { path: `/proposal#${link}` });
    expect(await screen.findByText('You have signed this proposal.')).toBeInTheDocument();
    expect(screen.getByTestId('proposal-multisig')).toHaveTextContent('Multisig 2 of 2');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: `Sign as ${ANA.name}` }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: `Sign as ${ANA.name}` })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('proposal-status')).toHaveTextContent('Submitted'));
    expect(screen.getByText('Mint 500 GLD: submitted, confirmed on Demo.')).toBeInTheDocument();
  });
});
