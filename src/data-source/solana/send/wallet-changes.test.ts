// @vitest-environment node
// What the two most used wallets really do to a transaction, held to the rule: real mainnet transactions
// Phantom signed with its Lighthouse guards (fixtures/guarded-transactions.json, each with its source),
// each set against the same transaction without its guards, as the app would have handed it over.
import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  decompileTransactionMessage,
  generateKeyPairSigner,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  setTransactionMessageLifetimeUsingDurableNonce,
  AccountRole,
  type Address,
  type Blockhash,
  type Instruction,
  type Nonce,
  type Transaction,
} from '@solana/kit';
import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import { getTransferSolInstruction } from '@solana-program/system';
import { getTransferCheckedInstruction, TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { getAddMemoInstruction } from '@solana-program/memo';
import { describe, expect, it } from 'vitest';
import { isAppError } from '@/shared/lib/app-error';
import fixtures from './fixtures/guarded-transactions.json';
import { compile as compileVersioned } from './build-transaction';
import { checkWalletChanges } from './wallet-changes';
import { LIGHTHOUSE_PROGRAM_ADDRESS, MAX_WALLET_GUARDS } from './wallet-guards';

const CAP = { capLamports: 1_000_000n };
const BLOCKHASH = '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' as Blockhash;

type Version = 'legacy' | 0;

function compile(feePayer: Address, instructions: readonly Instruction[], version: Version = 0, blockhash = BLOCKHASH) {
  return compileTransaction(
    pipe(
      createTransactionMessage({ version }),
      (m) => setTransactionMessageFeePayer(feePayer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash, lastValidBlockHeight: 100n }, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    ),
  );
}

/** A real transaction's message read back into instructions, with its fee payer, blockhash and version. */
function decompiled(transaction: Transaction) {
  const compiled = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  const message = decompileTransactionMessage(compiled as Parameters<typeof decompileTransactionMessage>[0]);
  const blockhash = (message.lifetimeConstraint as { blockhash: Blockhash }).blockhash;
  return { message, blockhash, version: compiled.version as Version };
}

function fixtureTransaction(fixture: (typeof fixtures)[number]): Transaction {
  const bytes = new Uint8Array(getBase64Encoder().encode(fixture.base64));
  if (fixture.format === 'wire') return getTransactionDecoder().decode(bytes);
  return { messageBytes: bytes, signatures: {} } as unknown as Transaction;
}

/** The same transaction with `edit` applied to its instructions, compiled again. */
function edited(transaction: Transaction, edit: (instructions: Instruction[]) => Instruction[]) {
  const { message, blockhash, version } = decompiled(transaction);
  return compile(message.feePayer.address, edit([...message.instructions]), version, blockhash);
}

const isLighthouse = (instruction: Instruction) => instruction.programAddress === LIGHTHOUSE_PROGRAM_ADDRESS;

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (isAppError(error, 'wallet')) return error.message;
    throw error;
  }
  throw new Error('not refused');
}

describe.each(fixtures)('a real guarded transaction: $name', (fixture) => {
  const real = fixtureTransaction(fixture);
  const { message } = decompiled(real);
  const guards = message.instructions.filter(isLighthouse);
  // What the app would have handed the wallet: the same instructions, no guards.
  const ours = edited(real, (instructions) => instructions.filter((each) => !isLighthouse(each)));

  it('has Lighthouse guards (the fixture is what it says)', () => {
    expect(guards.length).toBeGreaterThan(0);
  });

  it('is accepted, its guards counted and its fee read from what was signed', () => {
    const edits = checkWalletChanges(ours, real, CAP);
    expect(edits.guards).toBe(guards.length);
    expect(edits.ownBudget).toBe(false);
    expect(edits.fee.total).toBe(edits.fee.base + edits.fee.priority);
  });

  it('is refused once something else rides along: a SOL transfer out of the fee payer', async () => {
    const thief = (await generateKeyPairSigner()).address;
    const drained = edited(real, (instructions) => [
      ...instructions,
      getTransferSolInstruction({ source: createNoopSigner(message.feePayer.address), destination: thief, amount: 1n }),
    ]);
    expect(refusal(() => checkWalletChanges(ours, drained, CAP))).toMatch(
      /^The wallet (added an instruction of System Program \(11111111111111111111111111111111\), touching .*|made .* writable) before signing; nothing was sent\.$/,
    );
  });

  it('is refused once one of the app’s instructions says something else (one byte of its data)', () => {
    const index = message.instructions.findIndex(
      (each) => !isLighthouse(each) && each.programAddress !== 'ComputeBudget111111111111111111111111111111',
    );
    const changed = edited(real, (instructions) =>
      instructions.map((each, i) =>
        i === index ? { ...each, data: Uint8Array.from([...(each.data ?? []), 1]) } : each,
      ),
    );
    expect(refusal(() => checkWalletChanges(ours, changed, CAP))).toMatch(
      /^The wallet changed what the transaction does \(its instruction 1 of \d+ is not the one shown\) before signing; nothing was sent\.$/,
    );
  });

  it('is refused when a guard writes an account', () => {
    const memory = 'GfVcyD4kkTrj4bKc7WA9sZCin9JDbdT4Zkd3EittNR1W' as Address;
    const writing = edited(real, (instructions) =>
      instructions.map((each) =>
        isLighthouse(each)
          ? { ...each, accounts: [...(each.accounts ?? []), { address: memory, role: AccountRole.WRITABLE }] }
          : each,
      ),
    );
    expect(refusal(() => checkWalletChanges(ours, writing, CAP))).toBe(
      'The wallet made GfVc...NR1W writable before signing; nothing was sent.',
    );
  });
});

