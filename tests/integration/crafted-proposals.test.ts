// A proposal link from a stranger: the attacker makes a 2-of-2 multisig naming the victim, hands it a
// token's mint authority and proposes "Mint 1,000", then appends to that transaction a SOL transfer from
// the victim and an Approve over the victim's tokens (issue 30). The victim's app must refuse it in words
// and never add the victim's signature; an honest proposal still reads, the victim's own accounts first.
import { getTransactionDecoder, type Address } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '@/shared/lib/app-error';
import {
  drainOf,
  emptyFeePayer,
  mintAuthorityOf,
  mintAuthorityTo,
  withInstructions,
} from '@test-support/chain/crafted-proposal';
import { fundedWallet, keypairSigner, startTestChain, type TestChain } from '@test-support/chain/chain';
import { signAction } from '@test-support/chain/co-sign';
import { sendAndPoll } from '@test-support/chain/send-raw';
import { programOwnedAccount } from '@test-support/chain/foreign-account';
import { getAddMemoInstruction } from '@solana-program/memo';
import { getAdvanceNonceAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import { decodeProposalLink } from '@/data-source/proposal-link';
import { withdrawalMemo } from '@/data-source/proposal-rules';
import { readMessage } from '@/data-source/solana/send/read-message';
import { MEMO_PROGRAM } from '@/data-source/solana/builders/send-tokens';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

async function setUp() {
  const ds = chain.dataSource;
  const attackerKeys = await fundedWallet(chain);
  const victimKeys = await fundedWallet(chain);
  const attacker = keypairSigner(attackerKeys);
  const victim = keypairSigner(victimKeys);
  const { mint } = await ds.run(attacker, {
    kind: 'create',
    name: 'Bait',
    symbol: 'BAIT',
    decimals: 0,
    initialSupply: 10n,
  });
  await ds.run(attacker, { kind: 'send', mint, recipient: victim.address, amount: 4n });
  const victimAccount = (await ds.getTokens(victim.address))[0]!.tokenAccount as Address;
  const { address: multisig } = await ds.run(attacker, {
    kind: 'create-multisig',
    signers: [attacker.address, victim.address],
    threshold: 2,
    program: 'token-2022',
  });
  await ds.run(attacker, { kind: 'set-authority', mint, role: 'mint', newAuthority: multisig });
  const { address: nonce } = await ds.run(attacker, { kind: 'create-nonce' });
  const propose = (destination?: string) =>
    ds.run(attacker, { kind: 'propose', multisig, nonce, action: { kind: 'mint', mint, amount: 1_000n, destination } });
  return { ds, attackerKeys, attacker, victim, victimKeys, mint, victimAccount, multisig, propose };
}

describe('a crafted proposal', () => {
  it('hiding a SOL drain and an Approve behind "Mint 1,000" is refused in words, and Sign adds nothing', async () => {
    const { ds, attackerKeys, attacker, victim, victimAccount, propose } = await setUp();
    const { link: honest } = await propose();
    const link = await withInstructions(
      honest,
      drainOf(victim.address as Address, attacker.address as Address, {
        lamports: 5_000_000_000n,
        tokenAccount: victimAccount,
      }),
      attackerKeys,
    );
    const view = await ds.readProposal(link, victim.address);
    expect(view.title).toBe('Mint 1,000 BAIT');
    expect(view.refusal).toMatch(/^This proposal holds 2 instructions this app does not build for a multisig/);
    expect(view.refusal).toContain('System Program (11111111111111111111111111111111) TransferSol');
    expect(view.refusal).toContain(`your wallet ${victim.address.slice(0, 4)}`);
    expect(view.refusal).toContain('Approve');
    expect(view.preview).toBeNull();

    const solBefore = await ds.getSolBalance(victim.address);
    const signedBefore = victim.signed;
    const refused = await ds.run(victim, await signAction(ds, victim, link)).catch((e: unknown) => e);
    expect(isAppError(refused, 'invalid') && refused.message).toBe(view.refusal);
    expect(victim.signed).toBe(signedBefore);
    expect(await ds.getSolBalance(victim.address)).toBe(solBefore);
  });

  // Issue 43: "Mint 1" with the mint authority handed to the attacker behind it, its fee payer left without
  // SOL so no simulation shows what it does; the co-signer was offered Sign. Now: refused, every step said.
  it('a second action hidden behind a failing simulation is refused in words, every instruction said; nothing is signed', async () => {
    const { ds, attackerKeys, attacker, victim, mint, multisig, propose } = await setUp();
    const { link: bait } = await propose();
    const link = await withInstructions(
      bait,
      mintAuthorityTo(
        mint as Address,
        multisig as Address,
        [attacker.address as Address, victim.address as Address],
        attacker.address as Address,
      ),
      attackerKeys,
    );
    await emptyFeePayer(chain.rpcUrl, attackerKeys, await fundedWallet(chain, 0.01));
    const view = await ds.readProposal(link, victim.address);
    expect(view.refusal).toMatch(/^This proposal holds 2 actions where a proposal holds one: /);
    expect(view.refusal).toContain('MintToChecked');
    expect(view.refusal).toContain('SetAuthority');
    const said = view.steps.map((step) => step.what);
    expect(said).toContain('Mint 1,000 BAIT');
    expect(said).toContain(
      `Hand the mint authority of BAIT to ${attacker.address.slice(0, 4)}...${attacker.address.slice(-4)}`,
    );
    const handOver = view.steps.find((step) => step.what.startsWith('Hand the mint authority'))!;
    expect(handOver.accounts).toContainEqual(
      expect.objectContaining({
        role: 'whose authority changes',
        address: mint,
        whose: 'the token BAIT',
        written: true,
      }),
    );
    expect(handOver.accounts).toContainEqual(
      expect.objectContaining({ role: 'signs for the multisig', address: victim.address, whose: 'yours' }),
    );
    const signedBefore = victim.signed;
    const refused = await ds.run(victim, { kind: 'sign-proposal', link, shown: [] }).catch((e: unknown) => e);
    expect(isAppError(refused, 'invalid') && refused.message).toBe(view.refusal);
    expect(victim.signed).toBe(signedBefore);
    expect(await mintAuthorityOf(chain.rpcUrl, mint as Address)).toBe(multisig);
  });

  it('a proposal that would fail is said step by step and not signed; once mended, it is', async () => {
    const { ds, attackerKeys, victim, mint, propose } = await setUp();
    const { link } = await propose(victim.address);
    const stash = await fundedWallet(chain, 0.01);
    await emptyFeePayer(chain.rpcUrl, attackerKeys, stash);
    const view = await ds.readProposal(link, victim.address);
    expect(view.refusal).toBeNull();
    expect(view.preview).toBeNull();
    expect(view.failure).toMatch(/SOL/);
    expect(view.steps.map((step) => step.what)).toEqual([
      'Uses its nonce once: after this lands, no copy of the link can land again',
      expect.stringMatching(/^Sets the most compute it may use: [\d,]+ units$/),
      'Sets its priority price: 0 micro-lamports a compute unit, paid by the proposer',
      'Creates an account of BAIT if there is none yet, its rent paid by the payer',
      'Mint 1,000 BAIT',
    ]);
    expect(view.steps[0]!.accounts[0]).toMatchObject({ role: 'nonce account', whose: 'the proposer’s', written: true });
    expect(view.steps[3]!.accounts).toContainEqual(expect.objectContaining({ role: 'its owner', whose: 'yours' }));
    const mintStep = view.steps.at(-1)!;
    expect(mintStep.accounts).toContainEqual(
      expect.objectContaining({ role: 'receiving account', whose: 'yours', written: true }),
    );
    expect(mintStep.accounts).toContainEqual(
      expect.objectContaining({ role: 'mint authority', address: expect.any(String), whose: 'the multisig' }),
    );
    const signedBefore = victim.signed;
    const refused = await ds.run(victim, { kind: 'sign-proposal', link, shown: [] }).catch((e: unknown) => e);
    expect(isAppError(refused, 'simulation-failed') && refused.message).toBe(
      `This proposal would fail if submitted now: ${view.failure} Nothing was signed.`,
    );
    expect(victim.signed).toBe(signedBefore);
    await chain.dataSource.run(null, { kind: 'airdrop', to: attackerKeys.address, lamports: 1_000_000_000n });
    const grown = await ds.run(victim, await signAction(ds, victim, link));
    expect((await ds.readProposal(grown.link)).signers.every((each) => each.signed)).toBe(true);
    expect(mint).toBeTruthy();
  });

  it('signing refuses when what the proposal would change is no longer what the page showed', async () => {
    const { ds, victim, mint, propose } = await setUp();
    const { link } = await propose(victim.address);
    const shown = await signAction(ds, victim, link);
    expect(shown.shown).toContainEqual(expect.objectContaining({ label: 'Supply', before: '10', after: '1,010' }));
    // Between reading and signing, the supply moves: the same mint now takes it elsewhere.
    await ds.run(victim, { kind: 'burn', mint, amount: 1n });
    const refused = await ds.run(victim, shown).catch((e: unknown) => e);
    expect(isAppError(refused, 'invalid') && refused.message).toMatch(
      /^What this proposal would do is no longer what the page showed \(“Your account \S+: Balance: 4 → 1,004” is now “Your account \S+: Balance: 3 → 1,003”\)\. Nothing was signed: read it again before you sign\.$/,
    );
    const grown = await ds.run(victim, await signAction(ds, victim, link));
    expect(grown.link).not.toBe(link);
  });

  // A withdrawal is read from the transaction that advanced the nonce, never from a memo anyone can write.
  it('a stranger’s withdrawal memo beside a nonce that moved on otherwise does not make its proposal read Withdrawn', async () => {
    const { ds, attackerKeys, victimKeys, propose } = await setUp();
    const { link } = await propose();
    const transaction = getTransactionDecoder().decode(decodeProposalLink(link).wire);
    const { lifetime: nonceValue, instructions } = readMessage(transaction.messageBytes);
    const nonceAccount = instructions[0]!.accounts![0]!.address;
    // The proposer moves the nonce on with no memo (another use of it), and a stranger writes the memo beside it.
    const advanced = await sendAndPoll(
      chain.rpcUrl,
      [getAdvanceNonceAccountInstruction({ nonceAccount, nonceAuthority: attackerKeys })],
      [attackerKeys],
    );
    expect(advanced.err).toBeNull();
    const forged = await sendAndPoll(
      chain.rpcUrl,
      [
        getTransferSolInstruction({ source: victimKeys, destination: nonceAccount, amount: 1n }),
        getAddMemoInstruction({ memo: withdrawalMemo(nonceValue) }, { programAddress: MEMO_PROGRAM }),
      ],
      [victimKeys],
    );
    expect(forged.err).toBeNull();
    expect((await ds.readProposal(link)).status).toBe('advanced');
  });

  // Issue 43: a program's data account taken as a wallet by Send, Bulk send and a mint; tokens would be lost.
  it('an account of the Stake program is refused as a recipient, named by its program, by the check and inside each action', async () => {
    const { ds, attackerKeys, attacker, mint } = await setUp();
    const stake = await programOwnedAccount(chain.rpcUrl, attackerKeys);
    const issue =
      'This is an account of the Stake Program, not a wallet: only that program could act for it, and tokens sent to it would be lost';
    expect(await ds.recipientIssue(stake)).toBe(issue);
    const held = async () => (await ds.getTokens(attacker.address)).find((token) => token.mint === mint)?.balance;
    const before = await held();
    const refused = await ds
      .run(attacker, { kind: 'send', mint, recipient: stake, amount: 1n })
      .catch((e: unknown) => e);
    expect(isAppError(refused, 'invalid') && refused.message).toBe(`${issue}.`);
    const survey = await ds.newAccountsAmong(mint, [stake]);
    expect(survey.refused).toEqual([{ recipient: stake, reason: issue }]);
    expect(await held()).toBe(before);
    expect(await ds.getTokens(stake)).toEqual([]);
  });

  it('an honest proposal reads, with every written account, the co-signer’s own first', async () => {
    const { ds, victim, propose } = await setUp();
    const { link } = await propose(victim.address);
    const view = await ds.readProposal(link, victim.address);
    expect(view.refusal).toBeNull();
    const labels = view.preview!.changes.map((change) => change.label);
    expect(labels[0]).toMatch(/^Your account \S+: Balance$/);
    expect(view.preview!.changes[0]).toMatchObject({ before: '4', after: '1,004' });
    expect(labels).toContain('Supply');
    // The proposer pays the fee: its SOL is a written account's change too.
    expect(labels.some((label) => /^Account \S+: SOL$/.test(label))).toBe(true);
    expect(labels.indexOf('Supply')).toBeGreaterThan(0);
  });

  it('every action the app proposes through a multisig reads as explained, and previews', async () => {
    const ds = chain.dataSource;
    const keys = await fundedWallet(chain);
    const other = await fundedWallet(chain);
    const a = keypairSigner(keys);
    const { mint } = await ds.run(a, {
      kind: 'create',
      name: 'Governed',
      symbol: 'GOVN',
      decimals: 2,
      initialSupply: 1_000n,
      options: {
        freezeAuthority: true,
        transferFee: { basisPoints: 50, maximumFee: 100n },
        pausable: { authority: a.address },
        multiplier: 2,
      },
    });
    const { address: multisig } = await ds.run(a, {
      kind: 'create-multisig',
      signers: [a.address, other.address],
      threshold: 2,
      program: 'token-2022',
    });
    for (const role of ['freeze', 'transfer-fee', 'pause', 'multiplier', 'mint'] as const) {
      await ds.run(a, { kind: 'set-authority', mint, role, newAuthority: multisig });
    }
    const { address: nonce } = await ds.run(a, { kind: 'create-nonce' });
    // (Thaw and resume take the same shapes as freeze and pause; they are refused while nothing is frozen or paused.)
    const actions = [
      { kind: 'freeze', mint, holder: a.address },
      { kind: 'set-transfer-fee', mint, basisPoints: 75, maximumFee: 200n },
      { kind: 'pause', mint },
      { kind: 'update-multiplier', mint, multiplier: 3, effectiveAt: null },
      { kind: 'set-authority', mint, role: 'freeze', newAuthority: other.address },
      { kind: 'set-authority', mint, role: 'pause', newAuthority: null },
      { kind: 'mint', mint, amount: 5n, destination: other.address },
    ] as const;
    for (const action of actions) {
      const { link } = await ds.run(a, { kind: 'propose', multisig, nonce, action });
      const view = await ds.readProposal(link, other.address);
      expect({ action: action.kind, refusal: view.refusal }).toEqual({ action: action.kind, refusal: null });
      expect(view.preview ?? view.failure, action.kind).not.toBeNull();
    }
  });
});
