// @vitest-environment node
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  getPermissionedBurnCheckedInstructionDataEncoder,
  getUpdateTokenGroupMaxSizeInstructionDataEncoder,
  getUpdateTokenMetadataFieldInstructionDataEncoder,
  TOKEN_2022_PROGRAM_ADDRESS,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { isOffCurveAddress, type Address } from '@solana/kit';
import { encodeBase58 } from '@/shared/lib/base58';
import { base58ToBytes, bytesToBase58 } from '../kit-base58';
import { describe, expect, it } from 'vitest';
import type { MintLabel } from '../context';
import { classifyTransaction, type ClassifyInput } from './classify-transaction';
import type { ParsedInstructionJson, ParsedTransactionJson, TokenBalanceJson } from './parsed-transaction';

const address = () => encodeBase58(crypto.getRandomValues(new Uint8Array(32)));
/** A wallet's address: a point on the curve (a random one is, about half the time; a program's never is). */
function wallet(): string {
  for (;;) {
    const candidate = address();
    if (!isOffCurveAddress(candidate as Address)) return candidate;
  }
}
const T22: string = TOKEN_2022_PROGRAM_ADDRESS;
const TOKEN: string = TOKEN_PROGRAM_ADDRESS;
const ATA: string = ASSOCIATED_TOKEN_PROGRAM_ADDRESS;
const SYSTEM: string = SYSTEM_PROGRAM_ADDRESS;

const alice = wallet();
const bob = wallet();
const mint = address();
const aliceAccount = address();
const bobAccount = address();
const labels: Record<string, MintLabel> = { [mint]: { name: 'Gold Coin', symbol: 'GLD', decimals: 6 } };

interface FixtureSpec {
  signers: string[];
  others: string[];
  instructions: ParsedInstructionJson[];
  inner?: { index: number; instructions: ParsedInstructionJson[] }[];
  /** `post` left out: the account is gone after the transaction (closed). */
  balances?: { account: string; owner: string; mint: string; decimals: number; pre?: string; post?: string }[];
  err?: unknown;
  blockTime?: number;
  /** SOL before and after, by address (the fee payer's fee is taken from its "after"); 1 SOL unchanged else. */
  lamports?: Record<string, [number, number]>;
}

/** A transaction shaped like a validator's getTransaction(jsonParsed) answer. */
function fixture(spec: FixtureSpec): ParsedTransactionJson {
  const keys = [...spec.signers, ...spec.others];
  const balance = (when: 'pre' | 'post') =>
    (spec.balances ?? [])
      .filter((b) => (when === 'post' ? b.post !== undefined : b.pre !== undefined))
      .map((b): TokenBalanceJson => ({
        accountIndex: keys.indexOf(b.account),
        mint: b.mint,
        owner: b.owner,
        programId: T22,
        uiTokenAmount: { amount: (when === 'pre' ? b.pre : b.post) ?? '0', decimals: b.decimals },
      }));
  return {
    slot: 10,
    blockTime: spec.blockTime ?? 1_700_000_000,
    meta: {
      err: spec.err ?? null,
      fee: 5000,
      preBalances: keys.map((key) => spec.lamports?.[key]?.[0] ?? 1e9),
      postBalances: keys.map((key, index) => (spec.lamports?.[key]?.[1] ?? 1e9) - (index === 0 ? 5000 : 0)),
      preTokenBalances: balance('pre'),
      postTokenBalances: spec.err ? balance('pre') : balance('post'),
      innerInstructions: spec.inner ?? [],
      logMessages: [],
    },
    transaction: {
      signatures: ['sig'],
      message: {
        accountKeys: keys.map((pubkey) => ({ pubkey, signer: spec.signers.includes(pubkey), writable: true })),
        instructions: spec.instructions,
      },
    },
  };
}

const parsed = (programId: string, type: string, info: Record<string, unknown>): ParsedInstructionJson => ({
  programId,
  program: 'spl-token',
  parsed: { type, info },
});

function classify(tx: ParsedTransactionJson | null, owner: string, extra: Partial<ClassifyInput> = {}) {
  return classifyTransaction(tx, {
    owner,
    signature: 'sig',
    status: 'confirmed',
    blockTime: null,
    labelOf: (m) => labels[m],
    ...extra,
  });
}

