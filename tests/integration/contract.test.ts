// One contract, two implementations: every test here runs against Demo and against the Solana data
// source on the local chain. Where Demo must differ, the test says so in its own line.
import {
  getBase64EncodedWireTransaction,
  getProgramDerivedAddress,
  getTransactionDecoder,
  getUtf8Encoder,
  type Address,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainAction } from '@/data-source/contract';
import { createDemoDataSource } from '@/data-source/demo/demo-data-source';
import { DEFAULT_LAMPORTS_PER_BYTE, EARLIER_LAMPORTS_PER_BYTE } from '@token-manager/localnet';
import { demoRent } from '@/data-source/demo/demo-chain';
import { ACTION_DESCRIPTORS } from '@/data-source/action-descriptors';
import type { TransactionRecord } from '@/entities/transaction/model';
import { isAppError } from '@/shared/lib/app-error';
import type {
  ActionStage,
  ChainActionKind,
  CreateTokenInput,
  CreateTokenOptions,
  DataSource,
  HandedTransaction,
  PlannedAction,
  WalletSigner,
} from '@/data-source/contract';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import { NATIVE_MINTS } from '@/entities/token/lib/native-mints';
import { encodeBase58 } from '@/shared/lib/base58';
import {
  chainCall,
  freshAddress,
  fundedWallet,
  keypairSigner,
  startTestChain,
  type TestChain,
} from '@test-support/chain/chain';
import type { Cases, Subject } from '@test-support/chain/contract-case';
import { multisigActions, multisigMembers } from './contract-multisig';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

const subjects: Record<'demo' | 'solana', () => Subject> = {
  // Demo differs in timing only: the spec's 2000 ms actions and 1500 ms loads, set to 0 here.
  demo: () => {
    const dataSource = createDemoDataSource(PRESET_CLUSTERS.demo, { actionMs: 0, loadMs: 0 });
    return {
      dataSource,
      clusterId: 'demo',
      wallet: async () => ({ address: await freshAddress() }),
      rentFor: async (bytes) => demoRent(bytes),
      madeBeforeRentFell: (make) => make(),
    };
  },
  solana: () => ({
    dataSource: chain.dataSource,
    clusterId: 'localnet',
    wallet: async () => keypairSigner(await fundedWallet(chain)),
    rentFor: async (bytes) =>
      BigInt((await chainCall(chain.rpcUrl, 'getMinimumBalanceForRentExemption', [bytes])) as number),
    async madeBeforeRentFell(make) {
      await chainCall(chain.rpcUrl, 'localnet_setRent', [EARLIER_LAMPORTS_PER_BYTE]);
      try {
        return await make();
      } finally {
        await chainCall(chain.rpcUrl, 'localnet_setRent', [DEFAULT_LAMPORTS_PER_BYTE]);
      }
    },
  }),
};

const holding = async (ds: DataSource, owner: string, mint: string) =>
  (await ds.getTokens(owner)).find((token) => token.mint === mint)?.balance ?? 0n;

async function vault(): Promise<string> {
  const seed = getUtf8Encoder().encode(`vault-${Math.random()}`);
  const [pda] = await getProgramDerivedAddress({
    programAddress: '11111111111111111111111111111111' as Address,
    seeds: [seed],
  });
  return pda;
}

/** The subject's data source, a wallet that can act, and a token it has just created. */
/** The words a preview of `action` is refused in; false when it is not refused in words. */
async function previewRefusal(ds: DataSource, owner: string, action: PlannedAction) {
  const error = await ds.preview(owner, action).catch((thrown: unknown) => thrown);
  return isAppError(error) && error.message;
}

async function withToken(subject: Subject, token: Omit<CreateTokenInput, 'decimals'> & { decimals?: number }) {
  const ds = subject.dataSource;
  const signer = await subject.wallet();
  const { mint } = await ds.run(signer, { kind: 'create', decimals: 0, ...token });
  return { ds, signer, mint };
}

/** 10,000 of a token with a 2.5% transfer fee (at most 1,000), all its creator's. */
const feeToken = (subject: Subject) =>
  withToken(subject, {
    name: 'Fee Coin',
    symbol: 'FEE',
    initialSupply: 10_000n,
    options: { transferFee: { basisPoints: 250, maximumFee: 1_000n } },
  });

/** A token of 100 whose creator is its permanent delegate, and a holder it sent `held` to. */
async function regulated(subject: Subject, held: bigint) {
  const made = await withToken(subject, {
    name: 'Regulated',
    symbol: 'REG',
    initialSupply: 100n,
    options: { permanentDelegate: true },
  });
  const holder = await subject.wallet();
  await made.ds.run(made.signer, { kind: 'send', mint: made.mint, recipient: holder.address, amount: held });
  return { ...made, holder };
}

/**
 * Every member of the DataSource has its cases: a member added to the contract does not compile until
 * it has one here. Each case runs on Demo and on the local chain.
 */
