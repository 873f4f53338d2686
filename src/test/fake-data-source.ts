import { vi } from 'vitest';
import { PRESET_CLUSTERS, type Cluster } from '@/entities/cluster/model';
import type { DataSource, NetworkFee } from '@/data-source/contract';

const FAKE_FEE: NetworkFee = { base: 5000n, priority: 0n, total: 5000n, unitLimit: 0, unitPrice: 0n, level: 'normal' };

/** `run` as a test sets it up: any result it chooses for the action it expects. */
type Overrides = Partial<Omit<DataSource, 'run'>> & {
  run?: (...args: Parameters<DataSource['run']>) => Promise<unknown>;
};

/** A DataSource whose every method is a vi.fn, for component tests that control each answer. */
export function fakeDataSource(overrides: Overrides = {}, cluster: Cluster = PRESET_CLUSTERS.localnet) {
  const dataSource: DataSource = {
    cluster,
    getSolBalance: vi.fn(async () => 0n),
    getTokens: vi.fn(async () => []),
    getTransactions: vi.fn(async () => ({ items: [], cursor: null })),
    findPayment: vi.fn(async () => null),
    getTokenDetails: vi.fn(async () => {
      throw new Error('getTokenDetails is not set up in this test');
    }),
    getLargestHolders: vi.fn(async () => null),
    newAccountsAmong: vi.fn(async () => ({ recipients: [], rentLamports: 2_039_280n, transferFee: null })),
    settleTransaction: vi.fn(async () => 'expired' as const),
    run: vi.fn(async () => ({ signature: 'sig', mint: 'mint' })) as DataSource['run'],
    preview: vi.fn(async () => ({
      changes: [],
      feeLamports: 5000n,
      networkFee: FAKE_FEE,
      transactions: 1,
      rentLamports: 0n,
    })),
    estimateSend: vi.fn(async () => ({
      feeLamports: 5000n,
      networkFee: FAKE_FEE,
      rentLamports: 0n,
      recipientOffCurve: false,
      transferFee: null,
    })),
    getEmptyAccounts: vi.fn(async () => []),
    requestAirdrop: vi.fn(async () => ({ signature: 'sig' })),
    inspectAddress: vi.fn(async () => 'wallet' as const),
    pendingTransfers: vi.fn(() => []),
    resumePending: vi.fn(async () => []),
    ...(overrides as Partial<DataSource>),
  };
  return dataSource;
}
