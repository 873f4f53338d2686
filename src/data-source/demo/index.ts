import type { Cluster } from '@/entities/cluster/model';
import { sortTokens } from '@/entities/token/lib/sort-tokens';
import { transferFeeOn } from '@/entities/token/lib/transfer-fee';
import type { TokenHolding } from '@/entities/token/model';
import type { TransactionRecord } from '@/entities/transaction/model';
import { formatAmount } from '@/shared/lib/amount';
import { encodeBase58 } from '@/shared/lib/base58';
import { isOffCurveAddress } from '@/shared/lib/ed25519-curve';
import { hasHiddenCharacters, neutralizeText } from '@/shared/lib/untrusted-text';
import { DataError } from '../errors';
import { FROZEN_ACCOUNT_BLOCKED, refusals } from '../action-wording';
import type { ActionStage, DataSource, OnStage, PaymentFound, TokenAction } from '../contract';
import { createOptionsIssues } from '@/entities/token/lib/create-options';
import {
  demoChanges,
  demoExtensions,
  demoTransferFee,
  demoMintFrom,
  nextDemoState,
  type DemoActionState,
  type DemoMint,
} from './demo-mints';
import { demoNetworkFee } from './demo-fees';
import { sampleTokens, sampleTransactions } from './sample-data';

/** What one history page holds when the caller does not say, as on the chain. */
const DEMO_PAGE_SIZE = 20;

/** The spec's timings: actions take 2000 ms, loads 1500 ms. */
export const DEMO_ACTION_MS = 2000;
export const DEMO_LOAD_MS = 1500;
const DEMO_START_LAMPORTS = 12_500_000_000n;
const DEMO_AIRDROP_CAP = 5_000_000_000n;

