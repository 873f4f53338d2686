import { Keypair } from '@solana/web3.js';
import bs58 from 'bs58';
import type { Cluster } from '@/entities/cluster/model';
import type { TokenHolding } from '@/entities/token/model';
import type { TransactionRecord } from '@/entities/transaction/model';
import { formatAmount } from '@/shared/lib/amount';
import { AirdropRefusedError } from '../errors';
import type { DataSource } from '../model';
import { sampleTokens, sampleTransactions } from './sample-data';

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
const randomSignature = () => bs58.encode(crypto.getRandomValues(new Uint8Array(64)));

/**
 * Demo mode: sample tokens and transactions, no network at all. State lives in memory per wallet, so
 * creating, minting and sending behave believably until the page is reloaded. Nothing is signed.
 */
export function createDemoDataSource(
  cluster: Cluster,
  timing = { actionMs: DEMO_ACTION_MS, loadMs: DEMO_LOAD_MS },
): DataSource {
  const wallets = new Map<string, WalletState>();
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
    if (!token) throw new Error('This wallet holds no such token.');
    return token;
  };
  const record = (state: WalletState, entry: Omit<TransactionRecord, 'signature' | 'timestamp' | 'status'>) => {
    const signature = randomSignature();
    state.transactions.unshift({ ...entry, signature, timestamp: Date.now(), status: 'confirmed' });
    return { signature };
  };

  return {
    cluster,
    async getVersion() {
      await sleep(150);
      return '2.2.0 (demo)';
    },
    async getSolBalance(owner) {
      await sleep(timing.loadMs / 3);
      return walletOf(owner).lamports;
    },
    async getTokens(owner) {
      await sleep(timing.loadMs / 3);
      return walletOf(owner).tokens.map((t) => ({ ...t }));
    },
    async getTransactions(owner) {
      await sleep(timing.loadMs);
      const items = [...walletOf(owner).transactions].sort((a, b) => (b.timestamp ?? 0) - (a.timestamp ?? 0));
      return { items, cursor: null };
    },
    async createToken(signer, input, onStage) {
      onStage?.('building');
      await sleep(timing.actionMs);
      const state = walletOf(signer.address);
      const mint = Keypair.generate().publicKey.toBase58();
      state.tokens.push({
        mint,
        name: input.name,
        symbol: input.symbol,
        decimals: input.decimals,
        balance: input.initialSupply,
        program: 'token-2022',
        tokenAccount: Keypair.generate().publicKey.toBase58(),
        mintAuthority: signer.address,
        canMint: true,
      });
      const base = { amount: input.initialSupply, decimals: input.decimals, token: input.symbol, mint };
      return { mint, ...record(state, { ...base, type: 'create', from: signer.address, to: signer.address }) };
    },
    async mintTokens(signer, input, onStage) {
      onStage?.('building');
      await sleep(timing.actionMs);
      const state = walletOf(signer.address);
      const token = tokenOf(state, input.mint);
      if (!token.canMint) throw new Error('This wallet is not the mint authority of this token.');
      const to = input.destination ?? signer.address;
      if (to === signer.address) token.balance += input.amount;
      const base = { amount: input.amount, decimals: token.decimals, token: token.symbol, mint: token.mint };
      return record(state, { ...base, type: 'mint', from: signer.address, to });
    },
    async sendTokens(signer, input, onStage) {
      onStage?.('building');
      await sleep(timing.actionMs);
      const state = walletOf(signer.address);
      const token = tokenOf(state, input.mint);
      if (input.amount > token.balance) {
        throw new Error(
          `Insufficient balance: you have ${formatAmount(token.balance, token.decimals)} ${token.symbol}.`,
        );
      }
      token.balance -= input.amount;
      const base = { amount: input.amount, decimals: token.decimals, token: token.symbol, mint: token.mint };
      return record(state, { ...base, type: 'send', from: signer.address, to: input.recipient });
    },
    async estimateSend() {
      return { feeLamports: 5000n, rentLamports: 0n, recipientOffCurve: false };
    },
    async requestAirdrop(owner, lamports) {
      await sleep(timing.actionMs / 2);
      if (lamports > DEMO_AIRDROP_CAP) throw new AirdropRefusedError('The demo faucet gives at most 5 SOL at a time.');
      const state = walletOf(owner);
      state.lamports += lamports;
      return record(state, { amount: lamports, decimals: 9, token: 'SOL', type: 'receive', from: 'Faucet', to: owner });
    },
  };
}
