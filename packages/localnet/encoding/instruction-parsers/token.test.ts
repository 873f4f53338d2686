// Token-2022 instructions as a validator's jsonParsed names them. The data is written by the token program's
// own JS client (@solana-program/token-2022), not by us; each expectation is what Agave's transaction-status
// parser emits for it (anza-xyz/agave, transaction-status/src/parse_token.rs and parse_token/extension/
// {transfer_fee,token_metadata,scaled_ui_amount,pausable,memo_transfer}.rs): its type, its info keys, an
// unset authority as null or left out as that parser does, a multisig named as the authority with its signers.
import { address, none, some } from '@solana/kit';
import {
  AuthorityType,
  getEnableMemoTransfersInstructionDataEncoder,
  getHarvestWithheldTokensToMintInstructionDataEncoder,
  getInitializeTransferFeeConfigInstructionDataEncoder,
  getPauseInstructionDataEncoder,
  getSetAuthorityInstructionDataEncoder,
  getSetTransferFeeInstructionDataEncoder,
  getUpdateMultiplierScaledUiMintInstructionDataEncoder,
  getUpdateTokenMetadataFieldInstructionDataEncoder,
  getUpdateTokenMetadataUpdateAuthorityInstructionDataEncoder,
  getWithdrawWithheldTokensFromAccountsInstructionDataEncoder,
} from '@solana-program/token-2022';
import { describe, expect, it } from 'vitest';
import { parseToken } from './token';

