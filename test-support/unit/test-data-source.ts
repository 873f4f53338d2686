import { vi } from 'vitest';
import { PRESET_CLUSTERS, type Cluster } from '@/entities/cluster/model';
import type { DataSource } from '@/data-source/contract';
import { createDemoDataSource } from '@/data-source/demo/demo-data-source';

/** `run` as a test sets it up: any result it chooses for the action it expects. */
type Overrides = Partial<Omit<DataSource, 'run'>> & {
  run?: (...args: Parameters<DataSource['run']>) => Promise<unknown>;
};

/**
 * Demo with no delays, on the cluster a test names, every member a spy; a test replaces the members whose
 * answers it controls. There is no third implementation of the contract to drift from the two.
 */
export function testDataSource(overrides: Overrides = {}, cluster: Cluster = PRESET_CLUSTERS.localnet): DataSource {
  const demo = createDemoDataSource(cluster, { actionMs: 0, loadMs: 0 });
  const spied = Object.fromEntries(
    Object.entries(demo).map(([name, member]) => [name, typeof member === 'function' ? vi.fn(member) : member]),
  );
  return { ...spied, ...overrides } as DataSource;
}
