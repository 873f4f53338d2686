import type { TransferHookCall } from '@/entities/transfer/model';
import { nativeMintProgram } from '@/entities/token/lib/native-mints';
import { sortTokens } from '@/entities/token/lib/sort-tokens';
import { isOffCurveAddress } from '@/shared/lib/ed25519-curve';
import { FROZEN_ACCOUNT_BLOCKED } from '../action-wording';
import { reclaimRefusals } from '../reclaim-wording';
import { choosePayment } from '../payment-choice';
import { checkedExclusions, snapshotOf } from '../snapshot-rules';
import type { DataSource } from '../contract';
import { recipientKindIssue } from '@/entities/token/lib/recipient-issue';
import { AppError } from '@/shared/lib/app-error';
import { accountRent, demoSlot, nativeHolding, sleep, type DemoChain, type DemoTiming } from './demo-chain';
import { demoNetworkFee } from './demo-fees';
import { demoPack } from './demo-packing';
import { demoTraits, demoTransferFee } from './demo-mints';

/** What one history page holds when the caller does not say, as on the chain. */
const DEMO_PAGE_SIZE = 20;

type DemoReads = Omit<
  DataSource,
  'cluster' | 'preview' | 'run' | 'runGroup' | 'getMultisigs' | 'getMultisig' | 'getNonceAccounts' | 'readProposal'
>;

