// A proposal link from a stranger: the attacker makes a 2-of-2 multisig naming the victim, hands it a
// token's mint authority and proposes "Mint 1,000", then appends to that transaction a SOL transfer from
// the victim and an Approve over the victim's tokens (issue 30). The victim's app must refuse it in words
// and never add the victim's signature; an honest proposal still reads, the victim's own accounts first.
import type { Address } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '@/shared/lib/app-error';
import { drainOf, withInstructions } from '@test-support/chain/crafted-proposal';
import { fundedWallet, keypairSigner, startTestChain, type TestChain } from '@test-support/chain/chain';

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
  return { ds, attackerKeys, attacker, victim, mint, victimAccount, multisig, propose };
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
    const refused = await ds.run(victim, { kind: 'sign-proposal', link }).catch((e: unknown) => e);
    expect(isAppError(refused, 'invalid') && refused.message).toBe(view.refusal);
    expect(victim.signed).toBe(signedBefore);
    expect(await ds.getSolBalance(victim.address)).toBe(solBefore);
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