describe('the shapes wallets are documented to add, on a transfer the app built', async () => {
  const payer = (await generateKeyPairSigner()).address;
  const source = (await generateKeyPairSigner()).address;
  const destination = (await generateKeyPairSigner()).address;
  const mint = (await generateKeyPairSigner()).address;
  const transfer = getTransferCheckedInstruction(
    { source, mint, destination, authority: createNoopSigner(payer), amount: 1_000_000n, decimals: 6 },
    { programAddress: TOKEN_2022_PROGRAM_ADDRESS },
  );
  const memo = getAddMemoInstruction({ memo: 'invoice 7' });
  const budget = [
    getSetComputeUnitLimitInstruction({ units: 40_000 }),
    getSetComputeUnitPriceInstruction({ microLamports: 10_000n }),
  ];
  /** Shaped as Phantom's: AssertAccountInfoMulti on an account, at log level 0. */
  const guard = (address: Address, tag = 6): Instruction => ({
    programAddress: LIGHTHOUSE_PROGRAM_ADDRESS,
    accounts: [{ address, role: AccountRole.READONLY }],
    data: Uint8Array.from([tag, 0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5]),
  });
  const ours = compile(payer, [...budget, transfer, memo]);

  it.each([
    ['Phantom, one guard appended', [...budget, transfer, memo, guard(source)], 1],
    [
      'Phantom, three before and one after, on the fee payer',
      [...budget, guard(payer), guard(payer), guard(source), transfer, memo, guard(payer)],
      4,
    ],
    ['Solflare, two appended', [...budget, transfer, memo, guard(payer), guard(source)], 2],
    ['a guard between two of ours', [...budget, transfer, guard(mint), memo], 1],
  ] as const)('%s: accepted', (_name, instructions, count) => {
    expect(checkWalletChanges(ours, compile(payer, instructions), CAP).guards).toBe(count);
  });

  it('a legacy message of the same transaction is the same transaction', () => {
    expect(
      checkWalletChanges(ours, compile(payer, [...budget, transfer, memo, guard(payer)], 'legacy'), CAP).guards,
    ).toBe(1);
  });

  it('a budget of its own within the cap: accepted, and the fee is what it signed', () => {
    const own = [
      getSetComputeUnitLimitInstruction({ units: 60_000 }),
      getSetComputeUnitPriceInstruction({ microLamports: 20_000n }),
    ];
    const edits = checkWalletChanges(ours, compile(payer, [...own, transfer, memo, guard(payer)]), CAP);
    // 60,000 units at 20,000 micro-lamports: 1,200 lamports, plus one signature.
    expect(edits).toMatchObject({ ownBudget: true, fee: { base: 5_000n, priority: 1_200n, total: 6_200n } });
  });

  it('v1: a wallet that changes the priority fee in the config (no price instruction to compare) is said to set its own budget', () => {
    const lifetime = { blockhash: BLOCKHASH, lastValidBlockHeight: 100n };
    const asked = compileVersioned(payer, lifetime, [transfer, memo], 1, { unitLimit: 40_000, unitPrice: 10_000n });
    const same = checkWalletChanges(asked, asked, CAP);
    expect(same.ownBudget).toBe(false);
    // Same limit, twice the price: the config's fee total doubles (400 -> 800 lamports).
    const raised = compileVersioned(payer, lifetime, [transfer, memo], 1, { unitLimit: 40_000, unitPrice: 20_000n });
    expect(checkWalletChanges(asked, raised, CAP)).toMatchObject({ ownBudget: true, fee: { priority: 800n } });
  });

  it('a priority fee above the cap: refused in words, with what to do', () => {
    const greedy = [
      getSetComputeUnitLimitInstruction({ units: 200_000 }),
      getSetComputeUnitPriceInstruction({ microLamports: 10_000_000n }),
    ];
    try {
      checkWalletChanges(ours, compile(payer, [...greedy, transfer, memo]), CAP);
      throw new Error('not refused');
    } catch (error) {
      expect(isAppError(error, 'wallet') && error.message).toBe(
        'The wallet raised the priority fee to 0.002 SOL, above your cap of 0.001 SOL a transaction; nothing was sent.',
      );
      expect(isAppError(error) && error.details.sameAgain).toBe(
        'Raise “Most per transaction” if you accept it, or use another wallet.',
      );
    }
  });

  it.each([
    [
      'a memory write',
      [...budget, transfer, memo, guard(payer, 0)],
      'The wallet added a Lighthouse instruction that is not an assertion (tag 0: it can write accounts) before signing; nothing was sent.',
    ],
    [
      'a guard through another program',
      [...budget, transfer, memo, guard(payer, 16)],
      'The wallet added a Lighthouse instruction that is not an assertion (tag 16: it can write accounts) before signing; nothing was sent.',
    ],
    [
      `${MAX_WALLET_GUARDS + 1} guards`,
      [...budget, transfer, memo, ...Array.from({ length: MAX_WALLET_GUARDS + 1 }, () => guard(payer))],
      `The wallet added ${MAX_WALLET_GUARDS + 1} safety checks before signing, more than the ${MAX_WALLET_GUARDS} this app accepts; nothing was sent.`,
    ],
    [
      'our instructions reordered',
      [...budget, memo, transfer, guard(payer)],
      'The wallet changed what the transaction does (its instruction 1 of 2 is not the one shown) before signing; nothing was sent.',
    ],
    [
      'one of ours removed',
      [...budget, transfer, guard(payer)],
      'The wallet removed an instruction (2 of 2) before signing; nothing was sent.',
    ],
  ] as const)('%s: refused', (_name, instructions, words) => {
    expect(refusal(() => checkWalletChanges(ours, compile(payer, instructions), CAP))).toBe(words);
  });

  it('another blockhash, or another fee payer: refused', async () => {
    const other = (await generateKeyPairSigner()).address;
    expect(
      refusal(() =>
        checkWalletChanges(
          ours,
          compile(payer, [...budget, transfer, memo], 0, 'GfVcyD4kkTrj4bKc7WA9sZCin9JDbdT4Zkd3EittNR1W' as Blockhash),
          CAP,
        ),
      ),
    ).toBe('The wallet changed the blockhash before signing; nothing was sent.');
    expect(refusal(() => checkWalletChanges(ours, compile(other, [...budget, transfer, memo]), CAP))).toBe(
      'The wallet changed who pays the fee before signing; nothing was sent.',
    );
  });

  it('a guard that asks another account to sign: refused', async () => {
    const stranger = (await generateKeyPairSigner()).address;
    const signing: Instruction = {
      ...guard(payer),
      accounts: [{ address: stranger, role: AccountRole.READONLY_SIGNER }],
    };
    expect(refusal(() => checkWalletChanges(ours, compile(payer, [...budget, transfer, memo, signing]), CAP))).toBe(
      `The wallet changed who signs (added ${stranger.slice(0, 4)}...${stranger.slice(-4)}) before signing; nothing was sent.`,
    );
  });

  it('on a durable nonce, guards after the advance: accepted; one before it: refused, as it could never land', async () => {
    const nonceAccount = (await generateKeyPairSigner()).address;
    const onNonce = (instructions: Instruction[]) =>
      compileTransaction(
        pipe(
          createTransactionMessage({ version: 0 }),
          (m) => setTransactionMessageFeePayer(payer, m),
          (m) =>
            setTransactionMessageLifetimeUsingDurableNonce(
              { nonce: BLOCKHASH as string as Nonce, nonceAccountAddress: nonceAccount, nonceAuthorityAddress: payer },
              m,
            ),
          (m) => appendTransactionMessageInstructions(instructions, m),
        ),
      );
    const asked = onNonce([...budget, transfer]);
    expect(checkWalletChanges(asked, onNonce([...budget, guard(payer), transfer, guard(source)]), CAP).guards).toBe(2);
    const { message } = decompiled(asked);
    const first = edited(asked, () => [guard(payer), ...message.instructions]);
    expect(refusal(() => checkWalletChanges(asked, first, CAP))).toBe(
      'The wallet put instructions ahead of the nonce advance before signing, so the transaction could never land (the advance must come first); nothing was sent.',
    );
  });
});
