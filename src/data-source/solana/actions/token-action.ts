import type { Address } from '@solana/kit';
import type { WalletSigner } from '@/entities/wallet/model';
import { DataError } from '../../errors';
import type { ActionOptions, ActionPreview, ActionResult, TokenAction } from '../../contract';
import { changesBetween } from '../../action-wording';
import type { SolanaContext } from '../context';
import type { RawAccount } from '../read/raw-account';
import { readAccounts } from '../read/read-mints';
import { factsOf } from '../read/token-state';
import { explainFailure } from '../send/explain-failure';
import { priceTransaction, signAndSend } from '../send/send-transaction';
import { parseAddress } from '../address';
import { planBurn } from './token-actions/burn';
import { planFreeze } from './token-actions/freeze';
import type { ActionPlan } from './token-actions/plan';
import { planSetAuthority } from './token-actions/set-authority';
import { planSetTransferFee, planWithdrawFees } from './token-actions/transfer-fee';
import { planUpdateMetadata } from './token-actions/update-metadata';

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

/** The action simulated against the chain as it is now: what it would change, and what it costs. */
export async function previewTokenAction(
  ctx: SolanaContext,
  ownerAddress: string,
  action: TokenAction,
): Promise<ActionPreview> {
  const owner = parseAddress(ownerAddress, 'The wallet');
  const plan = await planTokenAction(ctx, owner, action);
  const addresses = plan.watch.map((watched) => watched.address);
  // Most plans read the accounts they change already; only the others are read here.
  const unread = plan.watch.filter((watched) => watched.before === undefined).map((watched) => watched.address);
  const [fresh, { simulation, fee }] = await Promise.all([
    unread.length ? readAccounts(ctx, unread) : [],
    priceTransaction(ctx, owner, plan.instructions, { accounts: addresses }),
  ]);
  if (simulation.value.err) {
    throw new DataError(
      'simulation-failed',
      explainFailure(simulation.value.err, [...(simulation.value.logs ?? [])], action.kind),
    );
  }
  const after = (simulation.value.accounts ?? []) as unknown as (RawAccount | null)[];
  const decimals = plan.mint.decimals;
  const changes = plan.watch.flatMap((watched, index) => {
    const before = watched.before !== undefined ? watched.before : (fresh[unread.indexOf(watched.address)] ?? null);
    return changesBetween(
      factsOf(before, watched.kind, decimals, owner),
      factsOf(after[index] ?? null, watched.kind, decimals, owner),
      watched.prefix,
    );
  });
  return {
    changes,
    feeLamports: fee.total,
    networkFee: fee,
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
