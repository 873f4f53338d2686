import {
  AccountState,
  getHarvestWithheldTokensToMintInstruction,
  getSetTransferFeeInstruction,
  getUpdateDefaultAccountStateInstruction,
  getUpdateRateInterestBearingMintInstruction,
  getUpdateTransferHookInstruction,
  getWithdrawWithheldTokensFromAccountsInstruction,
  getWithdrawWithheldTokensFromMintInstruction,
} from '@solana-program/token-2022';
import { address, createNoopSigner, type Instruction } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { describeInstructions } from './describe-proposal';

const MINT = address('FsGYgNQtCsH58VFG2EvbgYbM7ExJwApuec2vy358U7m6');
const MULTISIG = address('BVgJsBsP3dd9za9KruYbTKswJV389EfRVwnKoVF9MMog');
const RECEIVER = address('21XhJVdsDSk4cdcACBHXQ57JCLvVyHswcTEaHePRjQAU');
const ATTACKER = address('8XNQFsyzXDN59iX31sbfhkBz5CmnHHbG9RipUxYtA4zD');
const authority = createNoopSigner(MULTISIG);
const describe1 = (instruction: Instruction, symbol: string, owners: Record<string, string> = {}) =>
  describeInstructions(
    [instruction],
    new Map([[MINT, { symbol, decimals: 2 }]]) as never,
    (account) => owners[account],
  );

describe('describeInstructions', () => {
  it('names an interest rate change with its new rate, read from the instruction', () => {
    expect(
      describe1(
        getUpdateRateInterestBearingMintInstruction({ mint: MINT, rateAuthority: authority, rate: -250 }),
        'INT',
      ),
    ).toEqual({
      title: 'Set the interest rate of INT to -250 basis points a year',
      action: 'update-interest-rate',
    });
  });

  it('names a default state change with the state new accounts start in, read from the instruction', () => {
    for (const [state, title] of [
      [AccountState.Frozen, 'Make new accounts of REG start frozen'],
      [AccountState.Initialized, 'Make new accounts of REG start usable'],
    ] as const) {
      const instruction = getUpdateDefaultAccountStateInstruction({ mint: MINT, freezeAuthority: authority, state });
      expect(describe1(instruction, 'REG')).toEqual({ title, action: 'update-default-state' });
    }
  });

  it('names a transfer hook change with the program read from the instruction, or its removal', () => {
    const program = address('Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo');
    for (const [programId, title] of [
      [program, "Make HKD's transfers call the program Memo...FMNo"],
      [null, 'Remove the transfer hook program of HKD'],
    ] as const) {
      const instruction = getUpdateTransferHookInstruction({ mint: MINT, authority, programId });
      expect(describe1(instruction, 'HKD')).toEqual({ title, action: 'update-transfer-hook' });
    }
  });

  // Issue 43: every transfer-fee sub-instruction read as "Change the transfer fee", a withdrawal to an attacker too.
  it('titles each transfer-fee sub-instruction for what it does, a withdrawal with whose account receives', () => {
    const owners = { [RECEIVER]: ATTACKER };
    expect(
      describe1(
        getSetTransferFeeInstruction({
          mint: MINT,
          transferFeeConfigAuthority: authority,
          transferFeeBasisPoints: 50,
          maximumFee: 1_000n,
        }),
        'FEE',
      ).title,
    ).toBe('Set the transfer fee of FEE to 50 basis points, at most 10 FEE');
    expect(
      describe1(
        getWithdrawWithheldTokensFromMintInstruction({
          mint: MINT,
          feeReceiver: RECEIVER,
          withdrawWithheldAuthority: authority,
        }),
        'FEE',
        owners,
      ),
    ).toEqual({
      title: 'Withdraw the fees of FEE withheld in the mint to an account of 8XNQ...A4zD',
      action: 'withdraw-fees',
    });
    expect(
      describe1(
        getWithdrawWithheldTokensFromAccountsInstruction({
          mint: MINT,
          feeReceiver: RECEIVER,
          withdrawWithheldAuthority: authority,
          numTokenAccounts: 1,
          sources: [ATTACKER],
        }),
        'FEE',
        owners,
      ).title,
    ).toBe("Withdraw the fees of FEE withheld in holders' accounts to an account of 8XNQ...A4zD");
    expect(describe1(getHarvestWithheldTokensToMintInstruction({ mint: MINT, sources: [RECEIVER] }), 'FEE').title).toBe(
      "Move the fees of FEE withheld in holders' accounts into the mint",
    );
  });

  it('titles a withdrawal ahead of its harvest by the withdrawal, not the harvest', () => {
    const harvest = getHarvestWithheldTokensToMintInstruction({ mint: MINT, sources: [ATTACKER] });
    const withdraw = getWithdrawWithheldTokensFromMintInstruction({
      mint: MINT,
      feeReceiver: RECEIVER,
      withdrawWithheldAuthority: authority,
    });
    const labels = new Map([[MINT, { symbol: 'FEE', decimals: 2 }]]) as never;
    expect(describeInstructions([harvest, withdraw], labels).action).toBe('withdraw-fees');
  });
});
