import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import { AppError } from '@/shared/lib/app-error';
import { MEMO_MAX_BYTES, MEMO_REQUIRED } from '@/shared/lib/memo';
import { testDataSource } from '@test-support/unit/test-data-source';
import { renderWithData } from '@test-support/unit/render-with-data';
import { KEST } from '@test-support/unit/sample-tokens';
import { stubPointerApis, TEST_OWNER, withWallet } from '@test-support/unit/wallet-mock';
import { recipientKindIssue } from '@/entities/token/lib/recipient-issue';
import SendTokenPage from './send-token-page';

stubPointerApis();

const RECIPIENT = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

/** The confirmation step: the wallet is asked only from there. */
async function confirmSend(user: ReturnType<typeof userEvent.setup>) {
  const confirm = await screen.findByRole('button', { name: 'Confirm and Send' });
  await vi.waitFor(() => expect(confirm).toBeEnabled());
  await user.click(confirm);
}

async function pickKest(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Token' }));
  await user.click(await screen.findByRole('option', { name: /Kestrel Coin \(KEST\)/ }));
}

describe('SendTokenPage', () => {
  it('shows the spec messages, the balance check and, on Demo, the QR toast', async () => {
    const user = userEvent.setup();
    const ds = testDataSource({ getTokens: vi.fn().mockResolvedValue([KEST]) }, PRESET_CLUSTERS.demo);
    renderWithData(withWallet(<SendTokenPage />), ds);
    expect(await screen.findByLabelText('Amount')).toHaveValue('0');
    await user.click(screen.getByRole('button', { name: 'Send Tokens' }));
    expect(await screen.findByText('Token is required')).toBeInTheDocument();
    expect(screen.getByText('Valid Solana address required')).toBeInTheDocument();
    expect(screen.getByText('Amount must be greater than 0')).toBeInTheDocument();

    await pickKest(user);
    expect(screen.getByText('Available: 1,205.75 KEST')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '1205.76');
    expect(await screen.findByText('Amount exceeds your balance of 1,205.75 KEST')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('1205.75');
    expect(screen.queryByText(/exceeds your balance/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Recipient Address'), 'x'.repeat(32));
    expect(screen.getByText('Valid Solana address required')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Scan QR code' }));
    expect(await screen.findByText('QR scanning is not implemented in the demo')).toBeInTheDocument();
    expect(ds.run).not.toHaveBeenCalled();
  });

  it('names the cluster and estimates the fee with the recipient account rent; warns for a program address', async () => {
    const user = userEvent.setup();
    const estimateSend = vi.fn().mockResolvedValue({
      feeLamports: 5000n,
      networkFee: { base: 5000n, priority: 0n, total: 5000n, unitLimit: 12_000, unitPrice: 0n, level: 'normal' },
      rentLamports: 2_074_080n,
      recipientOffCurve: true,
    });
    renderWithData(
      withWallet(<SendTokenPage />),
      testDataSource({ getTokens: vi.fn().mockResolvedValue([KEST]), estimateSend }, PRESET_CLUSTERS.devnet),
    );
    expect(await screen.findByText('Solana Devnet')).toBeInTheDocument();
    expect(screen.getByTestId('estimated-fee')).toHaveTextContent('~0.000005 SOL');
    await pickKest(user);
    await user.type(screen.getByLabelText('Recipient Address'), RECIPIENT);
    expect(await screen.findByText('0.00207908 SOL')).toBeInTheDocument();
    expect(screen.getByText(/Includes 0.00207408 SOL of rent/)).toBeInTheDocument();
    expect(screen.getByText('This address belongs to a program')).toBeInTheDocument();
    expect(estimateSend).toHaveBeenCalledWith(expect.any(String), { mint: KEST.mint, recipient: RECIPIENT });
  });

  it('sends exact base units, shows the signature and the toast; a cancel keeps the form', async () => {
    const user = userEvent.setup();
    const sendTokens = vi
      .fn()
      .mockRejectedValueOnce(new AppError('cancelled', 'Cancelled in the wallet'))
      .mockResolvedValueOnce({ signature: '4sendSignature' });
    renderWithData(
      withWallet(<SendTokenPage />),
      testDataSource({ getTokens: vi.fn().mockResolvedValue([KEST]), run: sendTokens }),
    );
    await screen.findByLabelText('Amount');
    await pickKest(user);
    await user.type(screen.getByLabelText('Recipient Address'), RECIPIENT);
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '100.25');
    await user.click(screen.getByRole('button', { name: 'Send Tokens' }));
    await confirmSend(user);
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveValue('100.25');
    expect(screen.getByLabelText('Recipient Address')).toHaveValue(RECIPIENT);

    await user.click(screen.getByRole('button', { name: 'Send Tokens' }));
    await confirmSend(user);
    expect(await screen.findByText('Transaction Submitted!')).toBeInTheDocument();
    expect(screen.getByText('4sendSignature')).toBeInTheDocument();
    // The alert says what happened, on which cluster.
    expect(
      screen.getByText(`100.25 KEST sent to ${RECIPIENT.slice(0, 4)}...${RECIPIENT.slice(-4)}, confirmed on Localnet.`),
    ).toBeInTheDocument();
    expect(await screen.findByText('Tokens Sent!')).toBeInTheDocument();
    expect(screen.getByText('100.25 KEST sent')).toBeInTheDocument();
    expect(sendTokens.mock.calls[1]?.[1]).toEqual({
      kind: 'send',
      mint: KEST.mint,
      recipient: RECIPIENT,
      amount: 10_025n,
    });
  });
});

describe('SendTokenPage memo', () => {
  const estimate = (memoRequired: boolean, recipientRefusal: string | null = null) =>
    vi.fn().mockResolvedValue({
      feeLamports: 5000n,
      networkFee: { base: 5000n, priority: 0n, total: 5000n, unitLimit: 12_000, unitPrice: 0n, level: 'normal' },
      rentLamports: 0n,
      recipientOffCurve: false,
      transferFee: null,
      memoRequired,
      recipientRefusal,
    });

  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByLabelText('Amount');
    await pickKest(user);
    await user.type(screen.getByLabelText('Recipient Address'), RECIPIENT);
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '1');
  }

  it('a recipient whose account requires memos: refused under the Memo field until one is written, then sent with it', async () => {
    const user = userEvent.setup();
    const run = vi.fn().mockResolvedValue({ signature: '4memoSignature' });
    renderWithData(
      withWallet(<SendTokenPage />),
      testDataSource({ getTokens: vi.fn().mockResolvedValue([KEST]), estimateSend: estimate(true), run }),
    );
    await fill(user);
    expect(await screen.findByLabelText('Memo (required by the recipient)')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Send Tokens' }));
    expect(await screen.findByText(MEMO_REQUIRED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm and Send' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Memo/), 'Invoice 42 – café');
    await user.click(screen.getByRole('button', { name: 'Send Tokens' }));
    expect(await screen.findByTestId('confirm-memo')).toHaveTextContent('Invoice 42 – café');
    await confirmSend(user);
    expect(await screen.findByText('Transaction Submitted!')).toBeInTheDocument();
    expect(run.mock.calls[0]?.[1]).toEqual({
      kind: 'send',
      mint: KEST.mint,
      recipient: RECIPIENT,
      amount: 100n,
      memo: 'Invoice 42 – café',
    });
  });

  it('a memo over the byte cap or with a broken character is refused under its field; nothing is signed', async () => {
    const user = userEvent.setup();
    const run = vi.fn();
    renderWithData(
      withWallet(<SendTokenPage />),
      testDataSource({ getTokens: vi.fn().mockResolvedValue([KEST]), estimateSend: estimate(false), run }),
    );
    await fill(user);
    const memo = screen.getByLabelText('Memo (optional)');
    // 129 two-byte letters: 258 bytes in UTF-8.
    await user.click(memo);
    await user.paste('é'.repeat(129));
    await user.click(screen.getByRole('button', { name: 'Send Tokens' }));
    expect(
      await screen.findByText(`The memo is 258 bytes in UTF-8: at most ${MEMO_MAX_BYTES} bytes fit with the transfer.`),
    ).toBeInTheDocument();
    await user.clear(memo);
    await user.paste('ok \uD800');
    expect(await screen.findByText(/The memo is not valid UTF-8 text/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm and Send' })).not.toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
  });

  it('a recipient that takes only confidential transfers is refused under the address, before the wallet', async () => {
    const user = userEvent.setup();
    const run = vi.fn();
    const refusal = `The account of ${RECIPIENT} accepts only confidential transfers, which this app does not make: ask the recipient for another address.`;
    renderWithData(
      withWallet(<SendTokenPage />),
      testDataSource({ getTokens: vi.fn().mockResolvedValue([KEST]), estimateSend: estimate(false, refusal), run }),
    );
    await fill(user);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Tokens' }));
    expect(screen.queryByRole('button', { name: 'Confirm and Send' })).not.toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
  });
});

describe('SendTokenPage recipients', () => {
  // A program-derived address (off the ed25519 curve): the vault PDA of the System Program, seed "vault".
  const VAULT = '58CDQ9Qgw1ZPedjaTtwrR2MSG4EmmguHSPE2bFtyfinD';

  async function fillSend(user: ReturnType<typeof userEvent.setup>, recipient: string) {
    await pickKest(user);
    await user.clear(screen.getByLabelText('Recipient Address'));
    await user.type(screen.getByLabelText('Recipient Address'), recipient);
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '1');
  }

  it('refuses your own address, a mint and a token account, saying what each is; nothing is sent', async () => {
    const user = userEvent.setup();
    const sendTokens = vi.fn();
    // The data source judges what an address is; the form says its words.
    const recipientIssue = vi.fn(async (address: string) =>
      recipientKindIssue(address === KEST.mint ? 'mint' : address === KEST.tokenAccount ? 'token-account' : 'wallet'),
    );
    renderWithData(
      withWallet(<SendTokenPage />),
      testDataSource({ getTokens: vi.fn().mockResolvedValue([KEST]), run: sendTokens, recipientIssue }),
    );
    await screen.findByLabelText('Amount');
    await fillSend(user, TEST_OWNER);
    await user.click(screen.getByRole('button', { name: 'Send Tokens' }));
    expect(
      await screen.findByText('This is your own wallet: sending to yourself would only cost a fee'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Recipient Address'));
    await user.type(screen.getByLabelText('Recipient Address'), KEST.mint);
    expect(
      await screen.findByText('This is the address of a token (a mint), not a wallet: tokens sent there would be lost'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Tokens' }));

    await user.clear(screen.getByLabelText('Recipient Address'));
    await user.type(screen.getByLabelText('Recipient Address'), KEST.tokenAccount);
    expect(
      await screen.findByText('This is a token account, not a wallet: enter the address of the wallet that owns it'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Tokens' }));
    expect(sendTokens).not.toHaveBeenCalled();
  });

  it('a program address needs an explicit, ticked confirmation that names the risk', async () => {
    const user = userEvent.setup();
    const sendTokens = vi.fn().mockResolvedValue({ signature: '5sig' });
    renderWithData(
      withWallet(<SendTokenPage />),
      testDataSource({ getTokens: vi.fn().mockResolvedValue([KEST]), run: sendTokens }),
    );
    await screen.findByLabelText('Amount');
    await fillSend(user, VAULT);
    const consent = screen.getByRole('checkbox', { name: /belongs to a program, not a person/ });
    await user.click(screen.getByRole('button', { name: 'Send Tokens' }));
    expect(await screen.findByText('Tick the box to confirm: this address belongs to a program')).toBeInTheDocument();
    expect(sendTokens).not.toHaveBeenCalled();
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Send Tokens' }));
    await confirmSend(user);
    await vi.waitFor(() => expect(sendTokens).toHaveBeenCalledTimes(1));
    expect(sendTokens.mock.calls[0]?.[1]).toMatchObject({ recipient: VAULT, amount: 100n });
  });
});

describe('SendTokenPage and a transfer still pending', () => {
  it('the same transfer cannot be sent again without an explicit "send again" choice that says the first may land', async () => {
    const user = userEvent.setup();
    const sendTokens = vi.fn().mockResolvedValue({ signature: '5sig' });
    const pendingTransfers = vi.fn(() => [
      {
        signature: '4pending',
        action: 'send' as const,
        transfer: { mint: KEST.mint, recipient: RECIPIENT, amount: '10025' },
      },
    ]);
    renderWithData(
      withWallet(<SendTokenPage />),
      testDataSource({ getTokens: vi.fn().mockResolvedValue([KEST]), run: sendTokens, pendingTransfers }),
    );
    await screen.findByLabelText('Amount');
    await pickKest(user);
    await user.type(screen.getByLabelText('Recipient Address'), RECIPIENT);
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '100.25');
    const again = screen.getByRole('checkbox', { name: /still pending and may still land/ });
    await user.click(screen.getByRole('button', { name: 'Send Tokens' }));
    expect(
      await screen.findByText('This transfer may still land: tick the box to send it a second time'),
    ).toBeInTheDocument();
    expect(sendTokens).not.toHaveBeenCalled();
    await user.click(again);
    await user.click(screen.getByRole('button', { name: 'Send Tokens' }));
    await confirmSend(user);
    await vi.waitFor(() => expect(sendTokens).toHaveBeenCalledTimes(1));

    // Another amount is another transfer: no question asked.
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '1');
    expect(screen.queryByRole('checkbox', { name: /still pending/ })).not.toBeInTheDocument();
  });
});

describe('SendTokenPage confirmation', () => {
  // Same first 4 and last 4 characters as RECIPIENT, a different address: what a poisoner grinds for.
  const POISON = '9xQeVPigigd9QdeUAWndREbJM9yqhdTBE7A9PPMZVFin';
  const paidBefore = {
    signature: '3paid',
    timestamp: 1,
    type: 'send' as const,
    amount: 5n,
    decimals: 2,
    token: 'KEST',
    mint: KEST.mint,
    from: TEST_OWNER,
    to: RECIPIENT,
    status: 'confirmed' as const,
    paid: [RECIPIENT],
  };
  const dust = {
    ...paidBefore,
    signature: '3dust',
    type: 'receive' as const,
    paid: undefined,
    amount: 1n,
    from: POISON,
    to: TEST_OWNER,
  };

  async function review(user: ReturnType<typeof userEvent.setup>, recipient: string, amount = '2.5') {
    await screen.findByLabelText('Amount');
    await pickKest(user);
    await user.clear(screen.getByLabelText('Recipient Address'));
    await user.type(screen.getByLabelText('Recipient Address'), recipient);
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), amount);
    await user.click(screen.getByRole('button', { name: 'Send Tokens' }));
    await screen.findByRole('heading', { name: 'Confirm Transfer' });
  }

  it('shows the full recipient in groups, the mint, the exact amount, fee and rent, first-time and new-account warnings; Back keeps the form', async () => {
    const user = userEvent.setup();
    const sendTokens = vi.fn();
    const estimateSend = vi.fn().mockResolvedValue({
      feeLamports: 5000n,
      networkFee: { base: 5000n, priority: 0n, total: 5000n, unitLimit: 12_000, unitPrice: 0n, level: 'normal' },
      rentLamports: 2_074_080n,
      recipientOffCurve: false,
    });
    renderWithData(
      withWallet(<SendTokenPage />),
      testDataSource({
        getTokens: vi.fn().mockResolvedValue([KEST]),
        getTransactions: vi.fn().mockResolvedValue({ items: [], cursor: null }),
        run: sendTokens,
        estimateSend,
      }),
    );
    await review(user, RECIPIENT, '1205.75');
    const to = screen.getByTestId('confirm-recipient');
    expect(to).toHaveTextContent(RECIPIENT.match(/.{1,4}/g)!.join(''));
    expect(to.querySelectorAll('.inline-block')).toHaveLength(11);
    expect(screen.getAllByText(KEST.mint).length).toBeGreaterThan(0);
    expect(screen.getByTestId('confirm-amount')).toHaveTextContent('1,205.75 KEST');
    expect(screen.getByText('0.000005 SOL')).toBeInTheDocument();
    expect(screen.getAllByText('0.00207408 SOL').length).toBeGreaterThan(0);
    expect(await screen.findByText('First transfer to this address')).toBeInTheDocument();
    expect(screen.getByText('The recipient holds none of this token yet')).toBeInTheDocument();
    expect(screen.queryByText('This address only looks like one you know')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('heading', { name: 'Confirm Transfer' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Recipient Address')).toHaveValue(RECIPIENT);
    expect(screen.getByLabelText('Amount')).toHaveValue('1205.75');
    expect(sendTokens).not.toHaveBeenCalled();
  });

  it('a token with a transfer fee: the confirmation says what the token withholds and what arrives', async () => {
    const user = userEvent.setup();
    const estimateSend = vi.fn().mockResolvedValue({
      feeLamports: 5000n,
      networkFee: { base: 5000n, priority: 0n, total: 5000n, unitLimit: 12_000, unitPrice: 0n, level: 'normal' },
      rentLamports: 0n,
      recipientOffCurve: false,
      transferFee: { basisPoints: 250, maximumFee: 1_000n },
    });
    renderWithData(
      withWallet(<SendTokenPage />),
      testDataSource({ getTokens: vi.fn().mockResolvedValue([KEST]), estimateSend }),
    );
    await review(user, RECIPIENT, '100');
    expect(await screen.findByTestId('confirm-transfer-fee')).toHaveTextContent(
      '2.5 KEST, withheld by the token (2.5%, at most 10 KEST a transfer)',
    );
    expect(screen.getByTestId('confirm-arrives')).toHaveTextContent('97.5 KEST');
    expect(screen.getByTestId('confirm-amount')).toHaveTextContent('100 KEST');
    // Above the cap, the maximum is withheld.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '1000');
    await user.click(screen.getByRole('button', { name: 'Send Tokens' }));
    expect(await screen.findByTestId('confirm-arrives')).toHaveTextContent('990 KEST');
  });

  // Issue 43: the issuer's program runs on every transfer of a hooked token, handed accounts it may write.
  it('a hooked token: the confirmation names the hook program, that the issuer may change it, and each account it is handed, the writable ones marked', async () => {
    const user = userEvent.setup();
    const hook = '5ZxGeT1oZiwYvYcGhXsXJHqhYQ3Xa3gAxCJcGo5PpnHk';
    const counter = 'CQSpiNVAsqGsoNK9jPx9KVEqnDpssUGjUCpGzkkpAkQy';
    const list = '48FBuRSVDBNkjUQXJ7dPSzUDf6EG1FJ5tDc7dcB52mRa';
    const estimateSend = vi.fn().mockResolvedValue({
      feeLamports: 5000n,
      networkFee: { base: 5000n, priority: 0n, total: 5000n, unitLimit: 12_000, unitPrice: 0n, level: 'normal' },
      rentLamports: 0n,
      recipientOffCurve: false,
      transferFee: null,
      hook: {
        program: hook,
        accounts: [
          { address: counter, writable: true },
          { address: list, writable: false },
        ],
      },
    });
    renderWithData(
      withWallet(<SendTokenPage />),
      testDataSource({ getTokens: vi.fn().mockResolvedValue([KEST]), estimateSend }),
    );
    await review(user, RECIPIENT, '100');
    const said = await screen.findByTestId('hook-call');
    expect(said).toHaveTextContent(
      `The program ${hook} runs on it. The token’s issuer chose it and may change it at any time.`,
    );
    expect(said).toHaveTextContent(`${counter} — it may change this account`);
    expect(said).toHaveTextContent(list);
    expect(said).not.toHaveTextContent(`${list} — it may change`);
  });

  it('a look-alike of an address in the history is a strong warning naming both, and needs a ticked comparison', async () => {
    const user = userEvent.setup();
    const sendTokens = vi.fn().mockResolvedValue({ signature: '5sig' });
    const getTransactions = vi.fn().mockResolvedValue({ items: [dust, paidBefore], cursor: null });
    renderWithData(
      withWallet(<SendTokenPage />),
      testDataSource({ getTokens: vi.fn().mockResolvedValue([KEST]), run: sendTokens, getTransactions }),
    );
    await review(user, POISON);
    expect(await screen.findByText('This address only looks like one you know')).toBeInTheDocument();
    expect(document.querySelector(`[data-address="${RECIPIENT}"]`)).not.toBeNull();
    expect(document.querySelectorAll(`[data-address="${POISON}"]`).length).toBeGreaterThanOrEqual(2);
    await user.click(screen.getByRole('button', { name: 'Confirm and Send' }));
    expect(await screen.findByText('Compare the addresses, then tick the box to send anyway')).toBeInTheDocument();
    expect(sendTokens).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: /compared every character/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm and Send' }));
    await vi.waitFor(() => expect(sendTokens).toHaveBeenCalledTimes(1));
    expect(sendTokens.mock.calls[0]?.[1]).toMatchObject({ recipient: POISON });
  });

  it('an address paid before is neither first-time nor a look-alike, even with a poisoner’s dust in the history', async () => {
    const user = userEvent.setup();
    const getTransactions = vi.fn().mockResolvedValue({ items: [dust, paidBefore], cursor: null });
    renderWithData(
      withWallet(<SendTokenPage />),
      testDataSource({ getTokens: vi.fn().mockResolvedValue([KEST]), getTransactions }),
    );
    await review(user, RECIPIENT);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Confirm and Send' })).toBeEnabled());
    expect(screen.queryByText('First transfer to this address')).not.toBeInTheDocument();
    expect(screen.queryByText('This address only looks like one you know')).not.toBeInTheDocument();
  });

  it('says so when the history cannot be read, and still lets the user decide', async () => {
    const user = userEvent.setup();
    const sendTokens = vi.fn().mockResolvedValue({ signature: '5sig' });
    const getTransactions = vi.fn().mockRejectedValue(new AppError('unreachable', 'down'));
    renderWithData(
      withWallet(<SendTokenPage />),
      testDataSource({ getTokens: vi.fn().mockResolvedValue([KEST]), getTransactions, run: sendTokens }),
    );
    await review(user, RECIPIENT);
    expect(
      await screen.findByText(
        /Your history could not be read, so this address was not compared/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await confirmSend(user);
    await vi.waitFor(() => expect(sendTokens).toHaveBeenCalledTimes(1));
  });

  it('saves the recipient under a label; recent and saved addresses fill the field; a saved one can be removed', async () => {
    const user = userEvent.setup();
    const sendTokens = vi.fn().mockResolvedValue({ signature: '5sig' });
    const getTransactions = vi.fn().mockResolvedValue({ items: [paidBefore], cursor: null });
    renderWithData(
      withWallet(<SendTokenPage />),
      testDataSource({ getTokens: vi.fn().mockResolvedValue([KEST]), run: sendTokens, getTransactions }),
    );
    await review(user, POISON);
    await user.type(screen.getByLabelText('Save to address book as (optional)'), 'Carol');
    await user.click(screen.getByRole('checkbox', { name: /compared every character/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm and Send' }));
    expect(await screen.findByText('Transaction Submitted!')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Recipient Address'));
    await user.click(screen.getByRole('button', { name: 'Saved and recent addresses' }));
    expect(screen.getByText('Address book')).toBeInTheDocument();
    expect(screen.getByText('Recently paid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Carol/ }));
    expect(screen.getByLabelText('Recipient Address')).toHaveValue(POISON);
    await user.click(screen.getByRole('button', { name: 'Saved and recent addresses' }));
    await user.click(screen.getByRole('button', { name: new RegExp(RECIPIENT) }));
    expect(screen.getByLabelText('Recipient Address')).toHaveValue(RECIPIENT);

    await user.click(screen.getByRole('button', { name: 'Saved and recent addresses' }));
    await user.click(screen.getByRole('button', { name: 'Remove Carol from the address book' }));
    expect(screen.queryByRole('button', { name: /^Carol/ })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('tokenManager.addressBook') ?? '{}')[TEST_OWNER]).toEqual([]);
  });
});
