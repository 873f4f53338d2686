// Demo's registry of action kinds: one module per kind (or per family, as on the Solana side), each the
// chain's refusals and what landing does, on Demo's pretend chain.
import type { PlannedAction, PlannedActionKind } from '../../contract';
import type { DemoActionModule } from '../demo-action-module';
import { burn } from './burn';
import { close } from './close';
import { reclaimRent } from './reclaim-rent';
import { closeMint } from './close-mint';
import { updateDefaultState } from './default-state';
import { updateTransferHook } from './transfer-hook';
import { updateGroupMaxSize } from './group';
import { create } from './create';
import { createMultisig, createNonce } from './create-accounts';
import { forced } from './force';
import { freeze } from './freeze';
import { pause, updateMultiplier } from './issuer-controls';
import { updateInterestRate } from './interest-rate';
import { cpiGuard, memoTransfer } from './account-setting';
import { mint } from './mint';
import { proposeModule } from './propose';
import { send } from './send';
import { sendBatch } from './send-batch';
import { setAuthority } from './set-authority';
import { harvestFees, setTransferFee, withdrawFees } from './transfer-fee-actions';
import { updateMetadata } from './update-metadata';
import { unwrapSol, wrapSol } from './wrap-sol';
import { withdrawProposal } from './withdraw-proposal';

/** Each planned kind's module; a kind of ChainAction that is not direct and has none does not compile. */
const modules = {
  create,
  mint,
  send,
  'send-batch': sendBatch,
  close,
  'reclaim-rent': reclaimRent,
  'update-metadata': updateMetadata,
  'set-authority': setAuthority,
  burn,
  freeze,
  thaw: freeze,
  'set-transfer-fee': setTransferFee,
  'withdraw-fees': withdrawFees,
  'harvest-fees': harvestFees,
  'memo-transfer': memoTransfer,
  'cpi-guard': cpiGuard,
  'wrap-sol': wrapSol,
  'unwrap-sol': unwrapSol,
  pause,
  resume: pause,
  'update-multiplier': updateMultiplier,
  'update-interest-rate': updateInterestRate,
  'close-mint': closeMint,
  'update-default-state': updateDefaultState,
  'update-transfer-hook': updateTransferHook,
  'update-group-max-size': updateGroupMaxSize,
  'force-transfer': forced,
  'force-burn': forced,
  'create-multisig': createMultisig,
  'create-nonce': createNonce,
  'withdraw-proposal': withdrawProposal,
  // A proposal previews and, once submitted, runs the action it carries through this same registry.
  propose: proposeModule((action: PlannedAction) => moduleOf(action)),
} satisfies { [K in PlannedActionKind]: DemoActionModule<Extract<PlannedAction, { kind: K }>> };

// The registry's type pairs each kind with its module; TypeScript cannot follow the pairing through the union.
export const moduleOf = (action: PlannedAction): DemoActionModule<PlannedAction> =>
  modules[action.kind] as DemoActionModule<PlannedAction>;