describe('classifyTransaction', () => {
  it('reads a create: initializeMint signed by the wallet, with the initial supply as the amount', () => {
    const tx = fixture({
      signers: [alice, mint],
      others: [aliceAccount, SYSTEM, T22, ATA],
      instructions: [
        {
          programId: SYSTEM,
          parsed: {
            type: 'createAccount',
            info: { source: alice, newAccount: mint, lamports: 1, space: 234, owner: T22 },
          },
        },
        parsed(T22, 'initializeMetadataPointer', { mint, authority: alice, metadataAddress: mint }),
        parsed(T22, 'initializeMint', { mint, decimals: 6, mintAuthority: alice, rentSysvar: 'x' }),
        {
          programId: T22,
          accounts: [mint, alice, mint, alice],
          data: bytesToBase58(Buffer.from([210, 225, 30, 162, 88, 184, 77, 141])),
        },
        parsed(ATA, 'createIdempotent', { source: alice, account: aliceAccount, wallet: alice, mint }),
        parsed(T22, 'mintTo', { mint, account: aliceAccount, mintAuthority: alice, amount: '1000000000000' }),
      ],
      balances: [{ account: aliceAccount, owner: alice, mint, decimals: 6, post: '1000000000000' }],
    });
    expect(classify(tx, alice)).toEqual({
      signature: 'sig',
      timestamp: 1_700_000_000_000,
      type: 'create',
      amount: 1_000_000_000_000n,
      decimals: 6,
      mint,
      token: 'GLD',
      from: alice,
      to: alice,
      status: 'confirmed',
      // Alice paid the fee (she is the fee payer); a transaction someone else paid for carries none.
      feeLamports: 5_000n,
      // No ComputeBudget instruction: the runtime's 200,000 units for each of its six instructions, no priority.
      budget: { version: 'legacy', unitLimit: 1_200_000, priorityLamports: 0n },
      // What it changed for her, as the node recorded it, the fee apart.
      changes: [{ mint, token: 'GLD', amount: 1_000_000_000_000n, decimals: 6 }],
    });
  });

  it('reads a mint to another wallet from both sides, with exact amounts near u64 max', () => {
    const amount = '18446744073709551615';
    const tx = fixture({
      signers: [alice],
      others: [bobAccount, bob, mint, T22, ATA],
      instructions: [
        parsed(ATA, 'createIdempotent', { source: alice, account: bobAccount, wallet: bob, mint }),
        parsed(T22, 'mintToChecked', {
          mint,
          account: bobAccount,
          mintAuthority: alice,
          tokenAmount: { amount, decimals: 9 },
        }),
      ],
      balances: [{ account: bobAccount, owner: bob, mint, decimals: 9, post: amount }],
    });
    const mine = classify(tx, alice);
    expect(mine).toMatchObject({
      type: 'mint',
      amount: 2n ** 64n - 1n,
      decimals: 9,
      from: alice,
      to: bob,
      token: 'GLD',
    });
    expect(classify(tx, bob)).toMatchObject({ type: 'mint', amount: 2n ** 64n - 1n, from: alice, to: bob });
  });

  it('reads a checked transfer as send for the sender and receive for the recipient, naming wallets not token accounts', () => {
    const tx = fixture({
      signers: [alice],
      others: [aliceAccount, bobAccount, bob, mint, T22, ATA],
      instructions: [
        parsed(ATA, 'createIdempotent', { source: alice, account: bobAccount, wallet: bob, mint }),
        parsed(T22, 'transferChecked', {
          source: aliceAccount,
          mint,
          destination: bobAccount,
          authority: alice,
          tokenAmount: { amount: '1234567', decimals: 6, uiAmount: 1.234567, uiAmountString: '1.234567' },
        }),
      ],
      balances: [
        { account: aliceAccount, owner: alice, mint, decimals: 6, pre: '2000000', post: '765433' },
        { account: bobAccount, owner: bob, mint, decimals: 6, post: '1234567' },
      ],
    });
    expect(classify(tx, alice)).toMatchObject({
      type: 'send',
      amount: 1_234_567n,
      decimals: 6,
      token: 'GLD',
      from: alice,
      to: bob,
    });
    expect(classify(tx, bob)).toMatchObject({
      type: 'receive',
      amount: 1_234_567n,
      decimals: 6,
      token: 'GLD',
      from: alice,
      to: bob,
    });
  });

  it('reads a batch as one line: the sender sent the total, to its first recipient; each recipient received its own part', () => {
    const carol = wallet();
    const carolAccount = address();
    const transfer = (destination: string, amount: string) =>
      parsed(T22, 'transferChecked', {
        source: aliceAccount,
        mint,
        destination,
        authority: alice,
        tokenAmount: { amount, decimals: 6, uiAmount: 0, uiAmountString: '0' },
      });
    const tx = fixture({
      signers: [alice],
      others: [aliceAccount, bobAccount, bob, carolAccount, carol, mint, T22],
      instructions: [transfer(bobAccount, '125'), transfer(carolAccount, '250')],
      balances: [
        { account: aliceAccount, owner: alice, mint, decimals: 6, pre: '1000', post: '625' },
        { account: bobAccount, owner: bob, mint, decimals: 6, pre: '0', post: '125' },
        { account: carolAccount, owner: carol, mint, decimals: 6, pre: '0', post: '250' },
      ],
    });
    expect(classify(tx, alice)).toMatchObject({
      type: 'send',
      amount: 375n,
      from: alice,
      to: bob,
      parts: [
        { to: bob, amount: 125n },
        { to: carol, amount: 250n },
      ],
      paid: [bob, carol],
    });
    expect(classify(tx, bob)).toMatchObject({ type: 'receive', amount: 125n, to: bob });
    expect(classify(tx, carol)).toMatchObject({ type: 'receive', amount: 250n, to: carol });
  });

  it('tokens another program moved (a raw inner transfer) are its doing: "other", what arrived, never a receive from its vault', () => {
    const data = Buffer.alloc(9);
    data[0] = 3;
    data.writeBigUInt64LE(500n, 1);
    const program = address();
    const unknownMint = address();
    const tx = fixture({
      signers: [alice],
      others: [aliceAccount, bobAccount, program, TOKEN],
      instructions: [{ programId: program, accounts: [aliceAccount, bobAccount], data: '1' }],
      inner: [
        {
          index: 0,
          instructions: [{ programId: TOKEN, accounts: [bobAccount, aliceAccount, bob], data: bytesToBase58(data) }],
        },
      ],
      balances: [
        { account: aliceAccount, owner: alice, mint: unknownMint, decimals: 2, pre: '0', post: '500' },
        { account: bobAccount, owner: bob, mint: unknownMint, decimals: 2, pre: '900', post: '400' },
      ],
    });
    const record = classify(tx, alice);
    const short = `${unknownMint.slice(0, 4)}...${unknownMint.slice(-4)}`;
    expect(record).toMatchObject({
      type: 'other',
      amount: null,
      received: { amount: 500n, decimals: 2, mint: unknownMint, token: short },
      from: alice,
      to: program,
      program: { address: program },
      changes: [{ mint: unknownMint, token: short, amount: 500n, decimals: 2 }],
    });
    expect(record.paid).toBeUndefined();
    // An unknown mint is named by its shortened address.
    expect(record.received?.token).toBe(short);
  });

  it('an amount whose decimals nothing states stays with unknown decimals, never scaled by 10^0', () => {
    const unknownMint = address();
    const tx = fixture({
      signers: [alice],
      others: [aliceAccount, bobAccount, ATA, TOKEN],
      instructions: [
        parsed(ATA, 'createIdempotent', { source: alice, account: bobAccount, wallet: bob, mint: unknownMint }),
        parsed(TOKEN, 'transfer', { source: aliceAccount, destination: bobAccount, authority: alice, amount: '500' }),
      ],
      err: { InstructionError: [1, { Custom: 1 }] },
    });
    const record = classify(tx, alice, { status: 'failed' });
    expect(record).toMatchObject({ type: 'send', amount: 500n, decimals: null, mint: unknownMint, to: bob });
  });

  it('reads SOL transfers in and out', () => {
    const tx = fixture({
      signers: [alice],
      others: [bob, SYSTEM],
      instructions: [
        {
          programId: SYSTEM,
          parsed: { type: 'transfer', info: { source: alice, destination: bob, lamports: 1_500_000_000 } },
        },
      ],
    });
    expect(classify(tx, alice)).toMatchObject({
      type: 'send',
      amount: 1_500_000_000n,
      decimals: 9,
      token: 'SOL',
      from: alice,
      to: bob,
    });
    expect(classify(tx, bob)).toMatchObject({
      type: 'receive',
      amount: 1_500_000_000n,
      token: 'SOL',
      from: alice,
      to: bob,
    });
  });

  it('shows a failed send as failed, still naming the recipient wallet from the account creation', () => {
    const tx = fixture({
      signers: [alice],
      others: [aliceAccount, bobAccount, bob, mint, T22, ATA],
      instructions: [
        parsed(ATA, 'createIdempotent', { source: alice, account: bobAccount, wallet: bob, mint }),
        parsed(T22, 'transferChecked', {
          source: aliceAccount,
          mint,
          destination: bobAccount,
          authority: alice,
          tokenAmount: { amount: '999', decimals: 6 },
        }),
      ],
      balances: [{ account: aliceAccount, owner: alice, mint, decimals: 6, pre: '5', post: '5' }],
      err: { InstructionError: [1, { Custom: 1 }] },
    });
    expect(classify(tx, alice)).toMatchObject({ type: 'send', status: 'failed', amount: 999n, to: bob, from: alice });
  });

  it('labels anything else "other", and a transaction the node cannot return yet as still processing', () => {
    const program = address();
    const tx = fixture({
      signers: [alice],
      others: [program],
      instructions: [{ programId: program, accounts: [], data: '' }],
    });
    expect(classify(tx, alice)).toMatchObject({ type: 'other', amount: null, from: alice });
    expect(classify(null, alice, { status: 'processing', blockTime: 5 })).toMatchObject({
      type: 'other',
      status: 'processing',
      timestamp: 5000,
    });
  });

  it('does not call a stranger’s mint creation "create" for a wallet that only received from it', () => {
    const tx = fixture({
      signers: [bob, mint],
      others: [aliceAccount, T22, ATA],
      instructions: [
        parsed(T22, 'initializeMint2', { mint, decimals: 0, mintAuthority: bob }),
        parsed(ATA, 'create', { source: bob, account: aliceAccount, wallet: alice, mint }),
        parsed(T22, 'mintTo', { mint, account: aliceAccount, mintAuthority: bob, amount: '7' }),
      ],
      balances: [{ account: aliceAccount, owner: alice, mint, decimals: 0, post: '7' }],
    });
    expect(classify(tx, alice)).toMatchObject({ type: 'mint', amount: 7n, decimals: 0, from: bob, to: alice });
    expect(classify(tx, bob)).toMatchObject({ type: 'create', amount: 7n, to: alice });
  });
});

