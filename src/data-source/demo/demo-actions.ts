// Running Demo's actions as the chain runs one: a preview, a single action walked through its stages, a
// group approved at once. Each kind's rules are its module in ./actions.
import { INSUFFICIENT_SOL } from '../action-wording';
import type {
  ActionOptions,
  ActionResultOf,
  ActionStage,
  PlannedAction,
  ChainActionOf,
  GroupOptions,
  PendingTransfer,
  Settled,
  WalletSigner,
} from '../contract';
import type { ActionPreview } from '@/entities/action/model';
import { AppError } from '@/shared/lib/app-error';
import { reasonOf } from '@/shared/lib/describe-error';
import { moduleOf } from './actions';
import { randomSignature, sleep, type DemoChain, type DemoTiming } from './demo-chain';
import { demoNetworkFee } from './demo-fees';

/** A preview as the chain's: the refusal, or the changes, one transaction's fee and the rent. */
export async function previewDemoAction(
  chain: DemoChain,
  timing: DemoTiming,
  owner: string,
  action: PlannedAction,
): Promise<ActionPreview> {
  await sleep(timing.loadMs / 3);
  const cost = moduleOf(action).preview(chain, owner, action);
  const networkFee = cost.networkFee ?? demoNetworkFee();
  return {
    changes: cost.changes ?? [],
    feeLamports: networkFee.total,
    networkFee,
    transactions: 1,
    rentLamports: cost.rentLamports ?? 0n,
  };
}

const STAGES: ActionStage[] = ['building', 'simulating', 'signing', 'sending', 'confirming'];

/**
 * The action refused as the chain would (its own rules, then the SOL its fee and rent need); else a
 * landing: the action's change, with the fee and rent taken from the wallet.
 */
function prepareWithCost(chain: DemoChain, owner: string, action: PlannedAction) {
  const module = moduleOf(action);
  const commit = module.prepare(chain, owner, action);
  const cost = module.preview(chain, owner, action);
  const lamports = (cost.networkFee ?? demoNetworkFee()).total + (cost.rentLamports ?? 0n);
  const wallet = chain.walletOf(owner);
  if (wallet.lamports < lamports) {
    throw new AppError('simulation-failed', INSUFFICIENT_SOL);
  }
  return (signature: string) => {
    const result = commit(signature);
    wallet.lamports -= lamports;
    return result;
  };
}

/**
 * An action as the chain runs one, walked through the same stages over the spec's 2000 ms: refused
 * before anything is "signed", signed (Demo's signature is random) and said so before it is "sent",
 * then landed — prepared again then, as the state may have moved during the wait. Stopped once it is
 * sent, it is pending, and lands when resumed or settled, as a sent transaction does.
 */
export async function runDemoAction<A extends PlannedAction>(
  chain: DemoChain,
  timing: DemoTiming,
  signer: WalletSigner,
  action: A,
  { onStage, onSigned, signal }: ActionOptions = {},
): Promise<ActionResultOf<A['kind']>> {
  const owner = signer.address;
  const signature = randomSignature();
  if (action.kind === 'propose') return proposeDemo(chain, timing, owner, action, signature, onStage) as never;
  let sent = false;
  for (const stage of STAGES) {
    onStage?.(stage);
    if (stage === 'signing') prepareWithCost(chain, owner, action);
    if (stage === 'sending') {
      onSigned?.({ signature, lastValidBlockHeight: '0' });
      sent = true;
    }
    await sleep(timing.actionMs / STAGES.length);
    if (signal?.aborted) {
      if (sent)
        chain.keepPending(owner, pendingEntry(signature, action), () =>
          prepareWithCost(chain, owner, action)(signature),
        );
      throw new AppError('aborted', 'Stopped before the outcome was known.');
    }
  }
  return prepareWithCost(chain, owner, action)(signature) as ActionResultOf<A['kind']>;
}

/**
 * A group approved at once, as the chain would take it: each refused on its own before signing, every
 * signature handed over before anything lands, then each landing (or failing) on its own, in order.
 */
export async function runDemoGroup<A extends PlannedAction>(
  chain: DemoChain,
  timing: DemoTiming,
  signer: WalletSigner,
  actions: readonly A[],
  { onStage, onSigned, signal }: GroupOptions = {},
): Promise<Settled<ActionResultOf<A['kind']>>[]> {
  const owner = signer.address;
  const settled: Settled<ActionResultOf<A['kind']>>[] = new Array(actions.length);
  const pause = () => sleep(timing.actionMs / STAGES.length);
  onStage?.('simulating');
  await pause();
  const ready: { index: number; signature: string }[] = [];
  for (const [index, action] of actions.entries()) {
    try {
      if (action.kind === 'propose') throw new AppError('invalid', 'This action cannot be approved with others.');
      prepareWithCost(chain, owner, action);
      ready.push({ index, signature: randomSignature() });
    } catch (error) {
      settled[index] = { ok: false, error };
    }
  }
  if (ready.length === 0) return settled;
  onStage?.('signing');
  await pause();
  onSigned?.(new Map(ready.map(({ index, signature }) => [index, { signature, lastValidBlockHeight: '0' }])));
  onStage?.('sending');
  await pause();
  if (signal?.aborted) {
    for (const { index, signature } of ready) {
      const action = actions[index]!;
      chain.keepPending(owner, pendingEntry(signature, action), () => prepareWithCost(chain, owner, action)(signature));
    }
    throw new AppError('aborted', 'Stopped before the outcome was known.');
  }
  onStage?.('confirming');
  for (const { index, signature } of ready) {
    try {
      const value = prepareWithCost(chain, owner, actions[index]!)(signature) as ActionResultOf<A['kind']>;
      settled[index] = { ok: true, value };
    } catch (error) {
      // Refused when its turn came (an earlier one of the group spent the balance): failed on chain.
      settled[index] = { ok: false, error: new AppError('failed-on-chain', reasonOf(error), { signature }) };
    }
  }
  return settled;
}

/** A proposal is signed, not sent: its stages stop at signing, and its fee is paid when it is submitted. */
async function proposeDemo(
  chain: DemoChain,
  timing: DemoTiming,
  owner: string,
  action: ChainActionOf<'propose'>,
  signature: string,
  onStage: ActionOptions['onStage'],
) {
  for (const stage of ['building', 'simulating', 'signing'] as const) {
    onStage?.(stage);
    await sleep(timing.actionMs / STAGES.length);
  }
  return moduleOf(action).prepare(chain, owner, action)(signature);
}

/** How a pending action is named, as the chain's pending store names it. */
function pendingEntry(signature: string, action: PlannedAction): PendingTransfer {
  if (action.kind !== 'send') return { signature, action: action.kind };
  return {
    signature,
    action: 'send',
    transfer: { mint: action.mint, recipient: action.recipient, amount: action.amount.toString() },
  };
}
