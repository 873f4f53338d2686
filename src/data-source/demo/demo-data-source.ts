import type { Cluster } from '@/entities/cluster/model';
import {
  isDirectAction,
  type ActionOptions,
  type ActionResultOf,
  type DataSource,
  type DirectAction,
  type DirectActionKind,
  type WalletSigner,
} from '../contract';
import { requireSigner } from '../require-signer';
import { demoAirdrop } from './actions/airdrop';
import { createDemoChain, DEMO_ACTION_MS, DEMO_LOAD_MS, type DemoTiming } from './demo-chain';
import { previewDemoAction, runDemoAction, runDemoGroup } from './demo-actions';
import { demoReads } from './demo-reads';
import { demoProposals } from './demo-proposals';

type RunDirect<A extends DirectAction> = (
  signer: WalletSigner | null,
  action: A,
  options: ActionOptions,
) => Promise<ActionResultOf<A['kind']>>;

/**
 * Demo mode: sample tokens and transactions, no network at all. State lives in memory per wallet, so
 * every action behaves believably until the page is reloaded. Nothing is signed.
 */
export function createDemoDataSource(
  cluster: Cluster,
  timing: DemoTiming = { actionMs: DEMO_ACTION_MS, loadMs: DEMO_LOAD_MS },
): DataSource {
  const chain = createDemoChain(cluster);
  const { sign, submit, ...proposalReads } = demoProposals(chain, timing);
  // The kinds with no instructions to plan, each run as it is; a direct kind without a row does not compile.
  const direct = {
    'sign-proposal': async (signer, action, options) => ({
      link: await sign(requireSigner(signer), action, options),
    }),
    'submit-proposal': (_signer, action, options) => submit(action.link, options),
    airdrop: (_signer, action) => demoAirdrop(chain, timing, action),
  } satisfies { [K in DirectActionKind]: RunDirect<Extract<DirectAction, { kind: K }>> };
  return {
    cluster,
    ...demoReads(chain, timing),
    ...proposalReads,
    preview: (owner, action) => previewDemoAction(chain, timing, owner, action),
    run: (signer, action, options = {}) =>
      // The table's type pairs each kind with its runner; TypeScript cannot follow the pairing through the guard.
      (isDirectAction(action)
        ? (direct[action.kind] as RunDirect<DirectAction>)(signer, action, options)
        : runDemoAction(chain, timing, requireSigner(signer), action, options)) as never,
    runGroup: (signer, actions, options) => runDemoGroup(chain, timing, signer, actions, options),
  };
}
