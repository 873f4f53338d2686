// The contract's cases for shared control: multisigs, nonce accounts, proposals co-signed and submitted.
// They run in the contract suite, on Demo and on the local chain alike.
import {
  AccountRole,
  decompileTransactionMessage,
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
} from '@solana/kit';
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { expect } from 'vitest';
import type { ChainActionOf, DataSource } from '@/data-source/contract';
import { decodeProposalLink, encodeProposalLink } from '@/data-source/proposal-link';
import { isAppError } from '@/shared/lib/app-error';
import { freshAddress } from '@test-support/chain/chain';
import type { Cases, Subject } from '@test-support/chain/contract-case';
import { signAction } from '@test-support/chain/co-sign';
import { shortenAddress } from '@/shared/lib/address';

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  return isAppError(error) ? error.message : String(error);
};

/** A token of 10 whose mint authority is a 2-of-2 multisig of wallets A and B; A holds a nonce account. */
async function governed(subject: Subject) {
  const ds = subject.dataSource;
  const a = await subject.wallet();
  const b = await subject.wallet();
  const { mint } = await ds.run(a, {
    kind: 'create',
    name: 'Governed',
    symbol: 'GOV',
    decimals: 0,
    initialSupply: 10n,
  });
  const { address: multisig } = await ds.run(a, {
    kind: 'create-multisig',
    signers: [a.address, b.address],
    threshold: 2,
    program: 'token-2022',
  });
  await ds.run(a, { kind: 'set-authority', mint, role: 'mint', newAuthority: multisig });
  const { address: nonce } = await ds.run(a, { kind: 'create-nonce' });
  const propose = (amount: bigint) =>
    ds.run(a, { kind: 'propose', multisig, nonce, action: { kind: 'mint', mint, amount } });
  return { ds, a, b, mint, multisig, nonce, propose };
}

const supplyOf = async (ds: DataSource, mint: string, owner: string) => (await ds.getTokenDetails(mint, owner)).supply;

/** The link with its message changed under its signatures (Solana), or claiming a signature never made (Demo). */
function tampered(link: string, clusterId: string, forger: string): string {
  const data = decodeProposalLink(link);
  if (clusterId === 'demo') {
    const claim = JSON.parse(new TextDecoder().decode(data.wire)) as { id: string; signed: string[] };
    return encodeProposalLink({
      ...data,
      wire: new TextEncoder().encode(JSON.stringify({ ...claim, signed: [...claim.signed, forger] })),
    });
  }
  const transaction = getTransactionDecoder().decode(data.wire);
  const message = new Uint8Array(transaction.messageBytes);
  // The last byte of the last instruction's data (a v0 message ends with its lookup-table count).
  message[message.length - 2] ^= 1;
  const forged = { ...transaction, messageBytes: message as unknown as typeof transaction.messageBytes };
  return encodeProposalLink({ ...data, wire: new Uint8Array(getTransactionEncoder().encode(forged)) });
}

/**
 * The base58 message Squads imports, decoded back: the nonce advanced first, then the mint through the
 * multisig, its signers signing, for exactly the amount proposed.
 */
function expectSquadsExport(
  exported: string | null,
  { multisig, signers, amount }: { multisig: string; signers: string[]; amount: bigint },
) {
  const bytes = getBase58Encoder().encode(exported ?? '');
  const message = decompileTransactionMessage(getCompiledTransactionMessageDecoder().decode(bytes));
  const [advance, ...rest] = message.instructions;
  expect(advance?.programAddress).toBe(SYSTEM_PROGRAM_ADDRESS);
  const mintTo = rest.find((each) => each.programAddress === TOKEN_2022_PROGRAM_ADDRESS && each.data?.[0] === 14);
  expect(mintTo?.accounts?.slice(2).map((meta) => [meta.address, meta.role])).toEqual([
    [multisig, AccountRole.READONLY],
    // The proposer signs for the multisig and pays the fee: its key is writable in the message.
    ...signers.map((signer, index) => [
      signer,
      index === 0 ? AccountRole.WRITABLE_SIGNER : AccountRole.READONLY_SIGNER,
    ]),
  ]);
  const data = mintTo?.data ?? new Uint8Array();
  expect(new DataView(data.buffer, data.byteOffset).getBigUint64(1, true)).toBe(amount);
}