describe('classifyTransaction, token upkeep', () => {
  const u64 = (n: bigint) => {
    const bytes = new Uint8Array(8);
    new DataView(bytes.buffer).setBigUint64(0, n, true);
    return [...bytes];
  };
  const raw = (accounts: string[], data: number[]): ParsedInstructionJson => ({
    programId: T22,
    accounts,
    data: bytesToBase58(Uint8Array.from(data)),
  });
  const one = (instruction: ParsedInstructionJson, balances: FixtureSpec['balances'] = []) =>
    fixture({
      signers: [alice],
      others: [aliceAccount, bobAccount, bob, mint, T22],
      instructions: [instruction],
      balances,
    });
  const ownAccount = [{ account: aliceAccount, owner: alice, mint, decimals: 6, pre: '5000000', post: '3000000' }];

  it.each([
    [
      'parsed',
      parsed(T22, 'burnChecked', {
        account: aliceAccount,
        mint,
        authority: alice,
        tokenAmount: { amount: '2000000', decimals: 6 },
      }),
    ],
    ['raw', raw([aliceAccount, mint, alice], [15, ...u64(2_000_000n), 6])],
    // A permissioned burn: the mint's burn authority (bob) signs beside the owner (alice).
    [
      'raw, permissioned',
      raw(
        [aliceAccount, mint, bob, alice],
        [...getPermissionedBurnCheckedInstructionDataEncoder().encode({ amount: 2_000_000n, decimals: 6 })],
      ),
    ],
  ])('a burn (%s) is the amount burnt, taken away', (_, instruction) => {
    expect(classify(one(instruction, ownAccount), alice)).toMatchObject({
      type: 'burn',
      amount: 2_000_000n,
      decimals: 6,
      mint,
      token: 'GLD',
    });
  });

  it.each([
    ['parsed', parsed(T22, 'closeAccount', { account: aliceAccount, destination: alice, owner: alice })],
    ['raw', raw([aliceAccount, alice, alice], [9])],
  ])('closing an account (%s) names the account and where its rent went', (_, instruction) => {
    expect(classify(one(instruction, ownAccount), alice)).toMatchObject({
      type: 'close',
      amount: null,
      from: aliceAccount,
      to: alice,
    });
  });

  it.each([
    ['freeze', parsed(T22, 'freezeAccount', { account: bobAccount, mint, freezeAuthority: alice })],
    ['thaw', parsed(T22, 'thawAccount', { account: bobAccount, mint, freezeAuthority: alice })],
    ['freeze', raw([bobAccount, mint, alice], [10])],
    ['thaw', raw([bobAccount, mint, alice], [11])],
  ])('%s of a holder’s account, from both sides', (type, instruction) => {
    const balances = [{ account: bobAccount, owner: bob, mint, decimals: 6, pre: '1', post: '1' }];
    expect(classify(one(instruction, balances), alice)).toMatchObject({ type, mint, from: alice, to: bob });
    expect(classify(one(instruction, balances), bob)).toMatchObject({ type, to: bob });
  });

  it('an authority handed over, and one revoked (parsed and raw)', () => {
    const handed = parsed(T22, 'setAuthority', {
      mint,
      authority: alice,
      authorityType: 'mintTokens',
      newAuthority: bob,
    });
    expect(classify(one(handed), alice)).toMatchObject({ type: 'authority', mint, from: alice, to: bob });
    expect(classify(one(handed), bob)).toMatchObject({ type: 'authority', to: bob });
    const revoked = raw([mint, alice], [6, 0, 0]);
    expect(classify(one(revoked), alice)).toMatchObject({ type: 'authority', mint, to: '' });
  });

  it('a metadata update (the token-metadata interface, raw) and a fee withdrawal (parsed and raw)', () => {
    // The name set to "Gold", as the interface lays it out: its tag, the field (Name), the value.
    const field = getUpdateTokenMetadataFieldInstructionDataEncoder().encode({
      field: { __kind: 'Name' },
      value: 'Gold',
    });
    const update = raw([mint, alice], [...field]);
    expect(classify(one(update), alice)).toMatchObject({ type: 'metadata', mint, token: 'GLD' });
    const withdraw = parsed(T22, 'withdrawWithheldTokensFromMint', {
      mint,
      feeRecipient: aliceAccount,
      withdrawWithheldAuthority: alice,
    });
    expect(classify(one(withdraw, ownAccount), alice)).toMatchObject({ type: 'fee-withdrawal', mint, to: alice });
    expect(classify(one(raw([mint, aliceAccount, alice], [26, 2]), ownAccount), alice)).toMatchObject({
      type: 'fee-withdrawal',
    });
  });

  it('a transfer-fee change, parsed (with the node’s multisig spelling) and raw, is the authority’s', () => {
    const change = parsed(T22, 'setTransferFee', {
      mint,
      transferFeeBasisPoints: 250,
      maximumFee: 80,
      transferFeeConfigAuthority: alice,
    });
    expect(classify(one(change), alice)).toMatchObject({ type: 'fee-change', mint, from: alice, token: 'GLD' });
    expect(classify(one(change), bob).type).toBe('other');
    const byMultisig = parsed(T22, 'setTransferFee', { mint, multisigtransferFeeConfigAuthority: alice });
    expect(classify(one(byMultisig), alice).type).toBe('fee-change');
    const rawChange = raw([mint, alice], [26, 5, 250, 0, 80, 0, 0, 0, 0, 0, 0, 0]);
    expect(classify(one(rawChange), alice)).toMatchObject({ type: 'fee-change', mint });
  });

  it('what another wallet did to its own tokens is not in this wallet’s history', () => {
    const theirBurn = parsed(T22, 'burn', { account: bobAccount, mint, authority: bob, amount: '5' });
    const balances = [{ account: bobAccount, owner: bob, mint, decimals: 6, pre: '10', post: '5' }];
    expect(classify(one(theirBurn, balances), alice).type).toBe('other');
  });

  it("a holder's required memos and CPI guard, on or off, parsed and raw, are an account setting of the owner's", () => {
    // The account's balance is unchanged: the node still lists it (pre = post), naming its mint.
    const balances = [{ account: aliceAccount, owner: alice, mint, decimals: 6, pre: '5', post: '5' }];
    for (const [type, data] of [
      ['enableRequiredMemoTransfers', [30, 0]],
      ['disableRequiredMemoTransfers', [30, 1]],
      ['enableCpiGuard', [34, 0]],
      ['disableCpiGuard', [34, 1]],
    ] as const) {
      const byName = parsed(T22, type, { account: aliceAccount, owner: alice });
      expect(classify(one(byName, balances), alice)).toMatchObject({ type: 'account-setting', mint, from: alice });
      expect(classify(one(byName, balances), bob).type).toBe('other');
      expect(classify(one(raw([aliceAccount, alice], [...data]), balances), alice)).toMatchObject({
        type: 'account-setting',
        mint,
      });
    }
  });

  it("an issuer's pause, resume, multiplier, interest rate and default state change, parsed and raw, are the authority's", () => {
    for (const [type, control, data, authority] of [
      ['pause', 'pause', [44, 1], 'authority'],
      ['resume', 'resume', [44, 2], 'authority'],
      ['updateMultiplier', 'multiplier', [43, 1, 0, 0, 0, 0, 0, 0, 8, 64, 0, 0, 0, 0, 0, 0, 0, 0], 'authority'],
      // 5.00% (500 basis points, i16 little-endian), as Agave names it and its rate authority.
      ['updateInterestBearingConfigRate', 'interest-rate', [33, 1, 0xf4, 0x01], 'rateAuthority'],
      // New accounts start usable (1; 2 is frozen): the freeze authority's, as Agave names it.
      ['updateDefaultAccountState', 'default-state', [28, 1, 1], 'freezeAuthority'],
      // The hook program removed (32 zero bytes for none): the transfer hook authority's, as Agave names it.
      ['updateTransferHook', 'transfer-hook', [36, 1, ...new Array<number>(32).fill(0)], 'authority'],
      // A group's new maximum size (a token-group instruction: an 8-byte discriminator, then the u64).
      [
        'updateTokenGroupMaxSize',
        'group-size',
        [...getUpdateTokenGroupMaxSizeInstructionDataEncoder().encode({ maxSize: 3n })],
        'updateAuthority',
      ],
    ] as const) {
      const byName = parsed(T22, type, { mint, [authority]: alice });
      expect(classify(one(byName), alice)).toMatchObject({ type: control, mint, from: alice, amount: null });
      expect(classify(one(byName), bob).type).toBe('other');
      expect(classify(one(raw([mint, alice], [...data])), alice)).toMatchObject({ type: control, mint });
    }
  });

  it("a permanent delegate's transfer and burn of another's tokens are marked, for the delegate and for the holder", () => {
    const balances = [
      { account: bobAccount, owner: bob, mint, decimals: 6, pre: '10', post: '4' },
      { account: aliceAccount, owner: alice, mint, decimals: 6, pre: '0', post: '6' },
    ];
    const taken = parsed(T22, 'transferChecked', {
      source: bobAccount,
      destination: aliceAccount,
      mint,
      authority: alice,
      tokenAmount: { amount: '6', decimals: 6 },
    });
    expect(classify(one(taken, balances), alice)).toMatchObject({ type: 'force-transfer', amount: 6n, from: bob });
    expect(classify(one(taken, balances), bob)).toMatchObject({ type: 'force-transfer', amount: 6n, from: bob });
    const burned = parsed(T22, 'burnChecked', {
      account: bobAccount,
      mint,
      authority: alice,
      tokenAmount: { amount: '3', decimals: 6 },
    });
    const burnt = [{ account: bobAccount, owner: bob, mint, decimals: 6, pre: '10', post: '7' }];
    expect(classify(one(burned, burnt), alice)).toMatchObject({ type: 'force-burn', amount: 3n, from: bob });
    // Their own burn stays a burn.
    const own = parsed(T22, 'burnChecked', {
      account: bobAccount,
      mint,
      authority: bob,
      tokenAmount: { amount: '3', decimals: 6 },
    });
    expect(classify(one(own, burnt), bob)).toMatchObject({ type: 'burn' });
  });
});

