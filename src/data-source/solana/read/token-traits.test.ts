// @vitest-environment node
import { generateKeyPairSigner, getBase64Decoder, none, some } from '@solana/kit';
import {
  extension,
  getMintEncoder,
  getTokenEncoder,
  AccountState,
  type ExtensionArgs,
} from '@solana-program/token-2022';
import { describe, expect, it } from 'vitest';
import { decodeMint, decodeTokenAccount, unknownExtensions, type RawAccount } from './raw-account';
import { accountTraits, clusterTime, mintTraits } from './token-traits';
import { decodeTokenAccountFull } from './raw-account';

const TOKEN_2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
const rawOf = (bytes: Uint8Array): RawAccount => ({
  data: [getBase64Decoder().decode(bytes), 'base64'],
  executable: false,
  lamports: 1n,
  owner: TOKEN_2022,
});
/** An extension entry the app does not know: type, length, value. */
function withUnknown(bytes: Uint8Array, type: number, value: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length + 4 + value.length);
  out.set(bytes);
  const view = new DataView(out.buffer);
  view.setUint16(bytes.length, type, true);
  view.setUint16(bytes.length + 2, value.length, true);
  out.set(value, bytes.length + 4);
  return out;
}

describe('mints and accounts with extensions', async () => {
  const authority = (await generateKeyPairSigner()).address;
  const mintBytes = (extensions: ExtensionArgs[] = []) =>
    new Uint8Array(
      getMintEncoder().encode({
        mintAuthority: some(authority),
        supply: 100n,
        decimals: 2,
        isInitialized: true,
        freezeAuthority: none(),
        extensions: some(extensions),
      }),
    );

  it('reads a mint whose extension it does not know, and names that extension by number', () => {
    const bytes = withUnknown(mintBytes([extension('NonTransferable', {})]), 99, Uint8Array.of(1, 2, 3));
    const mint = decodeMint(rawOf(bytes));
    expect(mint.supply).toBe(100n);
    expect(unknownExtensions(bytes)).toEqual([99]);
    expect(mintTraits(mint, rawOf(bytes), 0)).toEqual({ nonTransferable: true, unknownExtensions: [99] });
  });

  it('says the amount rule, the pause and the hook a mint imposes', () => {
    const bytes = mintBytes([
      extension('ScaledUiAmountConfig', {
        authority,
        multiplier: 2,
        newMultiplierEffectiveTimestamp: 500n,
        newMultiplier: 3,
      }),
      extension('PausableConfig', { authority: some(authority), paused: true }),
      extension('TransferHook', { authority, programId: authority }),
    ]);
    expect(mintTraits(decodeMint(rawOf(bytes)), rawOf(bytes), 400)).toEqual({
      scale: { kind: 'multiplier', multiplier: 2, newMultiplier: 3, newMultiplierAt: 500, now: 400 },
      paused: true,
      transferHook: authority,
    });
  });

  it("says an account's required memos and unknown extensions", async () => {
    const owner = (await generateKeyPairSigner()).address;
    const bytes = withUnknown(
      new Uint8Array(
        getTokenEncoder().encode({
          mint: authority,
          owner,
          amount: 7n,
          delegate: none(),
          state: AccountState.Initialized,
          isNative: none(),
          delegatedAmount: 0n,
          closeAuthority: none(),
          extensions: some([extension('MemoTransfer', { requireIncomingTransferMemos: true })]),
        }),
      ),
      120,
      new Uint8Array(8),
    );
    expect(decodeTokenAccount(rawOf(bytes)).amount).toBe(7n);
    expect(accountTraits(decodeTokenAccountFull(rawOf(bytes)), rawOf(bytes))).toEqual({
      memoRequired: true,
      unknownExtensions: [120],
    });
  });

  it("reads the cluster's unix time from the Clock sysvar", () => {
    const clock = new Uint8Array(40);
    new DataView(clock.buffer).setBigInt64(32, 1_764_000_000n, true);
    expect(clusterTime(rawOf(clock))).toBe(1_764_000_000);
  });
});