const members: { [M in keyof DataSource]: Cases } = {
  cluster: [
    {
      it: 'says which cluster it serves',
      async run(subject) {
        const { dataSource: ds } = subject;
        expect(ds.cluster.id).toBe(subject.clusterId);
      },
    },
  ],
  getSolBalance: [
    {
      it: 'a SOL balance is exact lamports: an action takes exactly the fee its preview said',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Fee',
          symbol: 'FEE',
          decimals: 0,
          initialSupply: 5n,
        });
        const holder = await freshAddress();
        await ds.run(signer, { kind: 'send', mint, recipient: holder, amount: 1n });
        // A send to a holder creates nothing: the wallet pays exactly the fee its preview said.
        const action = { kind: 'send', mint, recipient: holder, amount: 1n } as const;
        const { feeLamports, rentLamports } = await ds.preview(signer.address, action);
        expect(rentLamports).toBe(0n);
        const before = await ds.getSolBalance(signer.address);
        await ds.run(signer, action);
        expect(before - (await ds.getSolBalance(signer.address))).toBe(feeLamports);
      },
    },
  ],
  getTokens: [
    {
      it: 'a wallet’s tokens: one line per token, with its symbol, decimals and exact balance; a recipient holds what it was sent',
      async run(subject) {
        const holder = await freshAddress();
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Listed',
          symbol: 'LST',
          decimals: 6,
          initialSupply: 1_000_001n,
        });
        await ds.run(signer, { kind: 'send', mint, recipient: holder, amount: 1n });
        const mine = (await ds.getTokens(signer.address)).filter((t) => t.mint === mint);
        expect(mine).toHaveLength(1);
        expect(mine[0]).toMatchObject({ symbol: 'LST', decimals: 6, balance: 1_000_000n, program: 'token-2022' });
        expect((await ds.getTokens(holder)).find((t) => t.mint === mint)).toMatchObject({
          balance: 1n,
          canMint: false,
        });
      },
    },
  ],
  getTokenDetails: [
    {
      it: 'a mint in full for the token page: supply, balance, authorities, metadata; an address with no mint is said plainly',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Page Coin',
          symbol: 'PAGE',
          decimals: 4,
          initialSupply: 123_456_789n,
        });
        const details = await ds.getTokenDetails(mint, signer.address);
        expect(details).toMatchObject({
          mint,
          program: 'token-2022',
          name: 'Page Coin',
          symbol: 'PAGE',
          decimals: 4,
          supply: 123_456_789n,
          balance: 123_456_789n,
          mintAuthority: signer.address,
          freezeAuthority: null,
          metadata: { updateAuthority: signer.address },
        });
        // Someone else sees the same mint and holds none of it.
        expect(await ds.getTokenDetails(mint, await freshAddress())).toMatchObject({
          supply: 123_456_789n,
          balance: 0n,
        });
        const holders = await ds.getLargestHolders(mint);
        expect(holders?.[0]).toMatchObject({ owner: signer.address, amount: 123_456_789n });

        const nowhere = await freshAddress();
        const refused = await ds.getTokenDetails(nowhere, signer.address).catch((error: unknown) => error);
        expect(isAppError(refused, 'invalid')).toBe(true);
        expect((refused as Error).message).toMatch(/No token mint exists at/);
      },
    },
  ],
  getLargestHolders: [
    {
      it: 'the largest holders of a mint, largest first, with exact amounts',
      async run(subject) {
        const [small, large] = [await freshAddress(), await freshAddress()];
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Held',
          symbol: 'HLD',
          decimals: 0,
          initialSupply: 100n,
        });
        await ds.run(signer, { kind: 'send', mint, recipient: small, amount: 10n });
        await ds.run(signer, { kind: 'send', mint, recipient: large, amount: 60n });
        const holders = await ds.getLargestHolders(mint);
        expect(holders?.map((holder) => [holder.owner, holder.amount])).toEqual([
          [large, 60n],
          [signer.address, 30n],
          [small, 10n],
        ]);
      },
    },
  ],
  getHolderSnapshot: [
    {
      it: 'every holder at one slot, largest first, exact; the issuer, frozen accounts, small ones and listed addresses left out on request',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Snapshot Coin',
          symbol: 'SNAP',
          decimals: 2,
          initialSupply: 100_000n,
          options: { freezeAuthority: true },
        });
        const [big, small] = [await freshAddress(), await freshAddress()];
        await ds.run(signer, { kind: 'send', mint, recipient: big, amount: 10_000n });
        await ds.run(signer, { kind: 'send', mint, recipient: small, amount: 5n });
        const read: number[] = [];
        const all = await ds.getHolderSnapshot(mint, {}, (count) => read.push(count));
        expect(all.holders.map((each) => [each.owner, each.amount])).toEqual([
          [signer.address, 89_995n],
          [big, 10_000n],
          [small, 5n],
        ]);
        expect(all).toMatchObject({ mint, decimals: 2, supply: 100_000n, leftOut: 0 });
        expect(all.slot).toBeGreaterThan(0n);
        expect(read.at(-1)).toBeGreaterThanOrEqual(3);
        await ds.run(signer, { kind: 'freeze', mint, holder: small });
        const some = await ds.getHolderSnapshot(mint, { exclude: [signer.address], excludeFrozen: true });
        expect(some.holders.map((each) => each.owner)).toEqual([big]);
        expect(some.leftOut).toBe(2);
        expect((await ds.getHolderSnapshot(mint, { minimum: 10_000n })).holders.map((each) => each.owner)).toEqual([
          signer.address,
          big,
        ]);
        const bad = await ds
          .getHolderSnapshot(mint, { exclude: [big, 'pool-address'] })
          .catch((error: unknown) => error);
        expect(isAppError(bad, 'invalid') && bad.message).toBe('Exclusion 2 is not a Solana address: pool-address');
      },
    },
  ],
  getTransactions: [
    {
      it: 'history newest first, exact; a page ends where its cursor continues, nothing repeated',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Paged',
          symbol: 'PGD',
          decimals: 0,
          initialSupply: 10n,
        });
        for (const amount of [1n, 2n, 3n])
          await ds.run(signer, { kind: 'send', mint, recipient: await freshAddress(), amount });
        const all = (await ds.getTransactions(signer.address, null, 100)).items.filter((t) => t.mint === mint);
        // Newest first: the three sends, then the creation.
        expect(all.map((t) => [t.type, t.amount])).toEqual([
          ['send', 3n],
          ['send', 2n],
          ['send', 1n],
          ['create', 10n],
        ]);
        const first = await ds.getTransactions(signer.address, null, 2);
        expect(first.items).toHaveLength(2);
        expect(first.cursor).not.toBeNull();
        const second = await ds.getTransactions(signer.address, first.cursor, 2);
        const signatures = [...first.items, ...second.items].map((t) => t.signature);
        expect(new Set(signatures).size).toBe(signatures.length);
        expect(signatures.slice(0, 4)).toEqual(all.map((t) => t.signature).slice(0, 4));
      },
    },
  ],
  preview: [
    {
      it: 'a preview prices the action as it would be sent: base fee per signature, and the rent of a new account by the chain’s rule',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Priced',
          symbol: 'PRC',
          decimals: 0,
          initialSupply: 10n,
        });
        // A new recipient's account costs the rent of a Token-2022 account, by the chain's rule on both sides.
        const toNew = await ds.preview(signer.address, {
          kind: 'send',
          mint,
          recipient: await freshAddress(),
          amount: 1n,
        });
        expect(toNew).toMatchObject({ changes: [], transactions: 1, rentLamports: await subject.rentFor(170) });
        expect(toNew.feeLamports).toBe(toNew.networkFee.total);
        expect(toNew.networkFee.base).toBe(5_000n);
        const create = await ds.preview(signer.address, {
          kind: 'create',
          name: 'Next',
          symbol: 'NXT',
          decimals: 0,
          initialSupply: 1n,
        });
        // Two signatures (the wallet and the new mint), and rent for the mint and the creator's account.
        expect(create.networkFee.base).toBe(10_000n);
        expect(create.rentLamports).toBeGreaterThan(await subject.rentFor(170));
      },
    },
  ],
  run: [
    {
      it: 'the same error kinds: more than the balance, and minting without the authority, are refused before anything is sent',
      async run(subject) {
        const { dataSource: ds } = subject;
        const owner = await subject.wallet();
        const stranger = await subject.wallet();
        const { mint } = await ds.run(owner, {
          kind: 'create',
          name: 'Guarded',
          symbol: 'GRD',
          decimals: 0,
          initialSupply: 3n,
        });
        const tooMuch = await ds
          .run(owner, { kind: 'send', mint, recipient: await freshAddress(), amount: 4n })
          .catch((e: unknown) => e);
        expect(isAppError(tooMuch, 'simulation-failed')).toBe(true);
        await ds.run(owner, { kind: 'send', mint, recipient: stranger.address, amount: 1n });
        const notAuthority = await ds.run(stranger, { kind: 'mint', mint, amount: 1n }).catch((e: unknown) => e);
        expect(isAppError(notAuthority, 'simulation-failed')).toBe(true);
        expect((notAuthority as Error).message).toBe('This wallet is not the mint authority of this token.');
        expect(await holding(ds, owner.address, mint)).toBe(2n);
      },
    },
  ],
  runGroup: [
    {
      it: 'a group approved at once: each refused on its own before signing, every signature handed over before any is sent, each landing exactly',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Group',
          symbol: 'GRP',
          initialSupply: 100n,
        });
        const [first, second, third] = await Promise.all([freshAddress(), freshAddress(), freshAddress()]);
        const stages: ActionStage[] = [];
        let signedAt: string[] | null = null;
        const settled = await ds.runGroup(
          signer,
          [
            {
              kind: 'send-batch',
              mint,
              transfers: [
                { recipient: first, amount: 10n },
                { recipient: second, amount: 1n },
              ],
            },
            { kind: 'send-batch', mint, transfers: [{ recipient: third, amount: 1_000n }] },
            { kind: 'send-batch', mint, transfers: [{ recipient: third, amount: 5n }] },
          ],
          {
            onStage: (stage) => stages.push(stage),
            onSigned: (signatures) => {
              signedAt = [...signatures.keys()].map(String);
            },
          },
        );
        expect(signedAt).toEqual(['0', '2']);
        expect(stages.indexOf('signing')).toBeLessThan(stages.indexOf('sending'));
        expect(settled.map((each) => each.ok)).toEqual([true, false, true]);
        const refused = settled[1]!;
        expect(!refused.ok && (refused.error as Error).message).toBe('The batch moves more than this account holds.');
        expect(await holding(ds, first, mint)).toBe(10n);
        expect(await holding(ds, second, mint)).toBe(1n);
        expect(await holding(ds, third, mint)).toBe(5n);
        expect(await holding(ds, signer.address, mint)).toBe(84n);
      },
    },
  ],
  readLanded: [
    {
      it: 'transactions read back by signature: each transfer from and to whose wallet, of which mint, exact; the rent of new accounts; an unknown signature not found',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Receipt',
          symbol: 'RCP',
          initialSupply: 100n,
        });
        const [first, second, third] = await Promise.all([freshAddress(), freshAddress(), freshAddress()]);
        const settled = await ds.runGroup(signer, [
          {
            kind: 'send-batch',
            mint,
            transfers: [
              { recipient: first, amount: 10n },
              { recipient: second, amount: 1n },
            ],
          },
          { kind: 'send-batch', mint, transfers: [{ recipient: third, amount: 5n }] },
        ]);
        const signatures = settled.map((each) => (each.ok ? each.value.signature : ''));
        const unknown = encodeBase58(crypto.getRandomValues(new Uint8Array(64)));
        const progress: number[] = [];
        const [pair, single, missing] = await ds.readLanded([...signatures, unknown], (read) => progress.push(read));
        expect(pair).toMatchObject({
          signature: signatures[0],
          found: true,
          failed: null,
          rentLamports: 2n * (await subject.rentFor(170)),
          // From whose wallet too: a report is held to its sender.
          transfers: [
            { sender: signer.address, recipient: first, mint, amount: 10n },
            { sender: signer.address, recipient: second, mint, amount: 1n },
          ],
        });
        expect(pair!.feeLamports).toBeGreaterThanOrEqual(5_000n);
        expect(pair!.slot).not.toBeNull();
        expect(single!.transfers).toEqual([{ sender: signer.address, recipient: third, mint, amount: 5n }]);
        expect(missing).toMatchObject({ signature: unknown, found: false, slot: null, transfers: [] });
        expect(progress.at(-1)).toBe(3);
      },
    },
  ],
  packTransfers: [
    {
      it: 'transfers pack as densely as a transaction allows: nine creating accounts, nineteen into existing ones, fewer with a memo; as v1, ten creating (the instruction trace) and all twenty into existing ones',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Packed',
          symbol: 'PCK',
          initialSupply: 1_000n,
        });
        const recipients = await Promise.all(Array.from({ length: 20 }, () => freshAddress()));
        const sizes = async (memo?: string, version?: 1) =>
          (await ds.packTransfers(signer.address, { mint, recipients, ...(memo && { memo }), version })).map(
            (b) => b.length,
          );
        expect(await sizes()).toEqual([9, 9, 2]);
        expect(await sizes('Airdrop')).toEqual([8, 8, 4]);
        // A creation runs five of the trace's 60 entries (four kept for a wallet's guards), its transfer one, a memo one.
        expect(await sizes(undefined, 1)).toEqual([10, 10]);
        expect(await sizes('Airdrop', 1)).toEqual([8, 8, 4]);
        const packed = await ds.packTransfers(signer.address, { mint, recipients });
        expect(packed.flat()).toEqual(recipients.map((_, index) => index));
        await ds.runGroup(
          signer,
          packed.map((batch) => ({
            kind: 'send-batch' as const,
            mint,
            transfers: batch.map((index) => ({ recipient: recipients[index]!, amount: 1n })),
          })),
        );
        expect(await sizes()).toEqual([19, 1]);
        expect(await sizes('Airdrop')).toEqual([15, 5]);
        expect(await sizes(undefined, 1)).toEqual([20]);
        expect(await sizes('Airdrop', 1)).toEqual([20]);
      },
    },
  ],
  estimateSend: [
    {
      it: 'the estimate names the rent of a new account and a program-address recipient',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Estimate',
          symbol: 'EST',
          decimals: 0,
          initialSupply: 9n,
        });
        const fresh = await ds.estimateSend(signer.address, { mint, recipient: await freshAddress() });
        expect(fresh.feeLamports).toBeGreaterThan(0n);
        expect(fresh.rentLamports).toBeGreaterThan(0n);
        expect(fresh.recipientOffCurve).toBe(false);
        const toVault = await ds.estimateSend(signer.address, { mint, recipient: await vault() });
        expect(toVault.recipientOffCurve).toBe(true);
        // A recipient who already holds the token needs no new account.
        const holder = await freshAddress();
        await ds.run(signer, { kind: 'send', mint, recipient: holder, amount: 1n });
        expect((await ds.estimateSend(signer.address, { mint, recipient: holder })).rentLamports).toBe(0n);
      },
    },
  ],
  newAccountsAmong: [
    {
      it: 'names the recipients with no account yet, and the rent each new account costs',
      async run(subject) {
        const holder = await freshAddress();
        const stranger = await freshAddress();
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Among',
          symbol: 'AMG',
          decimals: 0,
          initialSupply: 10n,
        });
        await ds.run(signer, { kind: 'send', mint, recipient: holder, amount: 1n });
        expect(await ds.newAccountsAmong(mint, [holder, stranger])).toEqual({
          recipients: [stranger],
          rentLamports: await subject.rentFor(170),
          transferFee: null,
          memoRequired: [],
          refused: [],
          // No transfer hook: nothing else runs on the transfers.
          hook: null,
        });
      },
    },
    {
      it: 'refuses, each on its own row, what Send refuses: a mint and a token account are no wallet',
      async run(subject) {
        const holder = await freshAddress();
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Refused',
          symbol: 'RFS',
          decimals: 0,
          initialSupply: 10n,
        });
        await ds.run(signer, { kind: 'send', mint, recipient: holder, amount: 1n });
        const tokenAccount = (await ds.getTokens(holder)).find((token) => token.mint === mint)!.tokenAccount;
        const survey = await ds.newAccountsAmong(mint, [holder, mint, tokenAccount]);
        expect(survey.refused).toEqual([
          {
            recipient: mint,
            reason: 'This is the address of a token (a mint), not a wallet: tokens sent there would be lost',
          },
          {
            recipient: tokenAccount,
            reason: 'This is a token account, not a wallet: enter the address of the wallet that owns it',
          },
        ]);
      },
    },
  ],
  settleTransaction: [
    {
      it: 'a signed and landed transaction settles as confirmed',
      async run(subject) {
        const { dataSource: ds } = subject;
        const signer = await subject.wallet();
        let signed: { signature: string; lastValidBlockHeight: string } | undefined;
        const { mint } = await ds.run(signer, {
          kind: 'create',
          name: 'Settled',
          symbol: 'STL',
          decimals: 0,
          initialSupply: 2n,
        });
        const { signature } = await ds.run(
          signer,
          { kind: 'send', mint, recipient: await freshAddress(), amount: 1n },
          { onSigned: (each) => (signed = each) },
        );
        expect(signed?.signature).toBe(signature);
        expect(await ds.settleTransaction(signed!)).toBe('confirmed');
      },
    },
  ],
  settleHandedOver: [
    {
      it: 'a transaction handed to a wallet that sends by itself, its answer lost, is found on chain and settled as confirmed',
      async run(subject) {
        const ds = subject.dataSource;
        const signer = await subject.wallet();
        const { mint } = await ds.run(signer, {
          kind: 'create',
          name: 'Handed',
          symbol: 'HND',
          decimals: 0,
          initialSupply: 3n,
        });
        if (subject.clusterId === 'demo') {
          // Demo's wallets always sign: nothing is ever handed over, so nothing handed is found.
          const never = { message: '', slot: '0', lastValidBlockHeight: '0' };
          expect(await ds.settleHandedOver(signer.address, never)).toEqual({ outcome: 'expired', signature: null });
          return;
        }
        // It signs and sends, then the answer is lost (the page died, the wallet crashed): no signature comes back.
        const sendOnly: WalletSigner = {
          address: signer.address,
          async signAndSendTransaction(wire) {
            const signed = getTransactionDecoder().decode(await signer.signTransaction!(wire));
            await chainCall(chain.rpcUrl, 'sendTransaction', [
              getBase64EncodedWireTransaction(signed),
              { encoding: 'base64', skipPreflight: true },
            ]);
            throw new Error('The connection to the wallet was lost.');
          },
        };
        let handed: HandedTransaction | undefined;
        const recipient = await freshAddress();
        const { signature } = await ds.run(
          sendOnly,
          { kind: 'send', mint, recipient, amount: 1n },
          { onHandedOver: (each) => (handed = each) },
        );
        expect(await holding(ds, recipient, mint)).toBe(1n);
        expect(await ds.settleHandedOver(signer.address, handed!)).toEqual({ outcome: 'confirmed', signature });
      },
    },
  ],
  getEmptyAccounts: [
    {
      it: 'clean up: an emptied account is listed with the rent it returns, and closing it returns the rent',
      async run(subject) {
        const other = await freshAddress();
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Empty',
          symbol: 'EMT',
          decimals: 0,
          initialSupply: 10n,
        });
        await ds.run(signer, { kind: 'send', mint, recipient: other, amount: 10n });
        expect((await ds.getTokens(signer.address)).find((t) => t.mint === mint)?.emptyAccounts).toBe(1);
        const [empty, ...rest] = await ds.getEmptyAccounts(signer.address);
        expect(rest).toEqual([]);
        expect(empty).toMatchObject({ mint, symbol: 'EMT', blocked: null });
        expect(empty!.rentLamports).toBe(await subject.rentFor(170));
        await ds.run(signer, { kind: 'close', accounts: [empty!.account] });
        expect(await ds.getEmptyAccounts(signer.address)).toEqual([]);
        expect((await ds.getTokens(signer.address)).some((t) => t.mint === mint)).toBe(false);
      },
    },
  ],
  getExpiryWindow: [
    {
      it: 'how long a transaction built now lives: its blockhash’s blocks, and their time where the node has measured it',
      async run(subject) {
        const { blocks, seconds } = await subject.dataSource.getExpiryWindow();
        expect(blocks).toBe(150);
        // Demo plays today's mainnet (200 ms slots); the chain answers once it has a minute's sample (400 ms slots).
        if (subject.clusterId === 'demo') expect(seconds).toBe(30);
        else if (seconds !== null) expect(seconds).toBeGreaterThanOrEqual(60);
      },
    },
  ],
  getExcessRent: [
    {
      it: 'accounts made before rent fell are listed with what they hold above today’s minimum; withdrawn, nothing is left',
      async run(subject) {
        const ds = subject.dataSource;
        const signer = await subject.wallet();
        // Read once at today's rule (the data source keeps it): an account funded after the rule changed is
        // still funded at the rule of that moment.
        await ds.getExcessRent(signer.address);
        const { mint } = await subject.madeBeforeRentFell(() =>
          ds.run(signer, { kind: 'create', name: 'Old Rent', symbol: 'OLD', decimals: 0, initialSupply: 7n }),
        );
        const listed = await ds.getExcessRent(signer.address);
        expect(listed.length).toBeGreaterThan(0);
        for (const item of listed) expect(item.excessLamports).toBeGreaterThan(0n);
        // Where the cluster made them at the earlier rate (Solana), the new token's mint and account are among them.
        if (subject.clusterId === 'localnet') {
          expect(listed.map((item) => item.source).sort()).toEqual(['mint', 'token-account']);
          expect(listed.find((item) => item.source === 'mint')).toMatchObject({
            address: mint,
            label: 'Old Rent (OLD)',
          });
        }
        const own = listed.filter((item) => !item.blocked && !item.viaMultisig);
        const action = { kind: 'reclaim-rent', accounts: own.map((item) => item.address) } as const;
        const preview = await ds.preview(signer.address, action);
        const before = await ds.getSolBalance(signer.address);
        const { signature } = await ds.run(signer, action);
        const back = own.reduce((sum, item) => sum + item.excessLamports, 0n);
        expect((await ds.getSolBalance(signer.address)) - before).toBe(back - preview.feeLamports);
        expect(await ds.getExcessRent(signer.address)).toEqual([]);
        const line = (await ds.getTransactions(signer.address)).items.find((item) => item.signature === signature);
        expect(line).toMatchObject({ type: 'rent-withdrawal', amount: back, decimals: 9 });
      },
    },
  ],
  findPayment: [
    {
      it: 'a payment request is paid from a second wallet and found by its reference, from the payee’s side',
      async run(subject) {
        const { dataSource: ds } = subject;
        const payee = await subject.wallet();
        const payer = await subject.wallet();
        const reference = await freshAddress();
        const { mint } = await ds.run(payer, {
          kind: 'create',
          name: 'Pay Coin',
          symbol: 'PAY',
          decimals: 3,
          initialSupply: 10_000n,
        });
        expect(await ds.findPayment(reference, payee.address)).toBeNull();

        const { signature } = await ds.run(payer, {
          kind: 'send',
          mint,
          recipient: payee.address,
          amount: 1_250n,
          references: [reference],
        });
        expect(await ds.findPayment(reference, payee.address)).toEqual({
          signature,
          payer: payer.address,
          mint,
          amount: 1_250n,
          status: 'confirmed',
        });
        // The same payment seen by anyone else moved nothing to them.
        expect(await ds.findPayment(reference, await freshAddress())).toMatchObject({ signature, amount: null });
        expect(await holding(ds, payee.address, mint)).toBe(1_250n);
      },
    },
    {
      it: 'a transaction naming the reference first (dust of the same token) does not hide the payment asked for',
      async run(subject) {
        const { dataSource: ds } = subject;
        const payee = await subject.wallet();
        const payer = await subject.wallet();
        const spammer = await subject.wallet();
        const reference = await freshAddress();
        const { mint } = await ds.run(payer, {
          kind: 'create',
          name: 'Pay Coin',
          symbol: 'PAY',
          decimals: 0,
          initialSupply: 100n,
        });
        await ds.run(payer, { kind: 'send', mint, recipient: spammer.address, amount: 5n });
        // The spammer saw the request's link: 1 unit, naming the reference, lands first.
        const { signature: dust } = await ds.run(spammer, {
          kind: 'send',
          mint,
          recipient: payee.address,
          amount: 1n,
          references: [reference],
        });
        const asked = { mint, amount: 40n };
        expect(await ds.findPayment(reference, payee.address, asked)).toMatchObject({ signature: dust, amount: 1n });
        const { signature } = await ds.run(payer, {
          kind: 'send',
          mint,
          recipient: payee.address,
          amount: 40n,
          references: [reference],
        });
        expect(await ds.findPayment(reference, payee.address, asked)).toEqual({
          signature,
          payer: payer.address,
          mint,
          amount: 40n,
          status: 'confirmed',
        });
      },
    },
  ],
  inspectAddress: [
    {
      it: 'tells a wallet, a mint and a token account apart (the forms refuse the last two as recipients)',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Inspect',
          symbol: 'INS',
          decimals: 0,
          initialSupply: 1n,
        });
        const held = (await ds.getTokens(signer.address)).find((t) => t.mint === mint)!;
        expect(await ds.inspectAddress(signer.address)).toBe('wallet');
        expect(await ds.inspectAddress(await freshAddress())).toBe('wallet');
        expect(await ds.inspectAddress(mint)).toBe('mint');
        expect(await ds.inspectAddress(held.tokenAccount)).toBe('token-account');
      },
    },
  ],
  recipientIssue: [
    {
      it: 'one check for every way of paying: a wallet (even one holding nothing) passes; a mint, a token account, a multisig, a nonce account are named and refused inside Send, Bulk send and Mint too',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Recipient',
          symbol: 'RCP',
          decimals: 0,
          initialSupply: 10n,
        });
        const held = (await ds.getTokens(signer.address)).find((t) => t.mint === mint)!;
        const other = await subject.wallet();
        const { address: multisig } = await ds.run(signer, {
          kind: 'create-multisig',
          signers: [signer.address, other.address],
          threshold: 1,
          program: 'token-2022',
        });
        const { address: nonce } = await ds.run(signer, { kind: 'create-nonce' });
        expect(await ds.recipientIssue(await freshAddress())).toBeNull();
        expect(await ds.recipientIssue(other.address)).toBeNull();
        expect(await ds.recipientIssue(mint)).toMatch(/^This is the address of a token \(a mint\), not a wallet/);
        expect(await ds.recipientIssue(held.tokenAccount)).toMatch(/^This is a token account, not a wallet/);
        expect(await ds.recipientIssue(multisig)).toMatch(/^This is a token multisig, not a wallet/);
        const nonceIssue = await ds.recipientIssue(nonce);
        expect(nonceIssue).toMatch(/^This is a nonce account, not a wallet/);
        // Run again inside each action, whatever the form said: nothing moves.
        for (const action of [
          { kind: 'send', mint, recipient: nonce, amount: 1n },
          {
            kind: 'send-batch',
            mint,
            transfers: [
              { recipient: other.address, amount: 1n },
              { recipient: nonce, amount: 1n },
            ],
          },
          { kind: 'mint', mint, amount: 1n, destination: nonce },
        ] satisfies ChainAction[]) {
          const refused = await ds.run(signer, action).catch((error: unknown) => error);
          expect(isAppError(refused, 'invalid') && refused.message, action.kind).toContain(`${nonceIssue}.`);
        }
        expect((await ds.getTokens(signer.address)).find((t) => t.mint === mint)?.balance).toBe(10n);
        expect((await ds.getTokenDetails(mint, signer.address)).supply).toBe(10n);
      },
    },
  ],
  pendingTransfers: [
    {
      it: 'a send stopped right after signing is pending until resumed; resumed, it lands once',
      async run(subject) {
        const recipient = await freshAddress();
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Pending',
          symbol: 'PND',
          decimals: 0,
          initialSupply: 5n,
        });
        expect(ds.pendingTransfers(signer.address)).toEqual([]);
        // The wait is stopped the moment the transaction is signed: it is sent, and its outcome is not known.
        const controller = new AbortController();
        const stopped = await ds
          .run(
            signer,
            { kind: 'send', mint, recipient, amount: 2n },
            { signal: controller.signal, onSigned: () => controller.abort() },
          )
          .catch((error: unknown) => error);
        expect(isAppError(stopped, 'aborted')).toBe(true);
        const [pending, ...more] = ds.pendingTransfers(signer.address);
        expect(more).toEqual([]);
        expect(pending).toMatchObject({ action: 'send', transfer: { mint, recipient, amount: '2' } });

        const outcomes = await ds.resumePending(signer.address);
        expect(outcomes).toEqual([expect.objectContaining({ signature: pending!.signature, outcome: 'confirmed' })]);
        expect(ds.pendingTransfers(signer.address)).toEqual([]);
        expect(await holding(ds, recipient, mint)).toBe(2n);
      },
    },
  ],
  resumePending: [
    {
      it: 'with nothing pending, resuming reports nothing',
      async run(subject) {
        const { dataSource: ds } = subject;
        const signer = await subject.wallet();
        expect(await ds.resumePending(signer.address)).toEqual([]);
      },
    },
  ],
  ...multisigMembers,
};

