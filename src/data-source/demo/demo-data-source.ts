import type { Cluster } from '@/entities/cluster/model';
import type { DataSource } from '../contract';
import { AppError } from '@/shared/lib/app-error';
import { createDemoChain, DEMO_ACTION_MS, DEMO_LOAD_MS, sleep, type DemoTiming } from './demo-chain';
import { previewDemoAction, runDemoAction, runDemoGroup } from './demo-actions';
import { demoReads } from './demo-reads';
import { demoProposals } from './demo-proposals';

const DEMO_AIRDROP_CAP = 5_000_000_000n;

/**
 * Demo mode: sample tokens and transactions, no network at all. State lives in memory per wallet, so
 * every action behaves believably until the page is reloaded. Nothing is signed.
 */
export function createDemoDataSource(
  cluster: Cluster,
  timing: DemoTiming = { actionMs: DEMO_ACTION_MS, loadMs: DEMO_LOAD_MS },
): DataSource {
  const chain = createDemoChain(cluster);
  return {
    cluster,
    ...demoReads(chain, timing),
    ...demoProposals(chain, timing),
    preview: (owner, action) => previewDemoAction(chain, timing, owner, action),
    run: (signer, action, options) => runDemoAction(chain, timing, signer, action, options),
    runGroup: (signer, actions, options) => runDemoGroup(chain, timing, signer, actions, options),
    async requestAirdrop(owner, lamports) {
      await sleep(timing.actionMs / 2);
      if (lamports > DEMO_AIRDROP_CAP) {
        throw new AppError('airdrop-refused', 'The demo faucet gives at most 5 SOL at a time.');
      }
      chain.walletOf(owner).lamports += lamports;
      return chain.record(owner, {
        amount: lamports,
        decimals: 9,
        token: 'SOL',
        type: 'receive',
        from: 'Faucet',
        to: owner,
      });
    },
  };
}