describe('classifyTransaction, multisigs and durable nonces', () => {
  const carol = address();
  const dave = address();
  const daveAccount = address();
  const multisig = address();
  const nonceAccount = address();
  const RENT = 'SysvarRent111111111111111111111111111111111';
  const RECENT_BLOCKHASHES = 'SysvarRecentB1ockHashes11111111111111111111';
  const rawOf = (programId: string, accounts: string[], data: number[]): ParsedInstructionJson => ({
    programId,
    accounts,
    data: bytesToBase58(Uint8Array.from(data)),
  });
  const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24];
  const u64 = (n: bigint) => {
    const bytes = new Uint8Array(8);
    new DataView(bytes.buffer).setBigUint64(0, n, true);
    return [...bytes];
  };
  const createAccount = (newAccount: string, owner: string): ParsedInstructionJson => ({
    programId: SYSTEM,
    parsed: { type: 'createAccount', info: { source: alice, newAccount, lamports: 1, space: 355, owner } },
  });

  describe('a multisig made', () => {
    const made = (instruction: ParsedInstructionJson) =>
      fixture({
        signers: [alice, multisig],
        others: [bob, carol, RENT, SYSTEM, TOKEN, T22],
        instructions: [createAccount(multisig, TOKEN), instruction],
      });

    it.each([
      [
        'parsed initializeMultisig (Token)',
        parsed(TOKEN, 'initializeMultisig', { multisig, rentSysvar: RENT, signers: [bob, carol], m: 2 }),
      ],
      [
        'parsed initializeMultisig2 (Token-2022)',
        parsed(T22, 'initializeMultisig2', { multisig, signers: [bob, carol], m: 1 }),
      ],
      ['raw tag 2 (Token), after the rent sysvar', rawOf(TOKEN, [multisig, RENT, bob, carol], [2, 2])],
      ['raw tag 19 (Token-2022)', rawOf(T22, [multisig, bob, carol], [19, 1])],
    ])('%s: the fee payer and each of its signers see it; a stranger does not', (_, instruction) => {
      const tx = made(instruction);
      const line = {
        type: 'multisig',
        amount: null,
        decimals: null,
        from: alice,
        to: multisig,
      };
      expect(classify(tx, alice)).toMatchObject({ ...line, feeLamports: 5_000n });
      expect(classify(tx, alice).token).toBeUndefined();
      expect(classify(tx, bob)).toMatchObject(line);
      expect(classify(tx, carol)).toMatchObject(line);
      expect(classify(tx, dave).type).toBe('other');
    });
  });

  describe('a nonce account made', () => {
    const made = (instruction: ParsedInstructionJson, payer = alice) =>
      fixture({
        signers: [payer, nonceAccount],
        others: [RECENT_BLOCKHASHES, RENT, SYSTEM],
        instructions: [createAccount(nonceAccount, SYSTEM), instruction],
      });

    it.each([
      [
        'parsed',
        {
          programId: SYSTEM,
          parsed: {
            type: 'initializeNonce',
            info: { nonceAccount, recentBlockhashesSysvar: RECENT_BLOCKHASHES, rentSysvar: RENT, nonceAuthority: bob },
          },
        },
      ],
      ['raw', rawOf(SYSTEM, [nonceAccount, RECENT_BLOCKHASHES, RENT], [...u32(6), ...base58ToBytes(bob)])],
    ])('(%s) is the fee payer’s and the nonce authority’s line, naming the nonce account', (_, instruction) => {
      const tx = made(instruction);
      const line = { type: 'nonce', amount: null, decimals: null, from: alice, to: nonceAccount };
      expect(classify(tx, alice)).toMatchObject(line);
      expect(classify(tx, alice).token).toBeUndefined();
      expect(classify(tx, bob)).toMatchObject(line);
      expect(classify(tx, carol).type).toBe('other');
    });
  });

  describe('a nonce advanced', () => {
    const parsedAdvance: ParsedInstructionJson = {
      programId: SYSTEM,
      parsed: {
        type: 'advanceNonce',
        info: { nonceAccount, recentBlockhashesSysvar: RECENT_BLOCKHASHES, nonceAuthority: alice },
      },
    };
    const rawAdvance = rawOf(SYSTEM, [nonceAccount, RECENT_BLOCKHASHES, alice], u32(4));

    it.each([
      ['parsed', parsedAdvance],
      ['raw', rawAdvance],
    ])('(%s) alone is a line of its own for its authority; before a mint it is only the lifetime', (_, instruction) => {
      const alone = fixture({
        signers: [alice],
        others: [nonceAccount, RECENT_BLOCKHASHES, SYSTEM],
        instructions: [instruction],
      });
      expect(classify(alone, alice)).toMatchObject({
        type: 'nonce-advance',
        amount: null,
        decimals: null,
        from: alice,
        to: nonceAccount,
      });
      expect(classify(alone, alice).token).toBeUndefined();
      expect(classify(alone, bob).type).toBe('other');

      const withMint = fixture({
        signers: [alice],
        others: [nonceAccount, RECENT_BLOCKHASHES, bobAccount, bob, mint, SYSTEM, T22],
        instructions: [
          instruction,
          parsed(T22, 'mintTo', { mint, account: bobAccount, mintAuthority: alice, amount: '40' }),
        ],
        balances: [{ account: bobAccount, owner: bob, mint, decimals: 6, pre: '0', post: '40' }],
      });
      expect(classify(withMint, alice)).toMatchObject({
        type: 'mint',
        amount: 40n,
        from: alice,
        to: bob,
        token: 'GLD',
      });
      expect(classify(withMint, bob)).toMatchObject({ type: 'mint', amount: 40n, to: bob });
    });
  });

  describe('signed through a multisig', () => {
    // Alice pays; Bob and Carol sign for the multisig; Dave receives.
    const viaMultisig = (instructions: ParsedInstructionJson[], balances: FixtureSpec['balances'] = []) =>
      fixture({
        signers: [alice, bob, carol],
        others: [multisig, daveAccount, dave, mint, T22],
        instructions,
        balances,
      });
    const daveHolds = [{ account: daveAccount, owner: dave, mint, decimals: 6, pre: '0', post: '25' }];

    it.each([
      [
        'parsed',
        parsed(T22, 'mintToChecked', {
          mint,
          account: daveAccount,
          multisigMintAuthority: multisig,
          signers: [bob, carol],
          tokenAmount: { amount: '25', decimals: 6 },
        }),
      ],
      ['raw', rawOf(T22, [mint, daveAccount, multisig, bob, carol], [14, ...u64(25n), 6])],
    ])(
      'a mint (%s) is in a signer’s history, naming the multisig, even when the signer neither minted nor received',
      (_, instruction) => {
        const tx = viaMultisig([instruction], daveHolds);
        const line = { type: 'mint', amount: 25n, decimals: 6, mint, from: multisig, to: dave, multisig };
        expect(classify(tx, bob)).toMatchObject(line);
        expect(classify(tx, carol)).toMatchObject(line);
        // The recipient sees it too, and is told it came through a multisig.
        expect(classify(tx, dave)).toMatchObject(line);
        // Only the fee was the payer's: paying is not signing for the multisig.
        expect(classify(tx, alice).type).toBe('other');
      },
    );

    it('accounts after the authority that did not sign are no signers: one listed, or a transfer hook’s', () => {
      const eve = address();
      const listed = viaMultisig([
        parsed(T22, 'mintTo', {
          mint,
          account: daveAccount,
          multisigMintAuthority: multisig,
          signers: [bob, eve],
          amount: '1',
        }),
      ]);
      expect(classify(listed, bob)).toMatchObject({ type: 'mint', multisig });
      expect(classify(listed, eve).type).toBe('other');

      const hookAccount = address();
      const aliceTokens = address();
      const hooked = fixture({
        signers: [alice],
        others: [aliceTokens, daveAccount, dave, mint, hookAccount, T22],
        instructions: [rawOf(T22, [aliceTokens, mint, daveAccount, alice, hookAccount], [12, ...u64(5n), 6])],
        balances: [
          { account: aliceTokens, owner: alice, mint, decimals: 6, pre: '5', post: '0' },
          { account: daveAccount, owner: dave, mint, decimals: 6, pre: '0', post: '5' },
        ],
      });
      const record = classify(hooked, alice);
      expect(record).toMatchObject({ type: 'send', amount: 5n, to: dave });
      expect(record).not.toHaveProperty('multisig');
    });

    it.each([
      [
        'freeze',
        parsed(T22, 'freezeAccount', { account: daveAccount, mint, multisigFreezeAuthority: multisig, signers: [bob] }),
      ],
      ['freeze', rawOf(T22, [daveAccount, mint, multisig, bob], [10])],
      [
        'authority',
        parsed(T22, 'setAuthority', {
          mint,
          multisigAuthority: multisig,
          signers: [bob],
          authorityType: 'freezeAccount',
          newAuthority: dave,
        }),
      ],
      ['authority', rawOf(T22, [mint, multisig, bob], [6, 1, 0])],
      [
        'fee-change',
        parsed(T22, 'setTransferFee', {
          mint,
          transferFeeBasisPoints: 10,
          maximumFee: 5,
          multisigtransferFeeConfigAuthority: multisig,
          signers: [bob],
        }),
      ],
      ['fee-change', rawOf(T22, [mint, multisig, bob], [26, 5, 10, 0, 5, 0, 0, 0, 0, 0, 0, 0])],
      ['pause', parsed(T22, 'pause', { mint, multisigAuthority: multisig, signers: [bob] })],
      ['pause', rawOf(T22, [mint, multisig, bob], [44, 1])],
      [
        'fee-withdrawal',
        parsed(T22, 'withdrawWithheldTokensFromMint', {
          mint,
          feeRecipient: daveAccount,
          multisigWithdrawWithheldAuthority: multisig,
          signers: [bob],
        }),
      ],
      ['fee-withdrawal', rawOf(T22, [mint, daveAccount, multisig, bob, daveAccount], [26, 3, 1])],
    ])('%s through a multisig is its signer’s line, naming the multisig', (type, instruction) => {
      const holders = [{ account: daveAccount, owner: dave, mint, decimals: 6, pre: '1', post: '1' }];
      expect(classify(viaMultisig([instruction], holders), bob)).toMatchObject({ type, mint, multisig });
      expect(classify(viaMultisig([instruction], holders), carol).type).toBe('other');
    });
  });
});