/** And every kind of action that `run` and `preview` take: a new kind does not compile without its case. */
const actions: { [K in ChainActionKind]: Cases } = {
  create: [
    {
      it: 'create reports every stage in order, and the creator holds the supply and may mint',
      async run(subject) {
        const { dataSource: ds } = subject;
        const signer = await subject.wallet();
        const stages: ActionStage[] = [];
        const { mint } = await ds.run(
          signer,
          { kind: 'create', name: 'Contract Coin', symbol: 'CTR', decimals: 2, initialSupply: 1_000n },
          { onStage: (stage) => stages.push(stage) },
        );
        expect(stages).toEqual(['building', 'simulating', 'signing', 'sending', 'confirming']);
        const token = (await ds.getTokens(signer.address)).find((t) => t.mint === mint);
        expect(token).toMatchObject({ symbol: 'CTR', decimals: 2, balance: 1_000n, canMint: true });
      },
    },
    {
      it: 'a token made with the CPI guard on the creator’s own account: guarded from the start, the supply still its own, and the guard can be turned off',
      async run(subject) {
        const { dataSource: ds } = subject;
        const signer = await subject.wallet();
        const input = { kind: 'create', name: 'Guarded', symbol: 'GRDD', decimals: 0, initialSupply: 10n } as const;
        const { mint } = await ds.run(signer, { ...input, options: { cpiGuard: true } });
        const token = (await ds.getTokens(signer.address)).find((t) => t.mint === mint);
        expect(token).toMatchObject({ balance: 10n, cpiGuard: true });
        expect(await previewRefusal(ds, signer.address, { kind: 'cpi-guard', mint, enabled: true })).toBe(
          'The CPI guard is already on.',
        );
        await ds.run(signer, { kind: 'cpi-guard', mint, enabled: false });
        expect((await ds.getTokens(signer.address)).find((t) => t.mint === mint)?.cpiGuard).toBeFalsy();
      },
    },
  ],
  mint: [
    {
      it: 'mint to another wallet credits that wallet, not the minter',
      async run(subject) {
        const other = await freshAddress();
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Mintable',
          symbol: 'MNT',
          decimals: 0,
          initialSupply: 5n,
        });
        await ds.run(signer, { kind: 'mint', mint, amount: 7n, destination: other });
        expect(await holding(ds, other, mint)).toBe(7n);
        expect(await holding(ds, signer.address, mint)).toBe(5n);
      },
    },
  ],
  send: [
    {
      it: 'a send credits the recipient and debits the sender exactly once',
      async run(subject) {
        const recipient = await freshAddress();
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Sendable',
          symbol: 'SND',
          decimals: 3,
          initialSupply: 10_000n,
        });
        await ds.run(signer, { kind: 'send', mint, recipient, amount: 1_234n });
        expect(await holding(ds, recipient, mint)).toBe(1_234n);
        expect(await holding(ds, signer.address, mint)).toBe(10_000n - 1_234n);
        const sent = (await ds.getTransactions(signer.address)).items.filter(
          (t) => t.type === 'send' && t.mint === mint,
        );
        expect(sent).toHaveLength(1);
        expect(sent[0]).toMatchObject({ amount: 1_234n, decimals: 3, to: recipient });
      },
    },
  ],
  'send-batch': [
    {
      it: 'a batch pays each recipient exactly, in one transaction with one line of history; more than the balance is refused',
      async run(subject) {
        const [a, b] = [await freshAddress(), await freshAddress()];
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Batch',
          symbol: 'BAT',
          decimals: 2,
          initialSupply: 1_000n,
        });
        const { signature } = await ds.run(signer, {
          kind: 'send-batch',
          mint,
          transfers: [
            { recipient: a, amount: 125n },
            { recipient: b, amount: 250n },
          ],
        });
        expect([await holding(ds, a, mint), await holding(ds, b, mint)]).toEqual([125n, 250n]);
        expect(await holding(ds, signer.address, mint)).toBe(625n);
        // One transaction: one line in the sender's history, the total.
        const sent = (await ds.getTransactions(signer.address)).items.filter((t) => t.signature === signature);
        expect(sent).toEqual([expect.objectContaining({ type: 'send', amount: 375n })]);
        const tooMuch = await ds
          .run(signer, { kind: 'send-batch', mint, transfers: [{ recipient: a, amount: 626n }] })
          .catch((error: unknown) => error);
        expect(isAppError(tooMuch, 'simulation-failed') && tooMuch.message).toBe(
          'The batch moves more than this account holds.',
        );
      },
    },
  ],
  close: [
    {
      it: 'an account that still holds tokens is refused, and nothing changes',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Kept',
          symbol: 'KPT',
          decimals: 0,
          initialSupply: 3n,
        });
        const held = (await ds.getTokens(signer.address)).find((t) => t.mint === mint)!;
        const refused = await ds
          .run(signer, { kind: 'close', accounts: [held.tokenAccount] })
          .catch((error: unknown) => error);
        expect(isAppError(refused, 'invalid') && refused.message).toMatch(/is not empty any more: it was left open\.$/);
        expect(await holding(ds, signer.address, mint)).toBe(3n);
      },
    },
  ],
  'reclaim-rent': [
    {
      it: 'an account holding no more than today’s minimum, or another wallet’s, is refused in words, and nothing moves',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'New Rent',
          symbol: 'NEW',
          decimals: 0,
          initialSupply: 3n,
        });
        const held = (await ds.getTokens(signer.address)).find((t) => t.mint === mint)!;
        expect(
          await previewRefusal(ds, signer.address, { kind: 'reclaim-rent', accounts: [held.tokenAccount] }),
        ).toMatch(/holds no more than the cluster asks today: nothing to reclaim\.$/);
        const stranger = await subject.wallet();
        expect(
          await previewRefusal(ds, stranger.address, { kind: 'reclaim-rent', accounts: [held.tokenAccount] }),
        ).toMatch(/is not this wallet’s, nor one it holds the authority of: its rent is not yours to reclaim\.$/);
        expect(await previewRefusal(ds, signer.address, { kind: 'reclaim-rent', accounts: [] })).toBe(
          'Choose at least one account to reclaim rent from.',
        );
      },
    },
  ],
  'update-metadata': [
    {
      it: 'the metadata becomes what is asked: name, symbol, URI, and the additional fields, a field not listed removed',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Named',
          symbol: 'NMD',
          decimals: 0,
          initialSupply: 1n,
          options: { additional: [['site', 'a']] },
        });
        const update = {
          kind: 'update-metadata' as const,
          mint,
          name: 'Renamed',
          symbol: 'RNM',
          uri: 'https://example.com/r.json',
          additional: [['team', 'b']] as [string, string][],
        };
        await ds.preview(signer.address, update);
        await ds.run(signer, update);
        const details = await ds.getTokenDetails(mint, signer.address);
        expect(details).toMatchObject({
          name: 'Renamed',
          symbol: 'RNM',
          metadata: { uri: 'https://example.com/r.json' },
        });
        // A field not listed is removed.
        expect(details.metadata?.additional).toEqual([['team', 'b']]);
      },
    },
  ],
  'set-authority': [
    {
      it: 'an authority handed over is the new holder’s; the old one can no longer use it',
      async run(subject) {
        const next = await freshAddress();
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Handed',
          symbol: 'HND',
          decimals: 0,
          initialSupply: 1n,
        });
        const hand = { kind: 'set-authority', mint, role: 'metadata', newAuthority: next } as const;
        expect((await ds.preview(signer.address, hand)).changes).toEqual([
          { label: 'Metadata update authority', before: `You (${signer.address})`, after: next },
        ]);
        await ds.run(signer, hand);
        expect((await ds.getTokenDetails(mint, signer.address)).metadata?.updateAuthority).toBe(next);
        const again = await ds.preview(signer.address, hand).catch((error: unknown) => error);
        expect(isAppError(again)).toBe(true);
      },
    },
  ],
  burn: [
    {
      it: 'permissioned burn: its burn authority burns (Supply 100 -> 95, said in the history as a burn); a holder who is not it is refused in words before anything is signed, and burns freely once it is revoked',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Guarded Burn',
          symbol: 'GBN',
          initialSupply: 100n,
          options: { permissionedBurn: true },
        });
        const extension = (await ds.getTokenDetails(mint, signer.address)).extensions.find(
          (each) => each.name === 'PermissionedBurn',
        );
        expect(extension?.params).toEqual([{ name: 'authority', value: signer.address, address: true }]);
        const holder = await subject.wallet();
        await ds.run(signer, { kind: 'send', mint, recipient: holder.address, amount: 10n });
        const burn = { kind: 'burn', mint, amount: 5n } as const;
        expect(await previewRefusal(ds, holder.address, burn)).toBe(
          `Every burn of this token also needs the signature of its permissioned burn authority, ${signer.address}: this wallet is not it.`,
        );
        expect((await ds.preview(signer.address, burn)).changes).toEqual(
          expect.arrayContaining([{ label: 'Supply', before: '100', after: '95' }]),
        );
        const { signature } = await ds.run(signer, burn);
        expect(await holding(ds, signer.address, mint)).toBe(85n);
        expect(await holding(ds, holder.address, mint)).toBe(10n);
        const history = (await ds.getTransactions(signer.address)).items;
        expect(history.find((t) => t.signature === signature)).toMatchObject({ type: 'burn', amount: 5n, mint });
        // Revoked, the authority no longer stands in the way: the holder burns with the standard burn.
        const revoke = { kind: 'set-authority', mint, role: 'permissioned-burn', newAuthority: null } as const;
        expect((await ds.preview(signer.address, revoke)).changes).toEqual([
          { label: 'Permissioned burn authority', before: `You (${signer.address})`, after: 'Revoked' },
        ]);
        await ds.run(signer, revoke);
        await ds.run(holder, { ...burn, amount: 2n });
        expect(await holding(ds, holder.address, mint)).toBe(8n);
      },
    },
    {
      it: 'token actions: the preview says what changes, the action makes that change, and what is not held is refused',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Life',
          symbol: 'LIF',
          decimals: 1,
          initialSupply: 1_000n,
        });

        const rename = {
          kind: 'update-metadata' as const,
          mint,
          name: 'Lifer',
          symbol: 'LIF',
          uri: '',
          additional: [],
        };
        expect((await ds.preview(signer.address, rename)).changes).toEqual([
          { label: 'Name', before: 'Life', after: 'Lifer' },
        ]);
        await ds.run(signer, rename);
        expect((await ds.getTokenDetails(mint, signer.address)).name).toBe('Lifer');

        const burn = { kind: 'burn' as const, mint, amount: 250n };
        expect((await ds.preview(signer.address, burn)).changes).toEqual([
          { label: 'Supply', before: '100', after: '75' },
          { label: 'Your account: Balance', before: '100', after: '75' },
        ]);
        await ds.run(signer, burn);
        expect(await ds.getTokenDetails(mint, signer.address)).toMatchObject({ supply: 750n, balance: 750n });
        const tooMuch = await ds.preview(signer.address, { ...burn, amount: 751n }).catch((error: unknown) => error);
        expect(isAppError(tooMuch, 'invalid') && tooMuch.message).toBe(
          'You can burn at most 75: that is what your account holds.',
        );

        await ds.run(signer, { kind: 'set-authority', mint, role: 'mint', newAuthority: null });
        const details = await ds.getTokenDetails(mint, signer.address);
        expect(details.mintAuthority).toBeNull();
        expect((await ds.getTokens(signer.address)).find((t) => t.mint === mint)?.canMint).toBe(false);

        // A token created here has no freeze authority: freezing is refused in words, before any wallet is asked.
        const freeze = await ds
          .preview(signer.address, { kind: 'freeze', mint, holder: signer.address })
          .catch((error: unknown) => error);
        expect(isAppError(freeze, 'simulation-failed') && freeze.message).toBe(
          'No one holds the freeze authority of this token: it was revoked, or never set.',
        );
      },
    },
  ],
  freeze: [
    {
      it: 'created with options, a token freezes and thaws a holder, changes its fee, and withdraws only what is withheld',
      async run(subject) {
        const holder = await freshAddress();
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Options',
          symbol: 'OPT',
          decimals: 0,
          initialSupply: 100n,
          options: {
            freezeAuthority: true,
            transferFee: { basisPoints: 0, maximumFee: 0n },
            uri: 'https://example.com/o.json',
          },
        });
        const details = await ds.getTokenDetails(mint, signer.address);
        expect(details.freezeAuthority).toBe(signer.address);
        expect(details.metadata?.uri).toBe('https://example.com/o.json');
        expect(details.extensions.map((extension) => extension.name)).toContain('TransferFeeConfig');

        await ds.run(signer, { kind: 'send', mint, recipient: holder, amount: 10n });
        for (const [kind, after] of [
          ['freeze', 'Frozen'],
          ['thaw', 'Active'],
        ] as const) {
          const { changes } = await ds.preview(signer.address, { kind, mint, holder });
          expect(changes).toEqual([
            { label: "The holder's account: State", before: after === 'Frozen' ? 'Active' : 'Frozen', after },
          ]);
          await ds.run(signer, { kind, mint, holder });
        }

        await ds.run(signer, { kind: 'set-transfer-fee', mint, basisPoints: 50, maximumFee: 5n });
        const fee = (await ds.getTokenDetails(mint, signer.address)).extensions.find(
          (e) => e.name === 'TransferFeeConfig',
        );
        expect(fee?.params).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ name: 'newerTransferFee.transferFeeBasisPoints', value: '50' }),
            expect.objectContaining({ name: 'newerTransferFee.maximumFee', value: '5' }),
          ]),
        );
        const withdraw = await ds
          .preview(signer.address, { kind: 'withdraw-fees', mint })
          .catch((error: unknown) => error);
        expect(isAppError(withdraw, 'invalid') && withdraw.message).toBe(
          'No fees are withheld: there is nothing to withdraw.',
        );
      },
    },
  ],
  thaw: [
    {
      it: 'thawing an account that is not frozen is refused in words',
      async run(subject) {
        const holder = await freshAddress();
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Thawed',
          symbol: 'THW',
          decimals: 0,
          initialSupply: 5n,
          options: { freezeAuthority: true },
        });
        await ds.run(signer, { kind: 'send', mint, recipient: holder, amount: 1n });
        const refused = await ds
          .preview(signer.address, { kind: 'thaw', mint, holder })
          .catch((error: unknown) => error);
        expect(isAppError(refused, 'invalid') && refused.message).toBe('That account is not frozen.');
      },
    },
  ],
  'set-transfer-fee': [
    {
      it: 'a fee change is set in the mint as asked; a token without a transfer fee refuses it in words',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Fee Set',
          symbol: 'FST',
          decimals: 0,
          initialSupply: 1n,
          options: { transferFee: { basisPoints: 10, maximumFee: 1n } },
        });
        await ds.run(signer, { kind: 'set-transfer-fee', mint, basisPoints: 75, maximumFee: 9n });
        const params = (await ds.getTokenDetails(mint, signer.address)).extensions.find(
          (e) => e.name === 'TransferFeeConfig',
        )?.params;
        expect(params).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ name: 'newerTransferFee.transferFeeBasisPoints', value: '75' }),
            expect.objectContaining({ name: 'newerTransferFee.maximumFee', value: '9' }),
          ]),
        );
        const plain = await ds.run(signer, {
          kind: 'create',
          name: 'No Fee',
          symbol: 'NOF',
          decimals: 0,
          initialSupply: 1n,
        });
        const refused = await ds
          .preview(signer.address, { kind: 'set-transfer-fee', mint: plain.mint, basisPoints: 1, maximumFee: 1n })
          .catch((error: unknown) => error);
        expect(isAppError(refused, 'invalid') && refused.message).toBe('This token has no transfer fee.');
      },
    },
  ],
  pause: [
    {
      it: 'the pause authority pauses a pausable token: previewed, then no transfer goes, and it is in the history; a second pause is refused',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Pause Coin',
          symbol: 'PAU',
          initialSupply: 100n,
          options: { pausable: { authority: (await subject.wallet()).address } },
        });
        // Created with another wallet as its pause authority: this one may not pause it.
        const refused = await ds.preview(signer.address, { kind: 'pause', mint }).catch((error: unknown) => error);
        expect(isAppError(refused) && refused.message).toBe('This wallet is not the pause authority of this token.');

        const own = await ds.run(signer, {
          kind: 'create',
          name: 'Pause Coin',
          symbol: 'PAU',
          decimals: 0,
          initialSupply: 100n,
          options: { pausable: { authority: signer.address } },
        });
        const issuer = { signer, mint: own.mint };
        const pause = { kind: 'pause', mint: issuer.mint } as const;
        expect((await ds.preview(issuer.signer.address, pause)).changes).toEqual([
          { label: 'Transfers', before: 'Allowed', after: 'Paused' },
        ]);
        const { signature } = await ds.run(issuer.signer, pause);
        const held = (await ds.getTokens(issuer.signer.address)).find((t) => t.mint === issuer.mint);
        expect(held?.paused).toBe(true);
        const stopped = await ds
          .run(issuer.signer, { kind: 'send', mint: issuer.mint, recipient: await freshAddress(), amount: 1n })
          .catch((error: unknown) => error);
        expect(isAppError(stopped) && stopped.message).toMatch(/paused by its issuer/);
        const again = await ds.preview(issuer.signer.address, pause).catch((error: unknown) => error);
        expect(isAppError(again) && again.message).toBe('This token is already paused.');
        const history = (await ds.getTransactions(issuer.signer.address)).items;
        expect(history.find((t) => t.signature === signature)).toMatchObject({ type: 'pause', mint: issuer.mint });
      },
    },
  ],
  resume: [
    {
      it: 'a paused token resumed by its pause authority moves again',
      async run(subject) {
        const ds = subject.dataSource;
        const signer = await subject.wallet();
        const { mint } = await ds.run(signer, {
          kind: 'create',
          name: 'Resume Coin',
          symbol: 'RES',
          decimals: 0,
          initialSupply: 10n,
          options: { pausable: { authority: signer.address } },
        });
        const refused = await ds.preview(signer.address, { kind: 'resume', mint }).catch((error: unknown) => error);
        expect(isAppError(refused) && refused.message).toBe('This token is not paused.');
        await ds.run(signer, { kind: 'pause', mint });
        const resume = { kind: 'resume', mint } as const;
        expect((await ds.preview(signer.address, resume)).changes).toEqual([
          { label: 'Transfers', before: 'Paused', after: 'Allowed' },
        ]);
        await ds.run(signer, resume);
        const recipient = await freshAddress();
        await ds.run(signer, { kind: 'send', mint, recipient, amount: 3n });
        expect(await holding(ds, recipient, mint)).toBe(3n);
      },
    },
  ],
  'update-interest-rate': [
    {
      it: 'the rate authority changes the interest rate (before -> after, in force from now), then revokes itself; a bad rate, a token without interest, another wallet and a revoked authority are refused',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Interest Coin',
          symbol: 'INT',
          initialSupply: 100n,
          options: { interestRate: 500 },
        });
        const refusal = (owner: string, action: PlannedAction) => previewRefusal(ds, owner, action);
        for (const rate of [40_000, -32_768, 1.5]) {
          expect(await refusal(signer.address, { kind: 'update-interest-rate', mint, rate })).toBe(
            'The rate must be a whole number of basis points from -32,767 to 32,767.',
          );
        }
        const change = { kind: 'update-interest-rate', mint, rate: -250 } as const;
        expect((await ds.preview(signer.address, change)).changes).toContainEqual({
          label: 'Interest rate',
          before: '500 basis points a year',
          after: '-250 basis points a year',
        });
        const stranger = await subject.wallet();
        expect(await refusal(stranger.address, change)).toBe('This wallet is not the rate authority of this token.');
        const { signature } = await ds.run(signer, change);
        const after = (await ds.getTokens(signer.address)).find((t) => t.mint === mint)!;
        expect(after.scale).toMatchObject({ kind: 'interest', rate: -250 });
        const history = (await ds.getTransactions(signer.address)).items;
        expect(history.find((t) => t.signature === signature)).toMatchObject({
          type: 'interest-rate',
          mint,
          from: signer.address,
          token: 'INT',
        });
        const plain = await ds.run(signer, {
          kind: 'create',
          name: 'Plain',
          symbol: 'PLN',
          decimals: 0,
          initialSupply: 1n,
        });
        expect(await refusal(signer.address, { ...change, mint: plain.mint })).toBe(
          'This token earns no interest: it was created without the Interest-bearing extension.',
        );
        // Revoked for good, the rate can never change again.
        await ds.run(signer, { kind: 'set-authority', mint, role: 'interest-rate', newAuthority: null });
        expect(await refusal(signer.address, { ...change, rate: 100 })).toBe(
          'No one holds the rate authority of this token: it was revoked, or never set.',
        );
      },
    },
  ],
  'update-default-state': [
    {
      it: 'the freeze authority makes new accounts start usable (New accounts: Start frozen -> Start usable); the same state, another wallet and a token without the extension are refused',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Allow List',
          symbol: 'ALW',
          initialSupply: 100n,
          options: { defaultFrozen: true, freezeAuthority: true },
        });
        const usable = { kind: 'update-default-state', mint, frozen: false } as const;
        expect(await previewRefusal(ds, signer.address, { ...usable, frozen: true })).toBe(
          'New accounts already start frozen.',
        );
        const stranger = await subject.wallet();
        expect(await previewRefusal(ds, stranger.address, usable)).toBe(
          'This wallet is not the freeze authority of this token.',
        );
        expect((await ds.preview(signer.address, usable)).changes).toEqual([
          { label: 'New accounts', before: 'Start frozen', after: 'Start usable' },
        ]);
        const { signature } = await ds.run(signer, usable);
        expect(await previewRefusal(ds, signer.address, usable)).toBe('New accounts already start usable.');
        const history = (await ds.getTransactions(signer.address)).items;
        expect(history.find((t) => t.signature === signature)).toMatchObject({
          type: 'default-state',
          mint,
          from: signer.address,
        });
        const plain = await ds.run(signer, {
          kind: 'create',
          name: 'Plain',
          symbol: 'PLN',
          decimals: 0,
          initialSupply: 1n,
        });
        expect(await previewRefusal(ds, signer.address, { ...usable, mint: plain.mint })).toBe(
          'This token has no default account state: it was created without the Default account state extension.',
        );
      },
    },
  ],
  'update-transfer-hook': [
    {
      it: 'a token created with the hook extension and no program: its authority sets one (Transfer hook program: None -> Memo), its sends are then refused in words, and it is removed again; a wallet, a mint, a token program, the same program, another wallet and a token without the extension are refused',
      async run(subject) {
        const MEMO = 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo';
        const ds = subject.dataSource;
        const creator = await subject.wallet();
        const hooked = (program: string | null) =>
          ({
            kind: 'create',
            name: 'Hooked',
            symbol: 'HKD',
            decimals: 0,
            initialSupply: 100n,
            options: { transferHook: { program } },
          }) as const;
        const wallet = await freshAddress();
        expect(await previewRefusal(ds, creator.address, hooked(wallet))).toBe(
          'No program is deployed at this address: a transfer hook must be an executable program.',
        );
        expect(await previewRefusal(ds, creator.address, hooked('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'))).toBe(
          'A token program cannot be its own transfer hook: name another program.',
        );
        const { mint } = await ds.run(creator, hooked(null));
        const extension = (await ds.getTokenDetails(mint, creator.address)).extensions.find(
          (each) => each.name === 'TransferHook',
        );
        expect(extension?.params).toEqual([
          { name: 'authority', value: creator.address, address: true },
          { name: 'programId', value: 'None' },
        ]);
        const set = { kind: 'update-transfer-hook', mint, program: MEMO } as const;
        expect(await previewRefusal(ds, creator.address, { ...set, program: wallet })).toBe(
          'No program is deployed at this address: a transfer hook must be an executable program.',
        );
        expect(await previewRefusal(ds, creator.address, { ...set, program: mint })).toBe(
          'This is a token (a mint), not an executable program: a transfer hook must be one.',
        );
        expect(await previewRefusal(ds, creator.address, { ...set, program: null })).toBe(
          'This token has no transfer hook program to remove.',
        );
        const stranger = await subject.wallet();
        expect(await previewRefusal(ds, stranger.address, set)).toBe(
          'This wallet is not the transfer hook authority of this token.',
        );
        expect((await ds.preview(creator.address, set)).changes).toEqual([
          { label: 'Transfer hook program', before: 'None', after: MEMO },
        ]);
        const { signature } = await ds.run(creator, set);
        expect((await ds.getTokens(creator.address)).find((t) => t.mint === mint)?.transferHook).toBe(MEMO);
        expect(await previewRefusal(ds, creator.address, set)).toBe(`The transfer hook program already is ${MEMO}.`);
        // Issue 43: Send's estimate and a bulk send's survey name the hook the transfer runs, before anything is signed.
        const { hook } = await ds.estimateSend(creator.address, { mint, recipient: stranger.address });
        expect(hook).toMatchObject({ program: MEMO, accounts: null });
        expect((await ds.newAccountsAmong(mint, [stranger.address], creator.address)).hook).toMatchObject({
          program: MEMO,
          accounts: null,
        });
        await expect(ds.run(creator, { kind: 'send', mint, recipient: stranger.address, amount: 1n })).rejects.toThrow(
          `The accounts this token's transfer hook program ${MEMO} needs could not be worked out`,
        );
        const history = (await ds.getTransactions(creator.address)).items;
        expect(history.find((t) => t.signature === signature)).toMatchObject({
          type: 'transfer-hook',
          mint,
          from: creator.address,
        });
        const remove = { ...set, program: null };
        expect((await ds.preview(creator.address, remove)).changes).toEqual([
          { label: 'Transfer hook program', before: MEMO, after: 'None' },
        ]);
        await ds.run(creator, remove);
        expect((await ds.getTokens(creator.address)).find((t) => t.mint === mint)?.transferHook).toBeUndefined();
        await ds.run(creator, { kind: 'set-authority', mint, role: 'transfer-hook', newAuthority: null });
        expect(await previewRefusal(ds, creator.address, set)).toBe(
          'No one holds the transfer hook authority of this token: it was revoked, or never set.',
        );
        const plain = await ds.run(creator, {
          kind: 'create',
          name: 'Plain',
          symbol: 'PLN',
          decimals: 0,
          initialSupply: 1n,
        });
        expect(await previewRefusal(ds, creator.address, { ...set, mint: plain.mint })).toBe(
          'This token has no transfer hook: a hook program can only be set on a token created with the Transfer hook extension.',
        );
      },
    },
  ],
  'update-group-max-size': [
    {
      it: 'a group and its members: members join up to the maximum size (Group members 2 of at most 2 -> of at most 3), numbered; a size of 0 or below the members, the same size, another wallet, a full group, a group not held and a token that is no group are refused',
      async run(subject) {
        const ds = subject.dataSource;
        const creator = await subject.wallet();
        const token = (symbol: string, options: CreateTokenOptions) =>
          ({ kind: 'create', name: symbol, symbol, decimals: 0, initialSupply: 1n, options }) as const;
        expect(await previewRefusal(ds, creator.address, token('COL', { group: { maxSize: 0n } }))).toBe(
          'A group holds at least 1 member: its maximum size must be 1 or more.',
        );
        const { mint: group } = await ds.run(creator, token('COL', { group: { maxSize: 2n } }));
        const params = async (mint: string, extension: string) =>
          (await ds.getTokenDetails(mint, creator.address)).extensions.find((each) => each.name === extension)?.params;
        expect(await params(group, 'TokenGroup')).toEqual([
          { name: 'updateAuthority', value: creator.address, address: true },
          { name: 'mint', value: group, address: true },
          { name: 'size', value: '0' },
          { name: 'maxSize', value: '2' },
        ]);
        const stranger = await subject.wallet();
        expect(await previewRefusal(ds, stranger.address, token('NOT', { memberOf: { group } }))).toBe(
          'You do not hold this group’s update authority: only its holder may add members.',
        );
        const plain = await ds.run(creator, token('PLN', {}));
        expect(await previewRefusal(ds, creator.address, token('NOT', { memberOf: { group: plain.mint } }))).toBe(
          'This token is not a group: a member joins a token created as a group.',
        );
        const { mint: first } = await ds.run(creator, token('ONE', { memberOf: { group } }));
        await ds.run(creator, token('TWO', { memberOf: { group } }));
        expect(await params(first, 'TokenGroupMember')).toEqual([
          { name: 'mint', value: first, address: true },
          { name: 'group', value: group, address: true },
          { name: 'memberNumber', value: '1' },
        ]);
        expect(await previewRefusal(ds, creator.address, token('SRD', { memberOf: { group } }))).toBe(
          'This group is full: it holds 2 of at most 2 members.',
        );
        const grow = { kind: 'update-group-max-size', mint: group, maxSize: 3n } as const;
        for (const [maxSize, refusal] of [
          [0n, 'A group holds at least 1 member: its maximum size must be 1 or more.'],
          [1n, 'The group already holds 2 members: its maximum size cannot be below that.'],
          [2n, 'The maximum size already is 2.'],
        ] as const) {
          expect(await previewRefusal(ds, creator.address, { ...grow, maxSize })).toBe(refusal);
        }
        expect(await previewRefusal(ds, stranger.address, grow)).toBe(
          'This wallet is not the group update authority of this token.',
        );
        expect(await previewRefusal(ds, creator.address, { ...grow, mint: plain.mint })).toBe(
          'This token is not a group: it was created without the Token group extension.',
        );
        expect((await ds.preview(creator.address, grow)).changes).toEqual([
          { label: 'Group members', before: '2 of at most 2', after: '2 of at most 3' },
        ]);
        const { signature } = await ds.run(creator, grow);
        const history = (await ds.getTransactions(creator.address)).items;
        expect(history.find((t) => t.signature === signature)).toMatchObject({ type: 'group-size', mint: group });
        const { mint: third } = await ds.run(creator, token('SRD', { memberOf: { group } }));
        expect((await params(third, 'TokenGroupMember'))?.at(-1)).toEqual({ name: 'memberNumber', value: '3' });
        expect((await params(group, 'TokenGroup'))?.slice(2)).toEqual([
          { name: 'size', value: '3' },
          { name: 'maxSize', value: '3' },
        ]);
      },
    },
  ],
  'close-mint': [
    {
      it: 'the mint close authority closes a mint once its supply is 0 (Supply 0 -> Closed), and it is gone; with supply, without the extension and by another wallet it is refused',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Closable',
          symbol: 'CLS',
          initialSupply: 100n,
          options: { mintCloseAuthority: true },
        });
        const close = { kind: 'close-mint', mint } as const;
        expect(await previewRefusal(ds, signer.address, close)).toBe(
          'Burn every token first: a mint closes only when its supply is 0 (it is 100).',
        );
        await ds.run(signer, { kind: 'burn', mint, amount: 100n });
        const stranger = await subject.wallet();
        expect(await previewRefusal(ds, stranger.address, close)).toBe(
          'This wallet is not the mint close authority of this token.',
        );
        expect((await ds.preview(signer.address, close)).changes).toEqual([
          { label: 'Supply', before: '0', after: 'Closed' },
        ]);
        const { signature } = await ds.run(signer, close);
        expect((await ds.getTokens(signer.address)).some((t) => t.mint === mint)).toBe(false);
        const history = (await ds.getTransactions(signer.address)).items;
        expect(history.find((t) => t.signature === signature)).toMatchObject({ type: 'close' });
        const plain = await ds.run(signer, {
          kind: 'create',
          name: 'Plain',
          symbol: 'PLN',
          decimals: 0,
          initialSupply: 0n,
        });
        expect(await previewRefusal(ds, signer.address, { kind: 'close-mint', mint: plain.mint })).toBe(
          'This mint cannot be closed: it was created without a mint close authority.',
        );
      },
    },
  ],
  'update-multiplier': [
    {
      it: 'the multiplier authority changes the multiplier: at once (shown supply before -> after), or from a later time; bad ones are refused',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Scaled Coin',
          symbol: 'SCL',
          initialSupply: 100n,
          options: { multiplier: 2 },
        });
        const before = (await ds.getTokens(signer.address)).find((t) => t.mint === mint)!;
        expect(before.scale).toMatchObject({ kind: 'multiplier', multiplier: 2 });
        for (const multiplier of [0, -1, Number.NaN]) {
          const bad = await ds
            .preview(signer.address, { kind: 'update-multiplier', mint, multiplier, effectiveAt: null })
            .catch((error: unknown) => error);
          expect(isAppError(bad) && bad.message).toBe('The multiplier must be a number greater than 0.');
        }
        const now = { kind: 'update-multiplier', mint, multiplier: 3, effectiveAt: null } as const;
        expect((await ds.preview(signer.address, now)).changes).toEqual([
          { label: 'Supply', before: '200', after: '300' },
          { label: 'Multiplier', before: '×2', after: '×3' },
        ]);
        const { signature } = await ds.run(signer, now);
        const after = (await ds.getTokens(signer.address)).find((t) => t.mint === mint)!;
        expect(after.scale).toMatchObject({ kind: 'multiplier', multiplier: 3 });
        const history = (await ds.getTransactions(signer.address)).items;
        expect(history.find((t) => t.signature === signature)).toMatchObject({ type: 'multiplier', mint });
        // Every preview says amounts as wallets show them: 10 raw units burned read as 30 at ×3.
        expect((await ds.preview(signer.address, { kind: 'burn', mint, amount: 10n })).changes).toEqual([
          { label: 'Supply', before: '300', after: '270' },
          { label: 'Your account: Balance', before: '300', after: '270' },
        ]);

        const later = Math.floor(Date.now() / 1000) + 3_600;
        const scheduled = await ds.preview(signer.address, { ...now, multiplier: 4, effectiveAt: later });
        expect(scheduled.changes).toEqual([
          {
            label: 'Multiplier',
            before: '×3',
            after: `×3, then ×4 from ${new Date(later * 1000).toISOString().replace('.000Z', 'Z')}`,
          },
        ]);
      },
    },
  ],
  'force-transfer': [
    {
      it: "the permanent delegate moves a holder's tokens: previewed, refused to a stranger, to the same account and beyond the balance, marked in the history",
      async run(subject) {
        const { ds, signer, mint, holder } = await regulated(subject, 40n);
        const recipient = await freshAddress();
        const move = { kind: 'force-transfer', mint, holder: holder.address, recipient, amount: 15n } as const;
        const refusal = (owner: string, action: PlannedAction) => previewRefusal(ds, owner, action);
        expect(await refusal(holder.address, move)).toBe('This wallet is not the permanent delegate of this token.');
        expect(await refusal(signer.address, { ...move, recipient: holder.address })).toBe(
          'The recipient’s account is the holder’s own: the tokens would not move.',
        );
        expect(await refusal(signer.address, { ...move, amount: 41n })).toBe(
          'That account holds 40: no more can be moved or burned from it.',
        );
        expect((await ds.preview(signer.address, move)).changes).toEqual([
          { label: "The holder's account: Balance", before: '40', after: '25' },
          { label: "The recipient's account: Balance", before: 'No account', after: '15' },
        ]);
        const { signature } = await ds.run(signer, move);
        expect([await holding(ds, holder.address, mint), await holding(ds, recipient, mint)]).toEqual([25n, 15n]);
        const line = (await ds.getTransactions(signer.address)).items.find((t) => t.signature === signature);
        expect(line).toMatchObject({ type: 'force-transfer', amount: 15n, from: holder.address, to: recipient });
        const plain = await ds.run(signer, {
          kind: 'create',
          name: 'Plain',
          symbol: 'PLN',
          decimals: 0,
          initialSupply: 5n,
        });
        expect(await refusal(signer.address, { ...move, mint: plain.mint })).toBe(
          'This token has no permanent delegate: no one can move or burn holders’ tokens.',
        );
      },
    },
  ],
  'force-burn': [
    {
      it: "the permanent delegate burns a holder's tokens: the supply and the holder's balance fall, marked in the history",
      async run(subject) {
        const { ds, signer, mint, holder } = await regulated(subject, 30n);
        const burn = { kind: 'force-burn', mint, holder: holder.address, amount: 5n } as const;
        expect((await ds.preview(signer.address, burn)).changes).toEqual([
          { label: 'Supply', before: '100', after: '95' },
          { label: "The holder's account: Balance", before: '30', after: '25' },
        ]);
        const { signature } = await ds.run(signer, burn);
        expect(await holding(ds, holder.address, mint)).toBe(25n);
        const line = (await ds.getTransactions(signer.address)).items.find((t) => t.signature === signature);
        expect(line).toMatchObject({ type: 'force-burn', amount: 5n, from: holder.address });
      },
    },
  ],
  'cpi-guard': [
    {
      it: 'a holder turns the CPI guard of their own account on (Off -> On, the rent of its bytes), still sends what they sign, and turns it off; twice is refused',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Guarded Coin',
          symbol: 'GRD',
          decimals: 0,
          initialSupply: 100n,
        });
        const holder = await subject.wallet();
        await ds.run(signer, { kind: 'send', mint, recipient: holder.address, amount: 5n });
        const guard = { kind: 'cpi-guard', mint, enabled: true } as const;
        const preview = await ds.preview(holder.address, guard);
        expect(preview.changes).toEqual([{ label: 'Your account: CPI guard', before: 'Off', after: 'On' }]);
        // The account grows by the setting's 5 bytes: their rent.
        expect(preview.rentLamports).toBe((await subject.rentFor(5)) - (await subject.rentFor(0)));
        const { signature } = await ds.run(holder, guard);
        expect((await ds.getTokens(holder.address)).find((t) => t.mint === mint)?.cpiGuard).toBe(true);
        const history = (await ds.getTransactions(holder.address)).items;
        expect(history.find((t) => t.signature === signature)).toMatchObject({ type: 'account-setting', mint });
        expect(await previewRefusal(ds, holder.address, guard)).toBe('The CPI guard is already on.');
        // Guarded, the holder still sends what they sign themselves.
        await ds.run(holder, { kind: 'send', mint, recipient: signer.address, amount: 1n });
        expect(await holding(ds, holder.address, mint)).toBe(4n);
        const off = { ...guard, enabled: false };
        expect((await ds.preview(holder.address, off)).rentLamports).toBe(0n);
        await ds.run(holder, off);
        expect((await ds.getTokens(holder.address)).find((t) => t.mint === mint)?.cpiGuard).toBeFalsy();
      },
    },
  ],
  'wrap-sol': [
    {
      it: 'a wallet wraps SOL into its account of either native mint (made on the first wrap, its rent paid once), seen in its tokens and history; more than it has, or another mint, is refused',
      async run(subject) {
        const ds = subject.dataSource;
        const wallet = await subject.wallet();
        const wrap = { kind: 'wrap-sol', mint: NATIVE_MINTS['spl-token'], lamports: 250_000_000n } as const;
        const preview = await ds.preview(wallet.address, wrap);
        expect(preview.changes).toContainEqual({ label: 'Your account: Balance', before: 'No account', after: '0.25' });
        // A new classic token account: 165 bytes of rent at the cluster's rate, paid once.
        const rent = await subject.rentFor(165);
        expect(rent).toBe(1_488_440n); // today's mainnet rate, which both play
        expect(preview.rentLamports).toBe(rent);
        const before = await ds.getSolBalance(wallet.address);
        const { signature } = await ds.run(wallet, wrap);
        expect(await holding(ds, wallet.address, wrap.mint)).toBe(250_000_000n);
        expect(before - (await ds.getSolBalance(wallet.address))).toBe(250_000_000n + rent + preview.feeLamports);
        const history = (await ds.getTransactions(wallet.address)).items;
        expect(history.find((t) => t.signature === signature)).toMatchObject({
          type: 'wrap',
          amount: 250_000_000n,
          decimals: 9,
          mint: wrap.mint,
        });
        // A second wrap adds to the same account: no rent.
        expect((await ds.preview(wallet.address, wrap)).rentLamports).toBe(0n);
        const everything = { ...wrap, lamports: (await ds.getSolBalance(wallet.address)) + 1n };
        expect(await previewRefusal(ds, wallet.address, everything)).toMatch(
          /^You can wrap at most [\d.,]+ SOL: that is your balance\.$/,
        );
        const { mint: other } = await ds.run(wallet, {
          kind: 'create',
          name: 'Not SOL',
          symbol: 'NOT',
          decimals: 9,
          initialSupply: 1n,
        });
        expect(await previewRefusal(ds, wallet.address, { ...wrap, mint: other })).toBe(
          'Only wrapped SOL’s mints hold SOL: this token cannot be wrapped or unwrapped.',
        );
        // Token-2022's native mint wraps the same way.
        const t22 = { ...wrap, mint: NATIVE_MINTS['token-2022'], lamports: 100_000_000n };
        await ds.run(wallet, t22);
        expect(await holding(ds, wallet.address, t22.mint)).toBe(100_000_000n);
      },
    },
  ],
  'unwrap-sol': [
    {
      it: 'a wallet unwraps part of its wrapped SOL (the account stays) and then the rest (the account closes, its rent back); more than is wrapped is refused',
      async run(subject) {
        const ds = subject.dataSource;
        const wallet = await subject.wallet();
        const mint = NATIVE_MINTS['spl-token'];
        await ds.run(wallet, { kind: 'wrap-sol', mint, lamports: 300_000_000n });
        const part = { kind: 'unwrap-sol', mint, lamports: 100_000_000n } as const;
        expect((await ds.preview(wallet.address, part)).changes).toContainEqual({
          label: 'Your account: Balance',
          before: '0.3',
          after: '0.2',
        });
        const before = await ds.getSolBalance(wallet.address);
        const { signature } = await ds.run(wallet, part);
        expect(await holding(ds, wallet.address, mint)).toBe(200_000_000n);
        const fee = before + 100_000_000n - (await ds.getSolBalance(wallet.address));
        // Only the network fee is kept: the fresh account's rent came straight back.
        expect(fee).toBeGreaterThan(0n);
        expect(fee).toBeLessThan(100_000n);
        const history = (await ds.getTransactions(wallet.address)).items;
        expect(history.find((t) => t.signature === signature)).toMatchObject({ type: 'unwrap', amount: 100_000_000n });
        expect(await previewRefusal(ds, wallet.address, { ...part, lamports: 200_000_001n })).toBe(
          'You can unwrap at most 0.2 SOL: that is what is wrapped.',
        );
        const rest = { ...part, lamports: 200_000_000n };
        expect((await ds.preview(wallet.address, rest)).changes).toContainEqual({
          label: 'Your account: Balance',
          before: '0.2',
          after: 'Closed',
        });
        const beforeAll = await ds.getSolBalance(wallet.address);
        await ds.run(wallet, rest);
        expect((await ds.getTokens(wallet.address)).some((t) => t.mint === mint)).toBe(false);
        // The wrapped SOL and the account's rent, less the fee.
        const back = (await ds.getSolBalance(wallet.address)) - beforeAll;
        expect(back).toBeGreaterThan(200_000_000n + (await subject.rentFor(165)) - 100_000n);
        expect(await previewRefusal(ds, wallet.address, rest)).toBe(
          'You can unwrap at most 0 SOL: that is what is wrapped.',
        );
      },
    },
  ],
  'memo-transfer': [
    {
      it: 'a holder requires memos on their own account: senders learn it before sending, are refused without one, and pay with one',
      async run(subject) {
        const { ds, signer, mint } = await withToken(subject, {
          name: 'Memo Coin',
          symbol: 'MEM',
          decimals: 0,
          initialSupply: 100n,
        });
        const holder = await subject.wallet();
        await ds.run(signer, { kind: 'send', mint, recipient: holder.address, amount: 5n });
        const require = { kind: 'memo-transfer', mint, required: true } as const;
        const preview = await ds.preview(holder.address, require);
        expect(preview.changes).toEqual([
          { label: 'Your account: Incoming transfers', before: 'No memo needed', after: 'Memo required' },
        ]);
        // The account grows by the setting's 5 bytes: their rent.
        expect(preview.rentLamports).toBe((await subject.rentFor(5)) - (await subject.rentFor(0)));
        await ds.run(holder, require);
        expect((await ds.getTokens(holder.address)).find((t) => t.mint === mint)?.memoRequired).toBe(true);
        const again = await ds.preview(holder.address, require).catch((error: unknown) => error);
        expect(isAppError(again) && again.message).toBe(
          'Your account already requires a memo with every incoming transfer.',
        );

        expect((await ds.estimateSend(signer.address, { mint, recipient: holder.address })).memoRequired).toBe(true);
        expect((await ds.newAccountsAmong(mint, [holder.address])).memoRequired).toEqual([holder.address]);
        const bare = await ds
          .run(signer, { kind: 'send', mint, recipient: holder.address, amount: 2n })
          .catch((error: unknown) => error);
        expect(isAppError(bare) && bare.message).toBe(
          `The account of ${holder.address} requires a memo with every incoming transfer: write a memo to send to it.`,
        );
        const over = await ds
          .run(signer, { kind: 'send', mint, recipient: holder.address, amount: 2n, memo: 'x'.repeat(257) })
          .catch((error: unknown) => error);
        expect(isAppError(over) && over.message).toBe(
          'The memo is 257 bytes in UTF-8: at most 256 bytes fit with the transfer.',
        );
        await ds.run(signer, { kind: 'send', mint, recipient: holder.address, amount: 2n, memo: 'Invoice 9' });
        await ds.run(signer, {
          kind: 'send-batch',
          mint,
          memo: 'Batch 1',
          transfers: [{ recipient: holder.address, amount: 1n }],
        });
        expect(await holding(ds, holder.address, mint)).toBe(8n);

        await ds.run(holder, { kind: 'memo-transfer', mint, required: false });
        expect((await ds.estimateSend(signer.address, { mint, recipient: holder.address })).memoRequired).toBe(false);
        await ds.run(signer, { kind: 'send', mint, recipient: holder.address, amount: 1n });
        expect(await holding(ds, holder.address, mint)).toBe(9n);
      },
    },
  ],
  'withdraw-fees': [
    {
      it: 'a transfer fee is said before sending, withheld from what arrives, and withdrawn by its authority',
      async run(subject) {
        const holder = await freshAddress();
        const { ds, signer, mint } = await feeToken(subject);
        const estimate = await ds.estimateSend(signer.address, { mint, recipient: holder });
        expect(estimate.transferFee).toEqual({ basisPoints: 250, maximumFee: 1_000n });
        expect((await ds.newAccountsAmong(mint, [holder])).transferFee).toEqual(estimate.transferFee);
        await ds.run(signer, { kind: 'send', mint, recipient: holder, amount: 1_000n });
        expect(await holding(ds, holder, mint)).toBe(975n);
        expect(await holding(ds, signer.address, mint)).toBe(9_000n);

        const withdraw = { kind: 'withdraw-fees', mint } as const;
        expect((await ds.preview(signer.address, withdraw)).changes).toEqual([
          { label: 'Your account: Balance', before: '9,000', after: '9,025' },
        ]);
        await ds.run(signer, withdraw);
        expect(await holding(ds, signer.address, mint)).toBe(9_025n);
        const again = await ds.preview(signer.address, withdraw).catch((error: unknown) => error);
        expect(isAppError(again) && again.message).toBe('No fees are withheld: there is nothing to withdraw.');
        const plain = await ds.run(signer, {
          kind: 'create',
          name: 'Plain',
          symbol: 'PLN',
          decimals: 0,
          initialSupply: 1n,
        });
        expect((await ds.estimateSend(signer.address, { mint: plain.mint, recipient: holder })).transferFee).toBeNull();
      },
    },
  ],
  'harvest-fees': [
    {
      it: "anyone harvests the fees withheld in holders' accounts into the mint (Fees withheld in the mint 0 -> 25), where the authority withdraws them; nothing left, or no fee, is refused",
      async run(subject) {
        const holder = await freshAddress();
        const { ds, signer, mint } = await feeToken(subject);
        await ds.run(signer, { kind: 'send', mint, recipient: holder, amount: 1_000n });
        const harvest = { kind: 'harvest-fees', mint } as const;
        // No authority needed: another wallet may harvest, and is shown the same move.
        const stranger = await subject.wallet();
        for (const who of [stranger.address, signer.address]) {
          expect((await ds.preview(who, harvest)).changes).toEqual([
            { label: 'Fees withheld in the mint', before: '0', after: '25' },
          ]);
        }
        const { signature } = await ds.run(signer, harvest);
        expect(await previewRefusal(ds, signer.address, harvest)).toBe(
          'No fees are withheld in holders’ accounts: there is nothing to harvest.',
        );
        const history = (await ds.getTransactions(signer.address)).items;
        expect(history.find((t) => t.signature === signature)).toMatchObject({ type: 'fee-harvest', mint });
        // The withdrawal takes them from the mint.
        expect((await ds.preview(signer.address, { kind: 'withdraw-fees', mint })).changes).toEqual([
          { label: 'Fees withheld in the mint', before: '25', after: '0' },
          { label: 'Your account: Balance', before: '9,000', after: '9,025' },
        ]);
        const plain = await ds.run(signer, {
          kind: 'create',
          name: 'Plain',
          symbol: 'PLN',
          decimals: 0,
          initialSupply: 1n,
        });
        expect(await previewRefusal(ds, signer.address, { kind: 'harvest-fees', mint: plain.mint })).toBe(
          'This token has no transfer fee.',
        );
      },
    },
  ],
  ...multisigActions,
  airdrop: [
    {
      it: 'an airdrop adds exactly what was asked',
      async run(subject) {
        const { dataSource: ds } = subject;
        const owner = await freshAddress();
        const before = await ds.getSolBalance(owner);
        const { signature } = await ds.run(null, { kind: 'airdrop', to: owner, lamports: 1_000_000_000n });
        expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/);
        expect((await ds.getSolBalance(owner)) - before).toBe(1_000_000_000n);
      },
    },
  ],
};

