import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { DataSource } from '@/data-source/contract';
import { testDataSource } from '@test-support/unit/test-data-source';
import { renderWithData } from '@test-support/unit/render-with-data';
import { TEST_OWNER, withWallet } from '@test-support/unit/wallet-mock';
import CreateTokenPage from './create-token-page';

const MINT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';

async function basics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Token Name'), 'Kestrel Coin');
  await user.type(screen.getByLabelText('Token Symbol'), 'KEST');
  await user.clear(screen.getByLabelText('Decimals'));
  await user.type(screen.getByLabelText('Decimals'), '2');
}

describe('Create Token, advanced options', () => {
  it('are collapsed by default, and without them the spec’s token is created (no options sent)', async () => {
    const user = userEvent.setup();
    const createToken = vi.fn<DataSource['run']>(async () => ({ signature: 'sig', mint: MINT }) as never);
    renderWithData(withWallet(<CreateTokenPage />), testDataSource({ run: createToken }));
    expect(screen.getByTestId('advanced-options')).not.toHaveAttribute('open');
    await basics(user);
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    await screen.findByText('Token Created Successfully!');
    expect(createToken.mock.calls[0]?.[1]).not.toHaveProperty('options');
  });

  it('the CPI guard on the creator’s own account is asked for by its box, and said among what was created', async () => {
    const user = userEvent.setup();
    const createToken = vi.fn<DataSource['run']>(async () => ({ signature: 'sig', mint: MINT }) as never);
    renderWithData(withWallet(<CreateTokenPage />), testDataSource({ run: createToken }));
    await basics(user);
    await user.click(screen.getByText('Advanced options'));
    await user.click(
      screen.getByLabelText('CPI guard on your own account (no program you call can move your tokens for you)'),
    );
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    expect(await screen.findByTestId('created-with')).toHaveTextContent('CPI guard on your own account');
    expect(createToken.mock.calls[0]?.[1]).toMatchObject({ options: { cpiGuard: true } });
  });

  it('refuse incompatible combinations under the field, and send nothing', async () => {
    const user = userEvent.setup();
    const createToken = vi.fn<DataSource['run']>(async () => ({ signature: 'sig', mint: MINT }) as never);
    renderWithData(withWallet(<CreateTokenPage />), testDataSource({ run: createToken }));
    await basics(user);
    await user.click(screen.getByText('Advanced options'));
    await user.click(screen.getByLabelText('Transfer fee'));
    await user.click(screen.getByLabelText('Non-transferable: holders can never send it on'));
    await user.click(screen.getByLabelText('New accounts start frozen (you thaw each holder)'));
    await user.type(screen.getByLabelText('Metadata URI'), 'http://plain.example/meta.json');
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    expect(await screen.findByText('A non-transferable token cannot charge a transfer fee')).toBeInTheDocument();
    expect(
      screen.getByText('Accounts frozen by default need a freeze authority, or none could ever be thawed'),
    ).toBeInTheDocument();
    expect(screen.getByText('Use an https:// address, so wallets can read it')).toBeInTheDocument();
    expect(createToken).not.toHaveBeenCalled();
  });

  it('send every option exactly, and the success alert lists what was set', async () => {
    const user = userEvent.setup();
    const createToken = vi.fn<DataSource['run']>(async () => ({ signature: 'sig', mint: MINT }) as never);
    renderWithData(withWallet(<CreateTokenPage />), testDataSource({ run: createToken }));
    await basics(user);
    await user.click(screen.getByText('Advanced options'));
    await user.type(screen.getByLabelText('Metadata URI'), 'https://kestrel.example/meta.json');
    await user.click(screen.getByRole('button', { name: 'Add a field' }));
    await user.type(screen.getByLabelText('Field 1 name'), 'website');
    await user.type(screen.getByLabelText('Field 1 value'), 'https://kestrel.example');
    await user.click(screen.getByLabelText('Fixed supply: revoke the mint authority right after the initial mint'));
    await user.click(screen.getByLabelText(/Keep a freeze authority/));
    await user.click(screen.getByLabelText('Transfer fee'));
    await user.clear(screen.getByLabelText('Fee, in basis points'));
    await user.type(screen.getByLabelText('Fee, in basis points'), '250');
    await user.clear(screen.getByLabelText('Maximum fee per transfer'));
    await user.type(screen.getByLabelText('Maximum fee per transfer'), '12.5');
    await user.click(screen.getByLabelText('Interest-bearing'));
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    const alert = await screen.findByTestId('created-with');
    expect(createToken.mock.calls[0]?.[1]).toMatchObject({
      decimals: 2,
      initialSupply: 100_000_000n,
      options: {
        uri: 'https://kestrel.example/meta.json',
        additional: [['website', 'https://kestrel.example']],
        fixedSupply: true,
        freezeAuthority: true,
        transferFee: { basisPoints: 250, maximumFee: 1_250n },
        interestRate: 500,
      },
    });
    expect(within(alert).getByText('Fixed supply (mint authority revoked)')).toBeInTheDocument();
    expect(within(alert).getByText('Transfer fee 250 basis points, at most 12.5 KEST')).toBeInTheDocument();
    expect(within(alert).getByText('Freeze authority: you')).toBeInTheDocument();
  });

  it('fields that could not follow the creating transaction are said apart, with the way to add them', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const createToken = vi.fn<DataSource['run']>(async (_signer, _input, options) => {
      options?.onStage?.('signing', { index: 2, of: 2 });
      await new Promise<void>((resolve) => (finish = resolve));
      return {
        signature: 'sig',
        mint: MINT,
        fieldsNotAdded: { keys: ['twitter'], reason: 'Cancelled in the wallet' },
      } as never;
    });
    renderWithData(withWallet(<CreateTokenPage />), testDataSource({ run: createToken }));
    await basics(user);
    await user.click(screen.getByText('Advanced options'));
    for (const [index, [key, value]] of [
      ['website', 'https://kestrel.example'],
      ['twitter', '@kestrel'],
    ].entries()) {
      await user.click(screen.getByRole('button', { name: 'Add a field' }));
      await user.type(screen.getByLabelText(`Field ${index + 1} name`), key!);
      await user.type(screen.getByLabelText(`Field ${index + 1} value`), value!);
    }
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    expect(await screen.findByText('Approve in your wallet… (transaction 2 of 2)')).toBeInTheDocument();
    finish();
    const list = await screen.findByTestId('created-with');
    expect(within(list).getByText('Field "website": https://kestrel.example')).toBeInTheDocument();
    expect(within(list).queryByText(/twitter/)).toBeNull();
    const notAdded = screen.getByTestId('fields-not-added');
    expect(notAdded).toHaveTextContent(
      'Not added: "twitter" (Cancelled in the wallet). The token was created: add them on its token page, under Manage → Update metadata.',
    );
    expect(within(notAdded).getByRole('link', { name: 'token page' })).toHaveAttribute('href', `/token/${MINT}`);
  });

  it("an issuer's controls: a bad multiplier, a multiplier with interest, a bad pause address are refused under their fields; good ones are sent", async () => {
    const user = userEvent.setup();
    const createToken = vi.fn<DataSource['run']>(async () => ({ signature: 'sig', mint: MINT }) as never);
    renderWithData(withWallet(<CreateTokenPage />), testDataSource({ run: createToken }));
    await basics(user);
    await user.click(screen.getByText('Advanced options'));
    await user.click(screen.getByLabelText(/^Scaled UI amount/));
    const multiplier = screen.getByLabelText('Multiplier');
    await user.click(screen.getByLabelText(/^Pausable/));
    await user.selectOptions(screen.getByLabelText('Pause authority'), 'address');
    await user.type(screen.getByLabelText('Pause authority address'), 'not-an-address');
    for (const bad of ['0', '-1', 'NaN', '1e3']) {
      await user.clear(multiplier);
      await user.type(multiplier, bad);
      await user.click(screen.getByRole('button', { name: 'Create Token' }));
      expect(await screen.findByText('The multiplier must be a number greater than 0')).toBeInTheDocument();
    }
    expect(screen.getByText('The pause authority must be a valid Solana address')).toBeInTheDocument();
    await user.clear(multiplier);
    await user.type(multiplier, '2.5');
    await user.click(screen.getByLabelText('Interest-bearing'));
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    expect(
      await screen.findByText('A token shows its amounts by one rule: a multiplier or an interest rate, not both'),
    ).toBeInTheDocument();
    expect(createToken).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('Interest-bearing'));
    await user.selectOptions(screen.getByLabelText('Pause authority'), 'you');
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    await screen.findByText('Token Created Successfully!');
    expect(createToken.mock.calls[0]?.[1]).toMatchObject({
      kind: 'create',
      options: { multiplier: 2.5, pausable: { authority: TEST_OWNER } },
    });
  });

  it('a transfer hook: a bad address, a token program and an address holding no program are refused under the field with nothing sent; a program is sent', async () => {
    const user = userEvent.setup();
    const PROGRAM = 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo';
    const createToken = vi.fn<DataSource['run']>(async () => ({ signature: 'sig', mint: MINT }) as never);
    const inspectAddress = vi.fn<DataSource['inspectAddress']>(async (address) =>
      address === PROGRAM ? 'program' : 'wallet',
    );
    renderWithData(withWallet(<CreateTokenPage />), testDataSource({ run: createToken, inspectAddress }));
    await basics(user);
    await user.click(screen.getByText('Advanced options'));
    await user.click(screen.getByLabelText(/^Transfer hook: a program you name/));
    const field = screen.getByLabelText('Transfer hook program');
    for (const [typed, refusal] of [
      ['not-an-address', 'The transfer hook program must be a valid Solana address'],
      [
        'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
        'A token program cannot be its own transfer hook: name another program',
      ],
      [MINT, 'No program is deployed at this address: a transfer hook must be an executable program'],
    ]) {
      await user.clear(field);
      await user.type(field, typed!);
      await user.click(screen.getByRole('button', { name: 'Create Token' }));
      expect(await screen.findByText(refusal!)).toBeInTheDocument();
    }
    expect(createToken).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, PROGRAM);
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    expect(await screen.findByTestId('created-with')).toHaveTextContent(
      `Transfer hook: program ${PROGRAM} (transfer hook authority: you)`,
    );
    expect(createToken.mock.calls[0]?.[1]).toMatchObject({ options: { transferHook: { program: PROGRAM } } });
  });

  it('a member of a group: a group another wallet holds is refused under its field with nothing sent; the wallet’s own is joined', async () => {
    const user = userEvent.setup();
    const THEIRS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
    const MINE = '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R';
    const createToken = vi.fn<DataSource['run']>(async () => ({ signature: 'sig', mint: MINT }) as never);
    const getTokenDetails = vi.fn<DataSource['getTokenDetails']>(async (mint) => ({
      mint,
      program: 'token-2022',
      name: 'Card Set',
      symbol: 'SET',
      decimals: 0,
      supply: 1n,
      balance: 0n,
      mintAuthority: null,
      freezeAuthority: null,
      metadata: null,
      extensions: [
        {
          name: 'TokenGroup',
          params: [
            { name: 'updateAuthority', value: mint === MINE ? TEST_OWNER : THEIRS, address: true },
            { name: 'mint', value: mint, address: true },
            { name: 'size', value: '1' },
            { name: 'maxSize', value: '2' },
          ],
        },
      ],
    }));
    renderWithData(withWallet(<CreateTokenPage />), testDataSource({ run: createToken, getTokenDetails }));
    await basics(user);
    await user.click(screen.getByText('Advanced options'));
    await user.click(screen.getByLabelText('Member of a group you hold the update authority of'));
    const field = screen.getByLabelText('Group address');
    await user.type(field, THEIRS);
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    expect(
      await screen.findByText('You do not hold this group’s update authority: only its holder may add members'),
    ).toBeInTheDocument();
    expect(createToken).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, MINE);
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    expect(await screen.findByTestId('created-with')).toHaveTextContent(`Member of the group ${MINE}`);
    expect(createToken.mock.calls[0]?.[1]).toMatchObject({ options: { memberOf: { group: MINE } } });
  });
});