describe('classifyTransaction, from the balances', () => {
  const withFee = (type: 'transferCheckedWithFee' | 'transferChecked', arrived: string) =>
    fixture({
      signers: [alice],
      others: [aliceAccount, bobAccount, bob, mint, T22],
      instructions: [
        parsed(T22, type, {
          source: aliceAccount,
          mint,
          destination: bobAccount,
          authority: alice,
          tokenAmount: { amount: '1000', decimals: 6 },
          ...(type === 'transferCheckedWithFee' && { feeAmount: { amount: '10', decimals: 6 } }),
        }),
      ],
      balances: [
        { account: aliceAccount, owner: alice, mint, decimals: 6, pre: '5000', post: '4000' },
        { account: bobAccount, owner: bob, mint, decimals: 6, pre: '0', post: arrived },
      ],
    });

  it('a transfer with a fee: the sender sent the amount, the payee got what arrived, both see the fee withheld', () => {
    for (const tx of [withFee('transferCheckedWithFee', '990'), withFee('transferChecked', '990')]) {
      expect(classify(tx, alice)).toMatchObject({ type: 'send', amount: 1000n, feeWithheld: 10n, paid: [bob] });
      expect(classify(tx, bob)).toMatchObject({ type: 'receive', amount: 990n, feeWithheld: 10n, from: alice });
    }
    // No fee, none said.
    expect(classify(withFee('transferChecked', '1000'), bob).feeWithheld).toBeUndefined();
  });

  it('SOL to yourself is a transfer to yourself, not a send of it', () => {
    const tx = fixture({
      signers: [alice],
      others: [SYSTEM],
      instructions: [
        {
          programId: SYSTEM,
          parsed: { type: 'transfer', info: { source: alice, destination: alice, lamports: 100_000_000 } },
        },
      ],
    });
    expect(classify(tx, alice)).toMatchObject({ type: 'self-transfer', amount: 100_000_000n, token: 'SOL', to: alice });
    expect(classify(tx, alice).paid).toBeUndefined();
  });

  it('SOL to a program’s account is sent, but no wallet was paid', () => {
    // Raydium's authority: an address off the curve, what a program derives, never a wallet's key.
    const derived = '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1';
    const tx = fixture({
      signers: [alice],
      others: [derived, SYSTEM],
      instructions: [
        { programId: SYSTEM, parsed: { type: 'transfer', info: { source: alice, destination: derived, lamports: 5 } } },
      ],
    });
    expect(classify(tx, alice)).toMatchObject({ type: 'send', amount: 5n, to: derived, paid: [] });
  });

  it('a failed close of an account the node lists no balance for names no token, not even SOL', () => {
    const temporary = address();
    const tx = fixture({
      signers: [alice],
      others: [temporary, TOKEN],
      instructions: [parsed(TOKEN, 'closeAccount', { account: temporary, destination: alice, owner: alice })],
      err: { InstructionError: [0, { Custom: 1 }] },
    });
    const record = classify(tx, alice, { status: 'failed' });
    expect(record).toMatchObject({ type: 'close', status: 'failed', mint: undefined });
    expect(record.token).toBeUndefined();
  });

  it('says what the node did not return, and shows what it did', () => {
    const tx = fixture({
      signers: [alice],
      others: [bob, SYSTEM],
      instructions: [
        { programId: SYSTEM, parsed: { type: 'transfer', info: { source: alice, destination: bob, lamports: 7 } } },
      ],
    });
    const noMeta = { ...tx, meta: null };
    expect(classify(noMeta, alice)).toMatchObject({
      type: 'send',
      amount: 7n,
      unread: 'The node returned no balances for this transaction.',
    });
    expect(classify(noMeta, alice).changes).toBeUndefined();
    const truncated = { ...tx, meta: { ...tx.meta!, preBalances: [1e9], postBalances: [1e9 - 5000] } };
    expect(classify(truncated, alice)).toMatchObject({
      type: 'send',
      amount: 7n,
      unread: expect.stringContaining('lacked'),
    });
    const nowhere = {
      ...tx,
      meta: {
        ...tx.meta!,
        postTokenBalances: [{ accountIndex: 40, mint, owner: alice, uiTokenAmount: { amount: '1', decimals: 0 } }],
      },
    };
    expect(classify(nowhere, alice).unread).toBe(
      "The node's answer lacked a token balance naming no account of the transaction.",
    );
  });

  it('balances of a mint nothing else names give their own decimals', () => {
    const stranger = address();
    const program = address();
    const tx = fixture({
      signers: [alice],
      others: [aliceAccount, program],
      instructions: [{ programId: program, accounts: [], data: '' }],
      balances: [{ account: aliceAccount, owner: alice, mint: stranger, decimals: 3, pre: '0', post: '1234' }],
    });
    expect(classify(tx, alice)).toMatchObject({
      type: 'other',
      received: { mint: stranger, amount: 1234n, decimals: 3 },
      changes: [{ mint: stranger, amount: 1234n, decimals: 3 }],
    });
  });
});

