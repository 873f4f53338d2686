// The extensions a validator's jsonParsed shows for a Token-2022 mint and token account, read from bytes
// written by the token program's own JS client (not by us), in the shapes agave's account decoder gives
// (account-decoder-client-types, UiExtension): the extension's camelCase name, its state's field names,
// u64 and i64 as numbers, f64 multipliers as strings, absent authorities as null.
import { address, none, some, type Address } from '@solana/kit';
import {
  AccountState,
  extension,
  getMintEncoder,
  getTokenEncoder,
  getTransferCheckedWithFeeInstructionDataEncoder,
} from '@solana-program/token-2022';
import { describe, expect, it } from 'vitest';
import { readMint, readTokenAccount, TOKEN_2022_PROGRAM } from '../chain/token-layout';
import { parseToken } from '../encoding/instruction-parsers/token';

const AUTHORITY = address('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');
const HOOK = address('L2TExMFKdjpN9kozasaurPirfHy9P8sbXoAN1qA3S95');
const MINT = address('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');

describe('Token-2022 extensions in jsonParsed', () => {
  it('a mint: transfer fee, interest, transfer hook, group, member, scaled amount, pause', () => {
    const bytes = getMintEncoder().encode({
      mintAuthority: some(AUTHORITY),
      supply: 2n ** 64n - 1n,
      decimals: 6,
      isInitialized: true,
      freezeAuthority: none(),
      extensions: some([
        extension('TransferFeeConfig', {
          transferFeeConfigAuthority: AUTHORITY,
          withdrawWithheldAuthority: AUTHORITY,
          withheldAmount: 2n ** 60n,
          olderTransferFee: { epoch: 3n, maximumFee: 5_000n, transferFeeBasisPoints: 25 },
          newerTransferFee: { epoch: 9n, maximumFee: 7_000n, transferFeeBasisPoints: 50 },
        }),
        extension('InterestBearingConfig', {
          rateAuthority: AUTHORITY,
          initializationTimestamp: 1_700_000_000n,
          preUpdateAverageRate: -20,
          lastUpdateTimestamp: 1_700_000_500n,
          currentRate: 500,
        }),
        extension('TransferHook', { authority: AUTHORITY, programId: HOOK }),
        extension('TokenGroup', { updateAuthority: some(AUTHORITY), mint: MINT, size: 3n, maxSize: 10n }),
        extension('TokenGroupMember', { mint: MINT, group: MINT, memberNumber: 4n }),
        extension('ScaledUiAmountConfig', {
          authority: AUTHORITY,
          multiplier: 1.5,
          newMultiplierEffectiveTimestamp: 1_800_000_000n,
          newMultiplier: 2,
        }),
        extension('PausableConfig', { authority: some(AUTHORITY), paused: true }),
      ]),
    });
    const mint = readMint(TOKEN_2022_PROGRAM, new Uint8Array(bytes));
    expect(mint?.extensions).toEqual([
      {
        extension: 'transferFeeConfig',
        state: {
          transferFeeConfigAuthority: AUTHORITY,
          withdrawWithheldAuthority: AUTHORITY,
          withheldAmount: 2n ** 60n,
          olderTransferFee: { epoch: 3n, maximumFee: 5_000n, transferFeeBasisPoints: 25 },
          newerTransferFee: { epoch: 9n, maximumFee: 7_000n, transferFeeBasisPoints: 50 },
        },
      },
      {
        extension: 'interestBearingConfig',
        state: {
          rateAuthority: AUTHORITY,
          initializationTimestamp: 1_700_000_000n,
          preUpdateAverageRate: -20,
          lastUpdateTimestamp: 1_700_000_500n,
          currentRate: 500,
        },
      },
      { extension: 'transferHook', state: { authority: AUTHORITY, programId: HOOK } },
      { extension: 'tokenGroup', state: { updateAuthority: AUTHORITY, mint: MINT, size: 3n, maxSize: 10n } },
      { extension: 'tokenGroupMember', state: { mint: MINT, group: MINT, memberNumber: 4n } },
      {
        extension: 'scaledUiAmountConfig',
        state: {
          authority: AUTHORITY,
          multiplier: '1.5',
          newMultiplierEffectiveTimestamp: 1_800_000_000n,
          newMultiplier: '2',
        },
      },
      { extension: 'pausableConfig', state: { authority: AUTHORITY, paused: true } },
    ]);
  });

  it('a token account: withheld fees, a hook in progress, paused; a value cut short is unparseable', () => {
    const account = {
      mint: MINT,
      owner: AUTHORITY,
      amount: 5n,
      delegate: none<Address>(),
      state: AccountState.Initialized,
      isNative: none<bigint>(),
      delegatedAmount: 0n,
      closeAuthority: none<Address>(),
    };
    const bytes = new Uint8Array(
      getTokenEncoder().encode({
        ...account,
        extensions: some([
          extension('TransferFeeAmount', { withheldAmount: 12n }),
          extension('TransferHookAccount', { transferring: false }),
          extension('PausableAccount', {}),
        ]),
      }),
    );
    expect(readTokenAccount(TOKEN_2022_PROGRAM, bytes)?.extensions).toEqual([
      { extension: 'transferFeeAmount', state: { withheldAmount: 12n } },
      { extension: 'transferHookAccount', state: { transferring: false } },
      { extension: 'pausableAccount' },
    ]);
    // The withheld amount's entry says 8 bytes; give it 4.
    const short = new Uint8Array(getTokenEncoder().encode({ ...account, extensions: some([]) }));
    const entry = Uint8Array.of(2, 0, 4, 0, 1, 2, 3, 4);
    const cut = new Uint8Array(short.length + entry.length);
    cut.set(short);
    cut.set(entry, short.length);
    expect(readTokenAccount(TOKEN_2022_PROGRAM, cut)?.extensions).toEqual([{ extension: 'unparseableExtension' }]);
  });

  it('a transfer that states its fee, as a validator parses it, by a single authority and by a multisig', () => {
    const data = new Uint8Array(
      getTransferCheckedWithFeeInstructionDataEncoder().encode({ amount: 1_000n, decimals: 2, fee: 10n }),
    );
    const [source, destination, signer] = [MINT, HOOK, address('11111111111111111111111111111111')];
    const amount = (value: string, ui: number, text: string) => ({
      amount: value,
      decimals: 2,
      uiAmount: ui,
      uiAmountString: text,
    });
    expect(parseToken([source, MINT, destination, AUTHORITY], data)).toEqual({
      type: 'transferCheckedWithFee',
      info: {
        source,
        mint: MINT,
        destination,
        authority: AUTHORITY,
        tokenAmount: amount('1000', 10, '10'),
        feeAmount: amount('10', 0.1, '0.1'),
      },
    });
    expect(parseToken([source, MINT, destination, AUTHORITY, signer], data)?.info).toMatchObject({
      multisigAuthority: AUTHORITY,
      signers: [signer],
    });
  });
});