/** Everything a page reads, from Demo's pretend chain, after the spec's load time. */
export function demoReads(chain: DemoChain, timing: DemoTiming): DemoReads {
  const { cluster, walletOf, holdingsOf, mintStateOf } = chain;
  /** A hooked Demo token's program: Demo keeps no hook's account list, so its accounts cannot be worked out (as its sends say). */
  const demoHook = (mint: string): TransferHookCall | null => {
    const program = demoTraits(mintStateOf(mint)).transferHook;
    return program ? { program, accounts: null } : null;
  };

  return {
    async getSolBalance(owner) {
      await sleep(timing.loadMs / 3);
      return walletOf(owner).lamports;
    },
    async getTokens(owner) {
      await sleep(timing.loadMs / 3);
      return sortTokens(
        walletOf(owner).tokens.map((t) => ({
          ...t,
          ...demoTraits(mintStateOf(t.mint)),
          ...(t.balance === 0n && { emptyAccounts: 1 }),
        })),
      );
    },
    async getTokenDetails(mint, owner) {
      await sleep(timing.loadMs / 3);
      const own = walletOf(owner).tokens.find((t) => t.mint === mint);
      const holders = holdingsOf(mint);
      const token = own ?? holders[0]?.token ?? nativeHolding(mint);
      const state = mintStateOf(mint);
      if (!token || !state) throw new AppError('invalid', `No token mint exists at ${mint} on ${cluster.label}.`);
      return {
        mint,
        program: token.program,
        ...demoTraits(state),
        ...(own?.memoRequired && { memoRequired: true }),
        ...(own?.cpiGuard && { cpiGuard: true }),
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
          token.program === 'token-2022' && !nativeMintProgram(mint)
            ? [
                { name: 'MetadataPointer', params: [{ name: 'metadataAddress', value: mint, address: true }] },
                ...state.extensions,
              ]
            : [],
      };
    },
    async getLargestHolders(mint) {
      await sleep(timing.loadMs / 3);
      return holdingsOf(mint)
        .map(({ wallet, token }) => ({ account: token.tokenAccount, owner: wallet, amount: token.balance }))
        .sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0))
        .slice(0, 20);
    },
    async getHolderSnapshot(mint, options = {}, onProgress) {
      await sleep(timing.loadMs / 3);
      checkedExclusions(options.exclude);
      const state = mintStateOf(mint);
      const holdings = holdingsOf(mint);
      if (!state || holdings.length === 0) {
        throw new AppError('invalid', `No token mint exists at ${mint} on ${cluster.label}.`);
      }
      const accounts = holdings.map(({ wallet, token }) => ({
        owner: wallet,
        tokenAccount: token.tokenAccount,
        amount: token.balance,
        frozen: state.frozen.includes(wallet),
      }));
      onProgress?.(accounts.length);
      return snapshotOf(accounts, options, {
        mint,
        slot: demoSlot(),
        decimals: holdings[0]!.token.decimals,
        supply: holdings.reduce((sum, each) => sum + each.token.balance, 0n),
      });
    },
    async getTransactions(owner, cursor, pageSize = DEMO_PAGE_SIZE) {
      await sleep(timing.loadMs);
      const items = [...walletOf(owner).transactions].sort((a, b) => (b.timestamp ?? 0) - (a.timestamp ?? 0));
      // Pages as the chain's do: the cursor is where the next page starts, null after the last.
      const start = cursor ? Number(cursor) : 0;
      if (!Number.isSafeInteger(start) || start < 0) {
        throw new AppError('invalid', 'This history cursor is not one the Demo data source made.');
      }
      const end = start + pageSize;
      return { items: items.slice(start, end), cursor: end < items.length ? String(end) : null };
    },
    async estimateSend(owner, input) {
      // As on chain: a recipient who holds none of this token needs an account, paid for by the sender.
      const program = walletOf(owner).tokens.find((t) => t.mint === input.mint)?.program;
      const fee = demoNetworkFee();
      return {
        feeLamports: fee.total,
        networkFee: fee,
        rentLamports: chain.holds(input.recipient, input.mint) ? 0n : accountRent(program),
        recipientOffCurve: isOffCurveAddress(input.recipient),
        transferFee: demoTransferFee(mintStateOf(input.mint)),
        memoRequired: chain.requiresMemo(input.recipient, input.mint),
        // Demo's accounts all take ordinary transfers.
        recipientRefusal: null,
        hook: demoHook(input.mint),
      };
    },
    async newAccountsAmong(mint, recipients) {
      const program = holdingsOf(mint)[0]?.token.program;
      return {
        recipients: recipients.filter((recipient) => !chain.holds(recipient, mint)),
        rentLamports: accountRent(program),
        transferFee: demoTransferFee(mintStateOf(mint)),
        memoRequired: recipients.filter((recipient) => chain.requiresMemo(recipient, mint)),
        refused: recipients.flatMap((recipient) => {
          const reason = recipientKindIssue(chain.kindOf(recipient));
          return reason ? [{ recipient, reason }] : [];
        }),
        hook: demoHook(mint),
      };
    },
    async packTransfers(_owner, { mint, recipients, memo, version }) {
      await sleep(timing.loadMs / 3);
      // Demo plays today's mainnet, which takes v1.
      return demoPack(
        recipients.map((recipient) => !chain.holds(recipient, mint)),
        memo,
        version === 1,
      );
    },
    async readLanded(signatures, onProgress) {
      await sleep(timing.loadMs / 3);
      onProgress?.(signatures.length);
      return signatures.map((signature) => {
        const receipt = chain.receipts.get(signature);
        if (receipt) return { signature, found: true, failed: null, ...receipt };
        const found = chain.landed.has(signature);
        const slot = found ? demoSlot() : null;
        return { signature, found, slot, feeLamports: 0n, rentLamports: 0n, failed: null, transfers: [] };
      });
    },
    async settleTransaction({ signature }) {
      // A pending action lands now; one that landed is confirmed; a signature Demo never signed never lands.
      const settled = chain.settlePending(signature);
      if (settled) return settled.outcome === 'confirmed' ? 'confirmed' : 'failed';
      return chain.landed.has(signature) ? 'confirmed' : 'expired';
    },
    async settleHandedOver() {
      // Demo's wallets always sign: nothing is handed to a wallet that sends by itself, so nothing is found.
      await sleep(timing.loadMs / 3);
      return { outcome: 'expired', signature: null };
    },
    async findPayment(reference, recipient, asked) {
      await sleep(150);
      const seenByPayee = (chain.payments.get(reference) ?? []).map(({ recipient: paid, ...payment }) =>
        // Seen from another payee, the transaction moved nothing to them.
        paid === recipient ? payment : { ...payment, mint: null, amount: null },
      );
      return choosePayment(seenByPayee, asked);
    },
    pendingTransfers: (owner) => chain.pendingOf(owner),
    async resumePending(owner) {
      return chain.pendingOf(owner).flatMap(({ signature }) => (signature && chain.settlePending(signature)) || []);
    },
    async inspectAddress(address) {
      return chain.kindOf(address);
    },
    async recipientIssue(address) {
      return recipientKindIssue(chain.kindOf(address));
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
          blocked: chain.mints.get(token.mint)?.frozen.includes(owner) ? FROZEN_ACCOUNT_BLOCKED : null,
        }));
    },
    async getExpiryWindow() {
      await sleep(timing.loadMs / 3);
      // Today's mainnet: 150 blocks at 200 ms slots (SIMD-0525's last step, October 2026).
      return { blocks: 150, seconds: 30 };
    },
    async getExcessRent(owner) {
      await sleep(timing.loadMs / 3);
      // Accounts holding something: an empty one is closed instead, its whole rent back.
      return walletOf(owner)
        .tokens.filter((token) => token.balance > 0n && (chain.excessRent.get(token.tokenAccount) ?? 0n) > 0n)
        .map((token) => ({
          address: token.tokenAccount,
          source: 'token-account' as const,
          label: `${token.name} (${token.symbol})`,
          excessLamports: chain.excessRent.get(token.tokenAccount)!,
          blocked: nativeMintProgram(token.mint) ? reclaimRefusals.wrappedSol : null,
        }))
        .sort((a, b) => (a.excessLamports === b.excessLamports ? 0 : a.excessLamports > b.excessLamports ? -1 : 1));
    },
  };
}