/** Every action that landed through the subject's data source: its kind, who signed, its signature. */
type Landed = { kind: ChainActionKind; owner: string; signature: string }[];

/** The subject, each of its writes that lands recorded. */
function recording(subject: Subject, landed: Landed): Subject {
  const ds = subject.dataSource;
  const run: DataSource['run'] = async (signer, action, options) => {
    const result = await ds.run(signer, action, options);
    // The faucet's SOL lands in the wallet it was asked for; a signature added to a proposal sent nothing.
    const owner = action.kind === 'airdrop' ? action.to : signer?.address;
    if (owner && 'signature' in result) landed.push({ kind: action.kind, owner, signature: result.signature });
    return result;
  };
  return { ...subject, dataSource: { ...ds, run } };
}

describe.each(['demo', 'solana'] as const)('the DataSource contract: %s', (name) => {
  let subject: Subject;
  const landed: Landed = [];
  beforeAll(() => {
    subject = recording(subjects[name](), landed);
  });
  for (const [member, list] of Object.entries(members)) {
    describe(member, () => list.forEach((each) => it(each.it, () => each.run(subject))));
  }
  for (const [kind, list] of Object.entries(actions)) {
    describe(`run and preview: ${kind}`, () => list.forEach((each) => it(each.it, () => each.run(subject))));
  }
  // After every case above: what each write left in its signer's history is what its descriptor names.
  it('every write that landed left the history line its descriptor names', async () => {
    const lines = landed.filter(({ kind }) => ACTION_DESCRIPTORS[kind].history !== null);
    expect(new Set(lines.map(({ kind }) => kind)).size).toBeGreaterThan(15);
    const histories = new Map<string, Promise<TransactionRecord[]>>();
    const historyOf = (owner: string) => {
      if (!histories.has(owner)) {
        histories.set(
          owner,
          subject.dataSource.getTransactions(owner, null, 200).then((page) => page.items),
        );
      }
      return histories.get(owner)!;
    };
    const seen = await Promise.all(
      lines.map(async ({ kind, owner, signature }) => {
        const line = (await historyOf(owner)).find((each) => each.signature === signature);
        return `${kind}: ${line?.type ?? 'no line'}`;
      }),
    );
    expect(seen).toEqual(lines.map(({ kind }) => `${kind}: ${ACTION_DESCRIPTORS[kind].history}`));
  });
});
