import { createNoopSigner, type Address, type Instruction } from '@solana/kit';
import {
  ExtensionType,
  getDisableMemoTransfersInstruction,
  getEnableMemoTransfersInstruction,
  getReallocateInstruction,
} from '@solana-program/token-2022';

/**
 * Requires a memo with every incoming transfer into a Token-2022 account, or stops requiring it. An
 * account without room for the setting (`grow`) is reallocated first, its owner paying the rent.
 */
export function buildMemoTransferInstructions(plan: {
  account: Address;
  owner: Address;
  required: boolean;
  grow: boolean;
}): Instruction[] {
  const owner = createNoopSigner(plan.owner);
  if (!plan.required) return [getDisableMemoTransfersInstruction({ token: plan.account, owner })];
  return [
    ...(plan.grow
      ? [
          getReallocateInstruction({
            token: plan.account,
            payer: owner,
            owner,
            newExtensionTypes: [ExtensionType.MemoTransfer],
          }),
        ]
      : []),
    getEnableMemoTransfersInstruction({ token: plan.account, owner }),
  ];
}
