import { createNoopSigner, type Address, type Instruction } from '@solana/kit';
import {
  ExtensionType,
  getDisableCpiGuardInstruction,
  getDisableMemoTransfersInstruction,
  getEnableCpiGuardInstruction,
  getEnableMemoTransfersInstruction,
  getReallocateInstruction,
} from '@solana-program/token-2022';
import type { AccountSetting } from '../../action-wording';

type Switch = (input: { token: Address; owner: ReturnType<typeof createNoopSigner> }) => Instruction;

const SWITCHES: Record<AccountSetting, { extension: ExtensionType; on: Switch; off: Switch }> = {
  memo: {
    extension: ExtensionType.MemoTransfer,
    on: getEnableMemoTransfersInstruction,
    off: getDisableMemoTransfersInstruction,
  },
  'cpi-guard': {
    extension: ExtensionType.CpiGuard,
    on: getEnableCpiGuardInstruction,
    off: getDisableCpiGuardInstruction,
  },
};

/**
 * Turns a setting of a Token-2022 account on or off. An account without room for it (`grow`) is
 * reallocated first, its owner paying the rent.
 */
export function buildAccountSettingInstructions(plan: {
  setting: AccountSetting;
  account: Address;
  owner: Address;
  on: boolean;
  grow: boolean;
}): Instruction[] {
  const owner = createNoopSigner(plan.owner);
  const { extension, on, off } = SWITCHES[plan.setting];
  if (!plan.on) return [off({ token: plan.account, owner })];
  return [
    ...(plan.grow
      ? [getReallocateInstruction({ token: plan.account, payer: owner, owner, newExtensionTypes: [extension] })]
      : []),
    on({ token: plan.account, owner }),
  ];
}