export const multisigMembers: Record<'getMultisigs' | 'getMultisig' | 'getNonceAccounts' | 'readProposal', Cases> = {
  getMultisigs: [
    {
      it: 'a multisig is listed as created for the wallet that created it, as naming the other signer, and not for a stranger',
      async run(subject) {
        const { ds, a, b, multisig } = await governed(subject);
        const expected = { address: multisig, threshold: 2, signers: [a.address, b.address], program: 'token-2022' };
        expect(await ds.getMultisigs(a.address)).toContainEqual({ ...expected, createdHere: true });
        expect(await ds.getMultisigs(b.address)).toContainEqual({ ...expected, createdHere: false });
        // Another wallet of the same browser: neither made it nor is named by it.
        const stranger = await subject.wallet();
        expect((await ds.getMultisigs(stranger.address)).map((each) => each.address)).not.toContain(multisig);
      },
    },
    {
      it: "a multisig met in a proposal's link is never listed as one the co-signer created",
      async run(subject) {
        const { ds, b, multisig, propose } = await governed(subject);
        const { link } = await propose(5n);
        await ds.readProposal(link);
        const listed = (await ds.getMultisigs(b.address)).find((each) => each.address === multisig);
        expect(listed?.createdHere).toBe(false);
      },
    },
  ],
  getMultisig: [
    {
      it: 'a multisig read by its address; an address with none is said plainly',
      async run(subject) {
        const { ds, multisig } = await governed(subject);
        expect(await ds.getMultisig(multisig)).toMatchObject({ threshold: 2 });
        const none = await freshAddress();
        expect(await refusal(ds.getMultisig(none))).toMatch(`There is no token multisig at ${none}`);
      },
    },
  ],
  getNonceAccounts: [
    {
      it: 'the nonce accounts whose authority is the wallet',
      async run(subject) {
        const { ds, a, b, nonce } = await governed(subject);
        expect((await ds.getNonceAccounts(a.address)).map((each) => [each.address, each.authority])).toContainEqual([
          nonce,
          a.address,
        ]);
        expect((await ds.getNonceAccounts(b.address)).map((each) => each.address)).not.toContain(nonce);
      },
    },
  ],
  readProposal: [
    {
      it: 'a proposal read from its link: what it does, who signed; a link cut short, tampered or for another cluster is refused in words',
      async run(subject) {
        const { ds, a, b, multisig, propose } = await governed(subject);
        const { link } = await propose(100n);
        const view = await ds.readProposal(link);
        expect(view).toMatchObject({ title: 'Mint 100 GOV', status: 'open', proposer: a.address, failure: null });
        expect(view.multisig).toMatchObject({ address: multisig, threshold: 2 });
        expect(view.signers).toEqual([
          { address: a.address, signed: true },
          { address: b.address, signed: false },
        ]);
        expect(view.preview?.changes).toContainEqual({ label: 'Supply', before: '10', after: '110' });
        if (subject.clusterId === 'demo') expect(view.squadsMessage).toBeNull();
        else expectSquadsExport(view.squadsMessage, { multisig, signers: [a.address, b.address], amount: 100n });
        expect(await refusal(ds.readProposal(link.slice(0, -40)))).toBe(
          'This proposal link is incomplete: it was cut short. Ask for the whole link.',
        );
        expect(await refusal(ds.readProposal(tampered(link, subject.clusterId, b.address)))).toBe(
          'This proposal link has been tampered with: a signature on it does not match its transaction. Nothing was sent.',
        );
        const elsewhere = link
          .replace(/g=[^&]+/, 'g=EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG')
          .replace(/c=[^&]+/, 'c=devnet');
        expect(await refusal(ds.readProposal(elsewhere))).toMatch(
          /^This proposal was made on Devnet \(genesis EtWT\.\.\.rZBG\), not on (Localnet|Demo): switch to that cluster to open it\. Nothing was sent\.$/,
        );
      },
    },
  ],
};

export const multisigActions: Record<
  'create-multisig' | 'create-nonce' | 'propose' | 'sign-proposal' | 'submit-proposal' | 'withdraw-proposal',
  Cases