const MINT = address('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
const AUTHORITY = address('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');
const SIGNER_A = address('3Ki7LzmeSNzgUaeGWL8AUgV8uVthjAR8DXGEKMBgFxcQ');
const SIGNER_B = address('7BgBvyjrZX1YKz4oh9mjb8ZScatkkwb8DzFx7LoiVkM3');
const ACCOUNT = address('L2TExMFKdjpN9kozasaurPirfHy9P8sbXoAN1qA3S95');
const bytes = (encoded: ArrayLike<number>) => new Uint8Array(encoded);

describe('Token-2022 instructions in jsonParsed', () => {
  it('setTransferFee: the fee as numbers; through a multisig, the validator’s own lower-case "t"', () => {
    const data = bytes(
      getSetTransferFeeInstructionDataEncoder().encode({ transferFeeBasisPoints: 50, maximumFee: 7_000n }),
    );
    expect(parseToken([MINT, AUTHORITY], data)).toEqual({
      type: 'setTransferFee',
      info: { mint: MINT, transferFeeBasisPoints: 50, maximumFee: 7000, transferFeeConfigAuthority: AUTHORITY },
    });
    expect(parseToken([MINT, AUTHORITY, SIGNER_A, SIGNER_B], data)?.info).toEqual({
      mint: MINT,
      transferFeeBasisPoints: 50,
      maximumFee: 7000,
      multisigtransferFeeConfigAuthority: AUTHORITY,
      signers: [SIGNER_A, SIGNER_B],
    });
  });

  it('initializeTransferFeeConfig: an unset authority is left out', () => {
    const data = bytes(
      getInitializeTransferFeeConfigInstructionDataEncoder().encode({
        transferFeeConfigAuthority: some(AUTHORITY),
        withdrawWithheldAuthority: none(),
        transferFeeBasisPoints: 25,
        maximumFee: 5_000n,
      }),
    );
    expect(parseToken([MINT], data)).toEqual({
      type: 'initializeTransferFeeConfig',
      info: { mint: MINT, transferFeeBasisPoints: 25, maximumFee: 5000, transferFeeConfigAuthority: AUTHORITY },
    });
  });

  it('withdrawWithheldTokensFromAccounts: the sources are the last accounts, the multisig before them', () => {
    const data = bytes(getWithdrawWithheldTokensFromAccountsInstructionDataEncoder().encode({ numTokenAccounts: 1 }));
    expect(parseToken([MINT, ACCOUNT, AUTHORITY, SIGNER_A, SIGNER_B], data)).toEqual({
      type: 'withdrawWithheldTokensFromAccounts',
      info: {
        mint: MINT,
        feeRecipient: ACCOUNT,
        multisigWithdrawWithheldAuthority: AUTHORITY,
        signers: [SIGNER_A],
        sourceAccounts: [SIGNER_B],
      },
    });
  });

  it('harvestWithheldTokensToMint: the mint and every source, no authority', () => {
    const data = bytes(getHarvestWithheldTokensToMintInstructionDataEncoder().encode({}));
    expect(parseToken([MINT, ACCOUNT, SIGNER_A], data)).toEqual({
      type: 'harvestWithheldTokensToMint',
      info: { mint: MINT, sourceAccounts: [ACCOUNT, SIGNER_A] },
    });
  });

  it('setAuthority: an account’s owner names the account, a mint’s authority the mint; none is null', () => {
    const owner = bytes(
      getSetAuthorityInstructionDataEncoder().encode({
        authorityType: AuthorityType.AccountOwner,
        newAuthority: some(SIGNER_A),
      }),
    );
    expect(parseToken([ACCOUNT, AUTHORITY], owner)).toEqual({
      type: 'setAuthority',
      info: { account: ACCOUNT, authorityType: 'accountOwner', newAuthority: SIGNER_A, authority: AUTHORITY },
    });
    const revoke = bytes(
      getSetAuthorityInstructionDataEncoder().encode({ authorityType: AuthorityType.Pause, newAuthority: none() }),
    );
    expect(parseToken([MINT, AUTHORITY], revoke)?.info).toEqual({
      mint: MINT,
      authorityType: 'pause',
      newAuthority: null,
      authority: AUTHORITY,
    });
  });

  it('token metadata: a field by its name or its own key; the update authority handed over as updateTokenMetadataAuthority', () => {
    const field = (
      value: Parameters<ReturnType<typeof getUpdateTokenMetadataFieldInstructionDataEncoder>['encode']>[0],
    ) => parseToken([MINT, AUTHORITY], bytes(getUpdateTokenMetadataFieldInstructionDataEncoder().encode(value)));
    expect(field({ field: { __kind: 'Name' }, value: 'Gold' })).toEqual({
      type: 'updateTokenMetadataField',
      info: { metadata: MINT, updateAuthority: AUTHORITY, field: 'name', value: 'Gold' },
    });
    expect(field({ field: { __kind: 'Key', fields: ['color'] }, value: 'blue' })?.info).toMatchObject({
      field: 'color',
      value: 'blue',
    });
    const handedOver = bytes(
      getUpdateTokenMetadataUpdateAuthorityInstructionDataEncoder().encode({ newUpdateAuthority: none() }),
    );
    expect(parseToken([MINT, AUTHORITY], handedOver)).toEqual({
      type: 'updateTokenMetadataAuthority',
      info: { metadata: MINT, updateAuthority: AUTHORITY, newAuthority: null },
    });
  });

  it('updateMultiplier: the multiplier as Rust prints an f64, the time as a number', () => {
    const data = bytes(
      getUpdateMultiplierScaledUiMintInstructionDataEncoder().encode({
        multiplier: 2,
        effectiveTimestamp: 1_800_000_000n,
      }),
    );
    expect(parseToken([MINT, AUTHORITY], data)).toEqual({
      type: 'updateMultiplier',
      info: { mint: MINT, newMultiplier: '2', newMultiplierTimestamp: 1_800_000_000, authority: AUTHORITY },
    });
  });

  it('pause through a multisig; required memos enabled by the account’s owner', () => {
    expect(parseToken([MINT, AUTHORITY, SIGNER_A], bytes(getPauseInstructionDataEncoder().encode({})))).toEqual({
      type: 'pause',
      info: { mint: MINT, multisigAuthority: AUTHORITY, signers: [SIGNER_A] },
    });
    expect(parseToken([ACCOUNT, AUTHORITY], bytes(getEnableMemoTransfersInstructionDataEncoder().encode({})))).toEqual({
      type: 'enableRequiredMemoTransfers',
      info: { account: ACCOUNT, owner: AUTHORITY },
    });
  });

  it('an instruction cut short stays raw', () => {
    const data = bytes(
      getSetTransferFeeInstructionDataEncoder().encode({ transferFeeBasisPoints: 50, maximumFee: 7_000n }),
    );
    expect(() => parseToken([MINT, AUTHORITY], data.subarray(0, 4))).toThrow();
  });
});
