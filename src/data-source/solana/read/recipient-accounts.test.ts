// @vitest-environment node
import { generateKeyPairSigner, getBase64Decoder, none, some, type Address } from '@solana/kit';
import { AccountState, extension, getTokenEncoder, type ExtensionArgs } from '@solana-program/token-2022';
import { describe, expect, it } from 'vitest';
import type { RawAccount } from './raw-account';
import { recipientAccount, refuseUnreachable } from './recipient-accounts';

const TOKEN_2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';

describe("a recipient's account, read before sending", async () => {
  const [wallet, mint, address] = await Promise.all(
    Array.from({ length: 3 }, async () => (await generateKeyPairSigner()).address),
  );
  const accountWith = (extensions: ExtensionArgs[]): RawAccount => ({
    data: [
      getBase64Decoder().decode(
        getTokenEncoder().encode({
          mint: mint!,
          owner: wallet!,
          amount: 1n,
          delegate: none(),
          state: AccountState.Initialized,
          isNative: none(),
          delegatedAmount: 0n,
          closeAuthority: none(),
          extensions: some(extensions),
        }),
      ),
      'base64',
    ],
    executable: false,
    lamports: 1n,
    owner: TOKEN_2022,
  });
  const confidential = (allowNonConfidentialCredits: boolean) =>
    extension('ConfidentialTransferAccount', {
      approved: true,
      elgamalPubkey: wallet as Address,
      pendingBalanceLow: new Uint8Array(64),
      pendingBalanceHigh: new Uint8Array(64),
      availableBalance: new Uint8Array(64),
      decryptableAvailableBalance: new Uint8Array(36),
      allowConfidentialCredits: true,
      allowNonConfidentialCredits,
      pendingBalanceCreditCounter: 0n,
      maximumPendingBalanceCreditCounter: 65_536n,
      expectedPendingBalanceCreditCounter: 0n,
      actualPendingBalanceCreditCounter: 0n,
    });
  const read = (raw: RawAccount | null) => recipientAccount(wallet!, address!, raw);

  it('one that takes only confidential transfers is refused in words; one that also takes plain ones is not', () => {
    expect(read(accountWith([confidential(false)]))).toMatchObject({ confidentialOnly: true, memoRequired: false });
    expect(() => refuseUnreachable([read(accountWith([confidential(false)]))], 'memo')).toThrow(
      `The account of ${wallet} accepts only confidential transfers, which this app does not make: ask the recipient for another address.`,
    );
    expect(read(accountWith([confidential(true)])).confidentialOnly).toBe(false);
    expect(() => refuseUnreachable([read(accountWith([confidential(true)]))], undefined)).not.toThrow();
  });

  it('one that requires memos needs a valid memo; a new one (no account yet) takes anything', () => {
    const memoed = read(accountWith([extension('MemoTransfer', { requireIncomingTransferMemos: true })]));
    expect(memoed.memoRequired).toBe(true);
    expect(() => refuseUnreachable([memoed], undefined)).toThrow(`The account of ${wallet} requires a memo`);
    expect(() => refuseUnreachable([memoed], 'x'.repeat(300))).toThrow('The memo is 300 bytes in UTF-8');
    expect(() => refuseUnreachable([memoed], 'Order 12')).not.toThrow();
    expect(read(null)).toMatchObject({ raw: null, memoRequired: false, confidentialOnly: false });
  });
});