> = {
  'withdraw-proposal': [
    {
      it: 'the proposer withdraws an open proposal: every copy of its link, and every other on its nonce, reads Withdrawn and can be neither signed nor submitted',
      async run(subject) {
        const { ds, a, b, mint, propose } = await governed(subject);
        const { link } = await propose(5n);
        const other = await propose(7n);
        const signed = (await ds.run(b, await signAction(ds, b, link))).link;
        // Only the proposer holds the nonce: a co-signer cannot take it back.
        expect(await refusal(ds.run(b, { kind: 'withdraw-proposal', link: signed }))).toBe(
          `Only its proposer (${shortenAddress(a.address)}) can withdraw this proposal: the nonce it rides is theirs to advance.`,
        );
        await ds.run(a, { kind: 'withdraw-proposal', link });
        for (const each of [link, signed, other.link]) expect((await ds.readProposal(each)).status).toBe('withdrawn');
        const withdrawn =
          'This proposal was withdrawn by its proposer: it can no longer be signed into anything that lands. Nothing was sent.';
        expect(await refusal(ds.run(null, { kind: 'submit-proposal', link: signed }))).toBe(withdrawn);
        expect(await refusal(ds.run(b, { kind: 'sign-proposal', link: other.link, shown: [] }))).toBe(withdrawn);
        expect(await refusal(ds.run(a, { kind: 'withdraw-proposal', link }))).toBe(withdrawn);
        expect(await supplyOf(ds, mint, a.address)).toBe(10n);
        // A new proposal on the advanced nonce is open: only what rode the old value was withdrawn.
        expect((await ds.readProposal((await propose(1n)).link)).status).toBe('open');
      },
    },
  ],
  'sign-proposal': [
    {
      it: 'a co-signer signs its part and the link grows; a wallet that is not a signer is refused',
      async run(subject) {
        const { ds, b, propose } = await governed(subject);
        const { link } = await propose(5n);
        const stranger = await subject.wallet();
        expect(await refusal(ds.run(stranger, await signAction(ds, stranger, link)))).toMatch(
          /is not one of the signers this proposal needs/,
        );
        const grown = (await ds.run(b, await signAction(ds, b, link))).link;
        expect((await ds.readProposal(grown)).signers.every((each) => each.signed)).toBe(true);
        expect(await refusal(ds.run(b, await signAction(ds, b, grown)))).toBe(
          'This wallet has already signed this proposal.',
        );
      },
    },
  ],
  'submit-proposal': [
    {
      it: 'submitted once the threshold is met, the supply grows exactly; a second submit is refused and moves nothing',
      async run(subject) {
        const { ds, a, b, mint, propose } = await governed(subject);
        const { link } = await propose(100n);
        const other = await propose(1n);
        expect(await refusal(ds.run(null, { kind: 'submit-proposal', link }))).toMatch(
          /^1 of 2 signatures are still missing/,
        );
        const signed = (await ds.run(b, await signAction(ds, b, link))).link;
        const { signature } = await ds.run(null, { kind: 'submit-proposal', link: signed });
        expect(await supplyOf(ds, mint, a.address)).toBe(110n);
        expect(await refusal(ds.run(null, { kind: 'submit-proposal', link: signed }))).toBe(
          `This proposal was already submitted: it landed as ${signature}. Nothing was sent again.`,
        );
        expect((await ds.readProposal(signed)).status).toBe('landed');
        expect(await supplyOf(ds, mint, a.address)).toBe(110n);
        // Made on the same nonce before it was used: it can never land now.
        expect((await ds.readProposal(other.link)).status).toBe('advanced');
        expect(await refusal(ds.run(null, { kind: 'submit-proposal', link: other.link }))).toBe(
          'This proposal can no longer land: its nonce was advanced (it was submitted elsewhere, or replaced). Nothing was sent.',
        );
        const history = (await ds.getTransactions(b.address, null, 50)).items;
        expect(history.find((each) => each.signature === signature)).toMatchObject({ type: 'mint', amount: 100n });
      },
    },
  ],
  'create-multisig': [
    {
      it: 'the rent is said before signing; a threshold above n, below 1 or a signer twice is refused in words',
      async run(subject) {
        const { dataSource: ds } = subject;
        const a = await subject.wallet();
        const b = await freshAddress();
        const action: ChainActionOf<'create-multisig'> = {
          kind: 'create-multisig',
          signers: [a.address, b],
          threshold: 2,
          program: 'spl-token',
        };
        expect((await ds.preview(a.address, action)).rentLamports).toBe(await subject.rentFor(355));
        expect(await refusal(ds.preview(a.address, { ...action, threshold: 3 }))).toBe(
          'The threshold must be a whole number from 1 to 2 (the number of signers).',
        );
        expect(await refusal(ds.preview(a.address, { ...action, threshold: 0 }))).toBe(
          'The threshold must be a whole number from 1 to 2 (the number of signers).',
        );
        expect(await refusal(ds.preview(a.address, { ...action, signers: [b, b] }))).toBe(
          'Signer 2: This signer is already listed.',
        );
        const { address } = await ds.run(a, action);
        // A classic multisig could never sign for a Token-2022 token: handing it an authority is refused.
        const { mint } = await ds.run(a, {
          kind: 'create',
          name: 'Other',
          symbol: 'OTH',
          decimals: 0,
          initialSupply: 1n,
        });
        expect(
          await refusal(ds.preview(a.address, { kind: 'set-authority', mint, role: 'mint', newAuthority: address })),
        ).toBe(
          "This multisig is a classic SPL Token account and the token is a Token-2022 token: its program would never take the multisig's signatures.",
        );
        expect(await ds.getMultisig(address)).toEqual({
          address,
          program: 'spl-token',
          threshold: 2,
          signers: [a.address, b],
        });
      },
    },
  ],
  'create-nonce': [
    {
      it: 'a nonce account, its rent said first, its authority the wallet',
      async run(subject) {
        const { dataSource: ds } = subject;
        const a = await subject.wallet();
        expect((await ds.preview(a.address, { kind: 'create-nonce' })).rentLamports).toBe(await subject.rentFor(80));
        const { address } = await ds.run(a, { kind: 'create-nonce' });
        expect((await ds.getNonceAccounts(a.address)).map((each) => each.address)).toContain(address);
      },
    },
  ],
  propose: [
    {
      it: 'a proposal is previewed like the action, signed by the proposer only, and nothing moves until submitted; a nonce of another wallet is refused',
      async run(subject) {
        const { ds, a, b, mint, multisig, nonce } = await governed(subject);
        const action = { kind: 'propose', multisig, nonce, action: { kind: 'mint', mint, amount: 3n } } as const;
        expect((await ds.preview(a.address, action)).changes).toContainEqual({
          label: 'Supply',
          before: '10',
          after: '13',
        });
        const { link } = await ds.run(a, action);
        expect(link).toMatch(/^c=(localnet|demo)&g=/);
        expect(await supplyOf(ds, mint, a.address)).toBe(10n);
        expect(await refusal(ds.run(b, { ...action }))).toBe(
          `The nonce account ${nonce} is not yours: its authority is another wallet, so this wallet cannot advance it.`,
        );
        expect(
          await refusal(
            ds.preview(a.address, {
              ...action,
              action: { ...action.action, kind: 'mint' },
              multisig: await freshAddress(),
            }),
          ),
        ).toMatch(/There is no token multisig at/);
      },
    },
    {
      it: 'fees withheld by a token are withdrawn through its multisig, to the proposer',
      async run(subject) {
        const ds = subject.dataSource;
        const a = await subject.wallet();
        const b = await subject.wallet();
        const holder = await freshAddress();
        const { mint } = await ds.run(a, {
          kind: 'create',
          name: 'Fee Shared',
          symbol: 'FSH',
          decimals: 0,
          initialSupply: 10_000n,
          options: { transferFee: { basisPoints: 250, maximumFee: 1_000n } },
        });
        const { address: multisig } = await ds.run(a, {
          kind: 'create-multisig',
          signers: [a.address, b.address],
          threshold: 2,
          program: 'token-2022',
        });
        await ds.run(a, { kind: 'set-authority', mint, role: 'withdraw-fees', newAuthority: multisig });
        await ds.run(a, { kind: 'send', mint, recipient: holder, amount: 1_000n });
        const { address: nonce } = await ds.run(a, { kind: 'create-nonce' });
        const { link } = await ds.run(a, { kind: 'propose', multisig, nonce, action: { kind: 'withdraw-fees', mint } });
        const view = await ds.readProposal(link);
        // Issue 43: titled for what it does and whose account receives, never "Change the transfer fee".
        expect(view.title).toBe(
          `Withdraw the fees of FSH withheld in the mint to an account of ${shortenAddress(a.address)}`,
        );
        expect(view.preview?.changes).toContainEqual(expect.objectContaining({ before: '9,000', after: '9,025' }));
        const elsewhere = await ds.run(a, {
          kind: 'propose',
          multisig,
          nonce,
          action: { kind: 'withdraw-fees', mint, destination: holder },
        });
        expect((await ds.readProposal(elsewhere.link)).title).toBe(
          `Withdraw the fees of FSH withheld in the mint to an account of ${shortenAddress(holder)}`,
        );
        await ds.run(null, { kind: 'submit-proposal', link: (await ds.run(b, await signAction(ds, b, link))).link });
        expect((await ds.getTokens(a.address)).find((token) => token.mint === mint)?.balance).toBe(9_025n);
      },
    },
  ],
};
