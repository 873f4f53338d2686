import {
  AccountState,
  getUpdateDefaultAccountStateInstructionDataEncoder,
  getUpdateRateInterestBearingMintInstructionDataEncoder,
  getUpdateTransferHookInstructionDataEncoder,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { address } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { describeInstructions } from './describe-proposal';
import type { ProposalMessage } from './open-proposal';

const MINT = address('FsGYgNQtCsH58VFG2EvbgYbM7ExJwApuec2vy358U7m6');
const MULTISIG = address('BVgJsBsP3dd9za9KruYbTKswJV389EfRVwnKoVF9MMog');

/** A compiled message holding one Token-2022 instruction on (mint, multisig), its data written by the client. */
const holding = (data: Uint8Array) =>
  ({
    staticAccounts: [MULTISIG, MINT, TOKEN_2022_PROGRAM_ADDRESS],
    instructions: [{ programAddressIndex: 2, accountIndices: [1, 0], data }],
  }) as unknown as ProposalMessage;

describe('describeInstructions', () => {
  it('names an interest rate change with its new rate, read from the instruction', () => {
    const data = new Uint8Array(getUpdateRateInterestBearingMintInstructionDataEncoder().encode({ rate: -250 }));
    const labels = new Map([[MINT, { symbol: 'INT', decimals: 2 }]]);
    expect(describeInstructions(holding(data), labels as never)).toEqual({
      title: 'Set the interest rate of INT to -250 basis points a year',
      action: 'update-interest-rate',
    });
  });

  it('names a default state change with the state new accounts start in, read from the instruction', () => {
    const labels = new Map([[MINT, { symbol: 'REG', decimals: 2 }]]);
    for (const [state, title] of [
      [AccountState.Frozen, 'Make new accounts of REG start frozen'],
      [AccountState.Initialized, 'Make new accounts of REG start usable'],
    ] as const) {
      const data = new Uint8Array(getUpdateDefaultAccountStateInstructionDataEncoder().encode({ state }));
      expect(describeInstructions(holding(data), labels as never)).toEqual({ title, action: 'update-default-state' });
    }
  });

  it('names a transfer hook change with the program read from the instruction, or its removal', () => {
    const labels = new Map([[MINT, { symbol: 'HKD', decimals: 0 }]]);
    const program = address('Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo');
    for (const [programId, title] of [
      [program, "Make HKD's transfers call the program Memo...FMNo"],
      [null, 'Remove the transfer hook program of HKD'],
    ] as const) {
      const data = new Uint8Array(getUpdateTransferHookInstructionDataEncoder().encode({ programId }));
      expect(describeInstructions(holding(data), labels as never)).toEqual({ title, action: 'update-transfer-hook' });
    }
  });
});
