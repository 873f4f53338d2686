// @vitest-environment node
import { generateKeyPairSigner, getBase64Decoder, mergeBytes, none, some } from '@solana/kit';
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

  /** The mint's bytes with the value of each extension of `type` cut to `length` bytes (tail dropped or zeroed). */
  function resized(bytes: Uint8Array, type: number, length: number): Uint8Array {
    const parts: Uint8Array[] = [bytes.subarray(0, 166)];
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    for (let at = 166; at + 4 <= bytes.length;) {
      const kind = view.getUint16(at, true);
      const size = view.getUint16(at + 2, true);
      const value = bytes.subarray(at + 4, at + 4 + size);
      const entry = kind === type ? new Uint8Array(4 + length) : new Uint8Array(4 + size);
      const entryView = new DataView(entry.buffer);
      entryView.setUint16(0, kind, true);
      entryView.setUint16(2, kind === type ? length : size, true);
      entry.set(value.subarray(0, kind === type ? Math.min(length, size) : size), 4);
      parts.push(entry);
      at += 4 + size;
    }
    return mergeBytes(parts);
  }

  const named = () =>
    mintBytes([
      extension('MetadataPointer', { authority: some(authority), metadataAddress: some(authority) }),
      extension('GroupPointer', { authority: some(authority), groupAddress: some(authority) }),
      extension('TokenGroup', { updateAuthority: some(authority), mint: authority, size: 3n, maxSize: 10n }),
      extension('TransferFeeConfig', {
        transferFeeConfigAuthority: authority,
        withdrawWithheldAuthority: authority,
        withheldAmount: 0n,
        olderTransferFee: { epoch: 0n, maximumFee: 5n, transferFeeBasisPoints: 10 },
        newerTransferFee: { epoch: 0n, maximumFee: 5n, transferFeeBasisPoints: 10 },
      }),
      extension('TokenMetadata', {
        updateAuthority: some(authority),
        mint: authority,
        name: 'Gold',
        symbol: 'GLD',
        uri: '',
        additionalMetadata: new Map(),
      }),
    ]);
  const TOKEN_GROUP = 21;

  it('reads a mint whose token group is in the older 72-byte layout: its name, decimals and supply kept, the group named by number', () => {
    const bytes = resized(named(), TOKEN_GROUP, 72);
    const mint = decodeMint(rawOf(bytes));
    expect(mint.decimals).toBe(2);
    expect(mint.supply).toBe(100n);
    expect(unknownExtensions(bytes)).toEqual([TOKEN_GROUP]);
    const kinds = (mint.extensions.__option === 'Some' ? mint.extensions.value : []).map((each) => each.__kind);
    expect(kinds).toEqual(['MetadataPointer', 'GroupPointer', 'TransferFeeConfig', 'TokenMetadata']);
  });

  it('reads every known extension in its own layout, and skips any of them cut short or padded, naming it', () => {
    const bytes = named();
    expect(unknownExtensions(bytes)).toEqual([]);
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    for (let at = 166; at + 4 <= bytes.length;) {
      const type = view.getUint16(at, true);
      const size = view.getUint16(at + 2, true);
      for (const length of [size - 1, size + 8]) {
        const changed = resized(bytes, type, length);
        const mint = decodeMint(rawOf(changed));
        expect(mint.supply).toBe(100n);
        // A variable-length value (the metadata's strings) read short is still unreadable, and said so.
        expect(unknownExtensions(changed)).toEqual([type]);
      }
      at += 4 + size;
    }
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
