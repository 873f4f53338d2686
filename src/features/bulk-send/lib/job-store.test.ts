import { describe, expect, it } from 'vitest';
import { clusterKey, withOwnUrl } from '@/entities/cluster/model';
import { planJob } from './bulk-job';
import { browserJobStore, jobScopes } from './job-store';

const DEVNET_GENESIS = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG';
const TOKEN = { mint: 'So11111111111111111111111111111111111111112', symbol: 'MNT', decimals: 0 };

describe('a bulk send half paid through one URL', () => {
  it('is found through another URL of the same network, and through the URL an older job was kept under', () => {
    const owner = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
    const first = withOwnUrl(
      'mainnet-beta',
      'https://first.example.com',
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
    );
    const second = withOwnUrl(
      'mainnet-beta',
      'https://second.example.com',
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
    );
    const [scope] = jobScopes(first, owner);
    const job = { ...planJob(scope, TOKEN, [{ line: 1, address: owner, amount: 1n }], [[0]]), id: 'job-1' };
    browserJobStore.save(job);
    expect(browserJobStore.list(jobScopes(second, owner)).map((kept) => kept.id)).toEqual(['job-1']);
    // Another network never sees it.
    const devnet = withOwnUrl('devnet', 'https://first.example.com', DEVNET_GENESIS);
    expect(browserJobStore.list(jobScopes(devnet, owner))).toEqual([]);
    // A job kept by an earlier version, under its URL.
    browserJobStore.save({ ...job, id: 'job-0', scope: `${clusterKey(first)}:${owner}` });
    expect(
      browserJobStore
        .list(jobScopes(first, owner))
        .map((kept) => kept.id)
        .sort(),
    ).toEqual(['job-0', 'job-1']);
  });
});
