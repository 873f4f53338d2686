import { getBase64EncodedWireTransaction, type Address } from '@solana/kit';
import type { WalletSigner } from '@/entities/wallet/model';
import { DataError } from '../../errors';
import type { ActionOptions, ActionPreview, ActionResult, StateChange, TokenAction } from '../../model';
import type { SolanaContext } from '../context';
import type { RawAccount } from '../read/raw-account';
import { readAccounts } from '../read/read-mints';
import { factsOf } from '../read/token-state';
import { explainFailure } from '../send/explain-failure';
import { buildTransaction, signAndSend } from '../send/send-transaction';
import { parseAddress } from './amount-limits';
import { planBurn } from './token-actions/burn';
import { planFreeze } from './token-actions/freeze';
import type { ActionPlan } from './token-actions/plan';
import { planSetAuthority } from './token-actions/set-authority';
import { planSetTransferFee, planWithdrawFees } from './token-actions/transfer-fee';
import { planUpdateMetadata } from './token-actions/update-metadata';

const LAMPORTS_PER_SIGNATURE = 5_000n;

function planTokenAction(ctx: SolanaContext, owner: Address, action: TokenAction): Promise<ActionPlan> {
  switch (action.kind) {
    case 'update-metadata':
      return planUpdateMetadata(ctx, owner, action);
    case 'set-authority':
      return planSetAuthority(ctx, owner, action);
    case 'burn':
      return planBurn(ctx, owner, action);
    case 'freeze':
    case 'thaw':
      return planFreeze(ctx, owner, action);
    case 'set-transfer-fee':
      return planSetTransferFee(ctx, owner, action);
    case 'withdraw-fees':
      return planWithdrawFees(ctx, owner, action);
  }
}

/** Every fact of every watched account that differs after the simulation, in the order they are listed. */
function changesBetween(
  plan: ActionPlan,
  before: (RawAccount | null)[],
  after: (RawAccount | null)[],
  owner: string,
): StateChange[] {
  return plan.watch.flatMap((watched, index) => {
    const was = factsOf(before[index] ?? null, watched.kind, plan.mint.decimals, owner);
    const will = factsOf(after[index] ?? null, watched.kind, plan.mint.decimals, owner);
    const labels = [...new Set([...was.keys(), ...will.keys()])];
    return labels.flatMap((label) => {
      const from = was.get(label) ?? (was.size ? '—' : 'No account');
      const to = will.get(label) ?? (will.size ? '—' : 'Closed');
      return from === to ? [] : [{ label: `${watched.prefix}${label}`, before: from, after: to }];
    });
  });
}

/** The action simulated against the chain as it is now: what it would change, and what it costs. */
export async function previewTokenAction(
  ctx: SolanaContext,
  ownerAddress: string,
  action: TokenAction,
): Promise<ActionPreview> {
  const owner = parseAddress(ownerAddress, 'The wallet');
  const plan = await planTokenAction(ctx, owner, action);
  const { transaction, minContextSlot } = await buildTransaction(ctx, owner, plan.instructions);
  const addresses = plan.watch.map((watched) => watched.address);
  const [before, simulation] = await Promise.all([
    readAccounts(ctx, addresses),
    ctx.rpc
      .simulateTransaction(getBase64EncodedWireTransaction(transaction), {
        encoding: 'base64',
        sigVerify: false,
        commitment: 'confirmed',
        minContextSlot,
        accounts: { addresses, encoding: 'base64' },
      })
      .send(),
  ]);
  if (simulation.value.err) {
    throw new DataError(
      'simulation-failed',
      explainFailure(simulation.value.err, [...(simulation.value.logs ?? [])], action.kind),
    );
  }
  const after = (simulation.value.accounts ?? []) as unknown as (RawAccount | null)[];
  return {
    changes: changesBetween(plan, before, after, owner),
    feeLamports: LAMPORTS_PER_SIGNATURE * BigInt(Object.keys(transaction.signatures).length),
    rentLamports: plan.rentLamports,
  };
}

/** Plans the action again against the chain as it is now, and sends it through the one send path. */
export async function runTokenAction(
  ctx: SolanaContext,
  signer: WalletSigner,
  action: TokenAction,
  { onStage, signal, onSigned }: ActionOptions = {},
): Promise<ActionResult> {
  onStage?.('building');
  const owner = parseAddress(signer.address, 'The wallet');
  const plan = await planTokenAction(ctx, owner, action);
  const signature = await signAndSend(ctx, {
    signer,
    instructions: plan.instructions,
    action: action.kind,
    onStage,
    signal,
    onSigned,
  });
  return { signature };
}
