import type { PlannedAction, PlannedActionKind } from '../../contract';
import type { PlanAction } from './action-plan';
import { planClose } from './close';
import { planReclaimRent } from './reclaim-rent';
import { planCreate } from './create';
import { planMint } from './mint';
import { planSendBatch } from './send-batch';
import { planSend } from './send';
import { planBurn } from './token-actions/burn';
import { planCloseMint } from './token-actions/close-mint';
import { planUpdateDefaultState } from './token-actions/default-state';
import { planUpdateTransferHook } from './token-actions/transfer-hook';
import { planUpdateGroupMaxSize } from './token-actions/group';
import { planForceBurn, planForceTransfer } from './token-actions/force';
import { planFreeze } from './token-actions/freeze';
import { planPause, planUpdateMultiplier } from './token-actions/issuer-controls';
import { planUpdateInterestRate } from './token-actions/interest-rate';
import { planCpiGuard, planMemoTransfer } from './token-actions/account-setting';
import { planSetAuthority } from './token-actions/set-authority';
import { planHarvestFees, planSetTransferFee, planWithdrawFees } from './token-actions/transfer-fee-actions';
import { planUpdateMetadata } from './token-actions/update-metadata';
import { planUnwrapSol, planWrapSol } from './token-actions/wrap-sol';
import { planCreateMultisig, planCreateNonce } from '../multisig/create-accounts';
import { planProposal } from '../multisig/propose';
import { planWithdrawProposal } from '../multisig/withdraw-proposal';

/** Each planned kind's module; a kind of ChainAction that is not direct and has none does not compile. */
const planners = {
  create: planCreate,
  mint: planMint,
  send: planSend,
  'send-batch': planSendBatch,
  close: planClose,
  'reclaim-rent': planReclaimRent,
  'update-metadata': planUpdateMetadata,
  'set-authority': planSetAuthority,
  burn: planBurn,
  freeze: planFreeze,
  thaw: planFreeze,
  'set-transfer-fee': planSetTransferFee,
  'withdraw-fees': planWithdrawFees,
  'harvest-fees': planHarvestFees,
  'memo-transfer': planMemoTransfer,
  'cpi-guard': planCpiGuard,
  'wrap-sol': planWrapSol,
  'unwrap-sol': planUnwrapSol,
  pause: planPause,
  resume: planPause,
  'update-multiplier': planUpdateMultiplier,
  'update-interest-rate': planUpdateInterestRate,
  'close-mint': planCloseMint,
  'update-default-state': planUpdateDefaultState,
  'update-transfer-hook': planUpdateTransferHook,
  'update-group-max-size': planUpdateGroupMaxSize,
  'force-transfer': planForceTransfer,
  'force-burn': planForceBurn,
  'create-multisig': planCreateMultisig,
  'create-nonce': planCreateNonce,
  'withdraw-proposal': planWithdrawProposal,
  // A proposal plans the action it carries, through the registry, with the multisig as its authority.
  propose: (ctx, owner, action, signal) => planProposal(ctx, owner, action, planAction, signal),
} satisfies { [K in PlannedActionKind]: PlanAction<Extract<PlannedAction, { kind: K }>> };

/** The action's plan, from the module of its kind. */
export const planAction: PlanAction<PlannedAction> = (ctx, owner, action, signal) =>
  // The registry's type pairs each kind with its module; TypeScript cannot follow the pairing through the union.
  (planners[action.kind] as PlanAction<PlannedAction>)(ctx, owner, action, signal);