describe('classifyTransaction, wrapped SOL', () => {
  const WSOL = 'So11111111111111111111111111111111111111112';
  const wsolAccount = address();
  const part = address();
  const transfer = (lamports: number): ParsedInstructionJson => ({
    programId: SYSTEM,
    parsed: { type: 'transfer', info: { source: alice, destination: wsolAccount, lamports } },
  });
  const tx = (instructions: ParsedInstructionJson[], balances: FixtureSpec['balances']) =>
    fixture({
      signers: [alice],
      others: [wsolAccount, part, bob, bobAccount, WSOL, TOKEN, SYSTEM],
      instructions,
      balances,
    });
  const sync = parsed(TOKEN, 'syncNative', { account: wsolAccount });
  // SyncNative is instruction 17 of either token program, with the account alone.
  const rawSync = { programId: TOKEN, accounts: [wsolAccount], data: bytesToBase58(Uint8Array.from([17])) };

  it('SOL sent to the wallet’s own native account and synced is a wrap of what the account gained, parsed and raw', () => {
    const balances = [{ account: wsolAccount, owner: alice, mint: WSOL, decimals: 9, pre: '1000', post: '250001000' }];
    for (const synced of [sync, rawSync]) {
      expect(classify(tx([transfer(250_000_000), synced], balances), alice)).toMatchObject({
        type: 'wrap',
        amount: 250_000_000n,
        decimals: 9,
        mint: WSOL,
        from: alice,
        to: alice,
      });
    }
    // Without the sync it is the same SOL in a token account: no payment, still not a wrap.
    expect(classify(tx([transfer(250_000_000)], balances), alice).type).not.toBe('wrap');
  });

  it('the wallet’s native account closed with SOL in it is an unwrap of all it held, parsed and raw', () => {
    const balances = [{ account: wsolAccount, owner: alice, mint: WSOL, decimals: 9, pre: '70000000' }];
    const close = parsed(TOKEN, 'closeAccount', { account: wsolAccount, destination: alice, owner: alice });
    // CloseAccount is instruction 9: account, destination, owner.
    const rawClose = {
      programId: TOKEN,
      accounts: [wsolAccount, alice, alice],
      data: bytesToBase58(Uint8Array.from([9])),
    };
    for (const closed of [close, rawClose]) {
      expect(classify(tx([closed], balances), alice)).toMatchObject({
        type: 'unwrap',
        amount: 70_000_000n,
        mint: WSOL,
      });
    }
    // An empty one closed is the clean-up it always was.
    const empty = [{ account: wsolAccount, owner: alice, mint: WSOL, decimals: 9, pre: '0' }];
    expect(classify(tx([close], empty), alice).type).toBe('close');
  });

  // Issue 43: what a drainer's signed close looks like read as "Unwrap SOL, you → you", the stranger named nowhere.
  it('the wallet’s native account closed to a stranger is SOL sent to that stranger, all that left (the rent too), never a chosen payment', () => {
    const balances = [{ account: wsolAccount, owner: alice, mint: WSOL, decimals: 9, pre: '500000000' }];
    const drained = fixture({
      signers: [alice],
      others: [wsolAccount, part, bob, bobAccount, WSOL, TOKEN, SYSTEM],
      instructions: [parsed(TOKEN, 'closeAccount', { account: wsolAccount, destination: bob, owner: alice })],
      balances,
      lamports: { [wsolAccount]: [502_039_280, 0], [bob]: [1_000_000_000, 1_502_039_280] },
    });
    const line = classify(drained, alice);
    expect(line).toMatchObject({ type: 'send', amount: 502_039_280n, decimals: 9, from: alice, to: bob });
    expect(line.mint).toBeUndefined();
    expect(line.paid).toBeUndefined();
  });

  it('a part unwrapped through a fresh account of the wallet’s is an unwrap of that part, not a self-transfer', () => {
    const balances = [
      { account: wsolAccount, owner: alice, mint: WSOL, decimals: 9, pre: '70000000', post: '50000000' },
    ];
    const instructions = [
      parsed(TOKEN, 'initializeAccount3', { account: part, mint: WSOL, owner: alice }),
      parsed(TOKEN, 'transferChecked', {
        source: wsolAccount,
        mint: WSOL,
        destination: part,
        authority: alice,
        tokenAmount: { amount: '20000000', decimals: 9 },
      }),
      parsed(TOKEN, 'closeAccount', { account: part, destination: alice, owner: alice }),
    ];
    expect(classify(tx(instructions, balances), alice)).toMatchObject({
      type: 'unwrap',
      amount: 20_000_000n,
      mint: WSOL,
    });
  });

  it('wSOL paid to someone else, the rest unwrapped, is the payment', () => {
    const balances = [
      { account: wsolAccount, owner: alice, mint: WSOL, decimals: 9, pre: '70000000' },
      { account: bobAccount, owner: bob, mint: WSOL, decimals: 9, pre: '0', post: '20000000' },
    ];
    const instructions = [
      parsed(TOKEN, 'transferChecked', {
        source: wsolAccount,
        mint: WSOL,
        destination: bobAccount,
        authority: alice,
        tokenAmount: { amount: '20000000', decimals: 9 },
      }),
      parsed(TOKEN, 'closeAccount', { account: wsolAccount, destination: alice, owner: alice }),
    ];
    expect(classify(tx(instructions, balances), alice)).toMatchObject({ type: 'send', amount: 20_000_000n, to: bob });
  });
});