interface WalletState {
  lamports: bigint;
  tokens: TokenHolding[];
  transactions: TransactionRecord[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const randomSignature = () => encodeBase58(crypto.getRandomValues(new Uint8Array(64)));
// A random 32-byte address: only ever a label in Demo, never a key anyone holds.
const randomAddress = () => encodeBase58(crypto.getRandomValues(new Uint8Array(32)));

const STAGES: ActionStage[] = ['building', 'simulating', 'signing', 'sending', 'confirming'];
/** The spec's 2000 ms, walked through the same stages a real action reports. */
async function act(totalMs: number, onStage?: OnStage) {
  for (const stage of STAGES) {
    onStage?.(stage);
    await sleep(totalMs / STAGES.length);
  }
}

// Rent of a token account as the chain charges it: (128 + bytes) x 3480 lamports x 2 years; a
// Token-2022 associated account is 170 bytes, a classic one 165.
const accountRent = (program: TokenHolding['program'] | undefined) =>
  BigInt((128 + (program === 'token-2022' ? 170 : 165)) * 3480 * 2);

/**
 * Demo mode: sample tokens and transactions, no network at all. State lives in memory per wallet, so
 * creating, minting and sending behave believably until the page is reloaded. Nothing is signed.
 */
export function createDemoDataSource(
  cluster: Cluster,
  timing = { actionMs: DEMO_ACTION_MS, loadMs: DEMO_LOAD_MS },
): DataSource {
  const wallets = new Map<string, WalletState>();
  // Every signature Demo has "landed": what settleTransaction finds on its pretend chain.
  const landed = new Set<string>();
  // Payments by Solana Pay reference, as a node indexes the transactions that name a key.
  const payments = new Map<string, PaymentFound & { recipient: string }>();
  const walletOf = (owner: string): WalletState => {
    let state = wallets.get(owner);
    if (!state) {
      state = {
        lamports: DEMO_START_LAMPORTS,
        tokens: sampleTokens(owner),
        transactions: sampleTransactions(owner, Date.now()),
      };
      wallets.set(owner, state);
    }
    return state;
  };
  const tokenOf = (state: WalletState, mint: string) => {
    const token = state.tokens.find((t) => t.mint === mint);
    if (!token) throw new DataError('invalid', 'This wallet holds no such token.');
    return token;
  };
  /** The recipient's holding of the token grows (it is added, not mintable, when they had none). */
  const credit = (owner: string, token: TokenHolding, amount: bigint) => {
    const holding = walletOf(owner).tokens.find((t) => t.mint === token.mint);
    if (holding) holding.balance += amount;
    else {
      walletOf(owner).tokens.push({
        ...token,
        balance: amount,
        tokenAccount: randomAddress(),
        canMint: token.mintAuthority === owner,
      });
    }
  };
  // What each mint keeps apart from balances (authorities, metadata, frozen accounts), met lazily.
  const mints = new Map<string, DemoMint>();
  const holdingsOf = (mint: string) =>
    [...wallets.entries()].flatMap(([wallet, state]) =>
      state.tokens.filter((t) => t.mint === mint).map((token) => ({ wallet, token })),
    );
  const mintStateOf = (mint: string): DemoMint | undefined => {
    let state = mints.get(mint);
    const first = holdingsOf(mint)[0]?.token;
    if (!state && first) {
      state = demoMintFrom(first, first.program === 'spl-token');
      mints.set(mint, state);
    }
    return state;
  };
  /** A transfer as the token program makes it: the token's transfer fee stays withheld; the rest arrives. */
  const transfer = (token: TokenHolding, recipient: string, amount: bigint) => {
    const mint = mintStateOf(token.mint);
    const fee = demoTransferFee(mint);
    const withheld = fee ? transferFeeOn(amount, fee) : 0n;
    if (mint) mint.withheld += withheld;
    credit(recipient, token, amount - withheld);
    return amount - withheld;
  };
  const refuseFrozen = (owner: string, mint: string) => {
    if (mints.get(mint)?.frozen.includes(owner)) throw refusals.frozenAccount();
  };
  /** The state a token action starts from, and the one it leads to (or the chain's refusal). */
  const planDemoAction = (owner: string, action: TokenAction) => {
    const mint = mintStateOf(action.mint);
    if (!mint) throw new DataError('invalid', `No token mint exists at ${action.mint} on ${cluster.label}.`);
    const holdings = holdingsOf(action.mint);
    const own = holdings.find((h) => h.wallet === owner)?.token;
    const before: DemoActionState = {
      mint,
      balance: own?.balance ?? 0n,
      decimals: holdings[0]!.token.decimals,
      supply: holdings.reduce((sum, h) => sum + h.token.balance, 0n),
    };
    const holds = (holder: string) => holdings.some((h) => h.wallet === holder);
    return { before, after: nextDemoState(before, action, owner, holds), own };
  };
  const record = (
    state: WalletState,
    entry: Omit<TransactionRecord, 'signature' | 'timestamp' | 'status'>,
    signature = randomSignature(),
  ) => {
    landed.add(signature);
    state.transactions.unshift({ ...entry, signature, timestamp: Date.now(), status: 'confirmed', feeLamports: demoNetworkFee().total });
    return { signature };
  };

  return {
    cluster,
    async getSolBalance(owner) {
      await sleep(timing.loadMs / 3);
      return walletOf(owner).lamports;
    },
    async getTokens(owner) {
      await sleep(timing.loadMs / 3);
      return sortTokens(walletOf(owner).tokens.map((t) => ({ ...t, ...(t.balance === 0n && { emptyAccounts: 1 }) })));
    },
    async getTokenDetails(mint, owner) {
      await sleep(timing.loadMs / 3);
      const own = walletOf(owner).tokens.find((t) => t.mint === mint);
      const holders = [...wallets.entries()].flatMap(([wallet, state]) =>
        state.tokens.filter((t) => t.mint === mint).map((t) => ({ wallet, token: t })),
      );
      const token = own ?? holders[0]?.token;
      const state = mintStateOf(mint);
      if (!token || !state) throw new DataError('invalid', `No token mint exists at ${mint} on ${cluster.label}.`);
      return {
        mint,
        program: token.program,
        name: state.name,
        symbol: state.symbol,
        ...(token.hiddenCharacters && { hiddenCharacters: true }),
        decimals: token.decimals,
        // Demo's pretend chain: the supply is what its wallets hold.
        supply: holders.reduce((sum, { token: held }) => sum + held.balance, 0n),
        balance: own?.balance ?? 0n,
        mintAuthority: state.mintAuthority,
        freezeAuthority: state.freezeAuthority,
        metadata: state.metadata,
        extensions:
          token.program === 'token-2022'
            ? [
                { name: 'MetadataPointer', params: [{ name: 'metadataAddress', value: mint, address: true }] },
                ...state.extensions,
              ]
            : [],
      };
    },
    async getLargestHolders(mint) {
      await sleep(timing.loadMs / 3);
      return [...wallets.entries()]
        .flatMap(([wallet, state]) =>
          state.tokens
            .filter((t) => t.mint === mint)
            .map((t) => ({ account: t.tokenAccount, owner: wallet, amount: t.balance })),
        )
        .sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0))
        .slice(0, 20);
    },
    async getTransactions(owner, cursor, pageSize = DEMO_PAGE_SIZE) {
      await sleep(timing.loadMs);
      const items = [...walletOf(owner).transactions].sort((a, b) => (b.timestamp ?? 0) - (a.timestamp ?? 0));
      // Pages as the chain's do: the cursor is where the next page starts, null after the last.
      const start = cursor ? Number(cursor) : 0;
      if (!Number.isSafeInteger(start) || start < 0) {
        throw new DataError('invalid', 'This history cursor is not one the Demo data source made.');
      }
      const end = start + pageSize;
      return { items: items.slice(start, end), cursor: end < items.length ? String(end) : null };
    },
    async createToken(signer, input, { onStage } = {}) {
      await act(timing.actionMs, onStage);
      const state = walletOf(signer.address);
      const mint = randomAddress();
      const options = input.options ?? {};
      const [issue] = Object.values(createOptionsIssues(options, input.initialSupply));
      if (issue) throw new DataError('invalid', `${issue}.`);
      const mintAuthority = options.fixedSupply ? null : signer.address;
      state.tokens.push({
        mint,
        // What the user typed is shown as any chain text is: hidden characters made visible.
        name: neutralizeText(input.name),
        symbol: neutralizeText(input.symbol),
        ...((hasHiddenCharacters(input.name) || hasHiddenCharacters(input.symbol)) && { hiddenCharacters: true }),
        decimals: input.decimals,
        balance: input.initialSupply,
        program: 'token-2022',
        tokenAccount: randomAddress(),
        mintAuthority,
        canMint: mintAuthority !== null,
      });
      mints.set(mint, {
        ...demoMintFrom(state.tokens.at(-1)!, false),
        freezeAuthority: options.freezeAuthority ? signer.address : null,
        metadata: { updateAuthority: signer.address, uri: options.uri ?? '', additional: options.additional ?? [] },
        extensions: demoExtensions(options, signer.address),
      });
      const base = { amount: input.initialSupply, decimals: input.decimals, token: input.symbol, mint };
      return { mint, ...record(state, { ...base, type: 'create', from: signer.address, to: signer.address }) };
    },
    async mintTokens(signer, input, { onStage } = {}) {
      await act(timing.actionMs, onStage);
      const state = walletOf(signer.address);
      const token = tokenOf(state, input.mint);
      if (!token.canMint)
        throw new DataError('simulation-failed', 'This wallet is not the mint authority of this token.');
      const to = input.destination ?? signer.address;
      credit(to, token, input.amount);
      const base = { amount: input.amount, decimals: token.decimals, token: token.symbol, mint: token.mint };
      if (to !== signer.address) record(walletOf(to), { ...base, type: 'receive', from: signer.address, to });
      return record(state, { ...base, type: 'mint', from: signer.address, to });
    },
    async sendTokens(signer, input, { onStage } = {}) {
      await act(timing.actionMs, onStage);
      const state = walletOf(signer.address);
      const token = tokenOf(state, input.mint);
      refuseFrozen(signer.address, input.mint);
      if (input.amount > token.balance) {
        throw new DataError(
          'simulation-failed',
          `Insufficient balance: you have ${formatAmount(token.balance, token.decimals)} ${token.symbol}.`,
        );
      }
      token.balance -= input.amount;
      const arrived = transfer(token, input.recipient, input.amount);
      const base = { amount: input.amount, decimals: token.decimals, token: token.symbol, mint: token.mint };
      if (input.recipient !== signer.address) {
        record(walletOf(input.recipient), {
          ...base,
          amount: arrived,
          type: 'receive',
          from: signer.address,
          to: input.recipient,
        });
      }
      const result = record(state, { ...base, type: 'send', from: signer.address, to: input.recipient });
      const payment = {
        recipient: input.recipient,
        ...result,
        payer: signer.address,
        mint: token.mint,
        amount: input.amount,
        status: 'confirmed' as const,
      };
      for (const reference of input.references ?? []) if (!payments.has(reference)) payments.set(reference, payment);
      return result;
    },
    async sendBatch(signer, input, { onStage, onSigned } = {}) {
      const signature = randomSignature();
      onStage?.('building');
      const state = walletOf(signer.address);
      const token = tokenOf(state, input.mint);
      refuseFrozen(signer.address, input.mint);
      const total = input.transfers.reduce((sum, transfer) => sum + transfer.amount, 0n);
      if (total > token.balance)
        throw new DataError('simulation-failed', 'The batch moves more than this account holds.');
      onSigned?.({ signature, lastValidBlockHeight: '0' });
      await act(timing.actionMs, onStage);
      token.balance -= total;
      const base = { decimals: token.decimals, token: token.symbol, mint: token.mint };
      for (const { recipient, amount } of input.transfers) {
        const arrived = transfer(token, recipient, amount);
        if (recipient !== signer.address) {
          record(
            walletOf(recipient),
            { ...base, amount: arrived, type: 'receive', from: signer.address, to: recipient },
            signature,
          );
        }
      }
      // One transaction, one line in the sender's history: the total, to the first recipient (and others).
      return record(
        state,
        { ...base, amount: total, type: 'send', from: signer.address, to: input.transfers[0]!.recipient },
        signature,
      );
    },
    async newAccountsAmong(mint, recipients) {
      const program = [...wallets.values()].flatMap((w) => w.tokens).find((t) => t.mint === mint)?.program;
      return {
        recipients: recipients.filter((recipient) => !walletOf(recipient).tokens.some((t) => t.mint === mint)),
        rentLamports: accountRent(program),
        transferFee: demoTransferFee(mintStateOf(mint)),
      };
    },
    async settleTransaction({ signature }) {
      // Demo lands what it signs at once: a signature it does not know never landed.
      return landed.has(signature) ? 'confirmed' : 'expired';
    },
    async estimateSend(owner, input) {
      // As on chain: a recipient who holds none of this token needs an account, paid for by the sender.
      const holds = walletOf(input.recipient).tokens.some((t) => t.mint === input.mint);
      const program = walletOf(owner).tokens.find((t) => t.mint === input.mint)?.program;
      const fee = demoNetworkFee();
      return {
        feeLamports: fee.total,
        networkFee: fee,
        rentLamports: holds ? 0n : accountRent(program),
        recipientOffCurve: isOffCurveAddress(input.recipient),
        transferFee: demoTransferFee(mintStateOf(input.mint)),
      };
    },
    async estimateWrite(owner, question) {
      await sleep(timing.loadMs / 3);
      if (question.kind === 'create') {
        // The mint holds its metadata: about 300 bytes plus its name and symbol, rent-exempt like any account.
        const { name, symbol } = question.input;
        const mintRent = BigInt((128 + 300 + name.length + symbol.length) * 3480 * 2);
        return { networkFee: demoNetworkFee(2), transactions: 1, rentLamports: mintRent + accountRent('token-2022') };
      }
      const { mint, destination } = question.input;
      const holds = walletOf(destination ?? owner).tokens.some((t) => t.mint === mint);
      const program = walletOf(owner).tokens.find((t) => t.mint === mint)?.program;
      return { networkFee: demoNetworkFee(), transactions: 1, rentLamports: holds ? 0n : accountRent(program) };
    },
    async findPayment(reference, recipient) {
      await sleep(150);
      const found = payments.get(reference);
      if (!found) return null;
      const { recipient: paid, ...payment } = found;
      // Seen from another payee, the transaction moved nothing to them.
      return paid === recipient ? payment : { ...payment, mint: null, amount: null };
    },
    // Demo signs nothing: nothing is ever pending.
    pendingTransfers: () => [],
    resumePending: async () => [],
    async inspectAddress(address) {
      const tokens = [...wallets.values()].flatMap((state) => state.tokens);
      if (tokens.some((t) => t.mint === address)) return 'mint';
      if (tokens.some((t) => t.tokenAccount === address)) return 'token-account';
      return 'wallet';
    },
    async getEmptyAccounts(owner) {
      await sleep(timing.loadMs / 3);
      return walletOf(owner)
        .tokens.filter((token) => token.balance === 0n)
        .map((token) => ({
          account: token.tokenAccount,
          mint: token.mint,
          name: token.name,
          symbol: token.symbol,
          rentLamports: accountRent(token.program),
          blocked: mints.get(token.mint)?.frozen.includes(owner) ? FROZEN_ACCOUNT_BLOCKED : null,
        }));
    },
    async closeAccounts(signer, accounts, { onStage } = {}) {
      const state = walletOf(signer.address);
      const closing = state.tokens.filter((token) => accounts.includes(token.tokenAccount));
      if (closing.length !== accounts.length)
        throw new DataError('invalid', 'An account is not a token account any more.');
      for (const token of closing) refuseFrozen(signer.address, token.mint);
      if (closing.some((token) => token.balance !== 0n)) {
        throw new DataError('invalid', 'An account is not empty any more: it was left open.');
      }
      await act(timing.actionMs, onStage);
      const rent = closing.reduce((sum, token) => sum + accountRent(token.program), 0n);
      state.tokens = state.tokens.filter((token) => !closing.includes(token));
      state.lamports += rent - demoNetworkFee().total;
      return record(state, { type: 'close', amount: null, decimals: null, from: signer.address, to: signer.address });
    },
    async previewTokenAction(owner, action) {
      await sleep(timing.loadMs / 3);
      const { before, after } = planDemoAction(owner, action);
      const fee = demoNetworkFee();
      return { changes: demoChanges(before, after, owner, action), feeLamports: fee.total, networkFee: fee, rentLamports: 0n };
    },
    async runTokenAction(signer, action, { onStage } = {}) {
      const owner = signer.address;
      planDemoAction(owner, action); // refused before anything is "signed", as the chain would
      await act(timing.actionMs, onStage);
      // Planned again: the state may have moved during the wait.
      const { after, own } = planDemoAction(owner, action);
      mints.set(action.mint, after.mint);
      for (const { wallet, token } of holdingsOf(action.mint)) {
        token.name = after.mint.name;
        token.symbol = after.mint.symbol;
        token.mintAuthority = after.mint.mintAuthority;
        token.canMint = after.mint.mintAuthority === wallet;
      }
      if (own) own.balance = after.balance;
      const decimals = after.decimals;
      const base = { decimals, token: after.mint.symbol, mint: action.mint, from: owner };
      switch (action.kind) {
        case 'burn':
          return record(walletOf(owner), { ...base, type: 'burn', amount: action.amount, to: '' });
        case 'freeze':
        case 'thaw':
          return record(walletOf(owner), { ...base, type: action.kind, amount: null, to: action.holder });
        case 'set-authority':
          return record(walletOf(owner), { ...base, type: 'authority', amount: null, to: action.newAuthority ?? '' });
        case 'update-metadata':
          return record(walletOf(owner), { ...base, type: 'metadata', amount: null, to: '' });
        case 'set-transfer-fee':
          return record(walletOf(owner), { ...base, type: 'fee-change', amount: null, to: '' });
        case 'withdraw-fees':
          return record(walletOf(owner), { ...base, type: 'fee-withdrawal', amount: null, to: owner });
      }
    },
    async requestAirdrop(owner, lamports) {
      await sleep(timing.actionMs / 2);
      if (lamports > DEMO_AIRDROP_CAP)
        throw new DataError('airdrop-refused', 'The demo faucet gives at most 5 SOL at a time.');
      const state = walletOf(owner);
      state.lamports += lamports;
      return record(state, { amount: lamports, decimals: 9, token: 'SOL', type: 'receive', from: 'Faucet', to: owner });
    },
  };
}
