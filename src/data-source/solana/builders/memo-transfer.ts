import { createNoopSigner, type Address, type Instruction } from '@solana/kit';
import {
  ExtensionType,
  getDisableCpiGuardInstruction,
  getDisableMemoTransfersInstruction,
  getEnableCpiGuardInstruction,
  getEnableMemoTransfersInstruction,
  getReallocateInstruction,
} from '@solana-program/token-2022';

/** A holder's switch on their own Token-2022 account: required memos, or the CPI guard. */
export type AccountSetting = 'memo' | 'cpi-guard';

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

/** Requires a memo with every incoming transfer into a Token-2022 account, or stops requiring it. */
export const buildMemoTransferInstructions = (plan: {
  account: Address;
  owner: Address;
  required: boolean;
  grow: boolean;
}) => buildAccountSettingInstructions({ ...plan, setting: 'memo', on: plan.required });
