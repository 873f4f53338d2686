// @vitest-environment node
// Issue 46: every conversion of a scaled or interest-bearing amount is the token program's own, to the last digit.
// The judge is the program itself: Token-2022's AmountToUiAmount and UiAmountToAmount, simulated in LiteSVM (the
// program the local chain runs) on a mint written with the rule under test, at the second set on its clock.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getU64Decoder, getUtf8Decoder, none, type Address, type KeyPairSigner } from '@solana/kit';
import {
  getAmountToUiAmountInstruction,
  getMintEncoder,
  getUiAmountToAmountInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { LiteChain } from '@test-support/chain/litesvm-chain';
import type { AmountScale } from '../model';
import { rawUnits, shownAmount, uiUnits } from './token-traits';
import { toDecimalString, U64_MAX } from '@/shared/lib/amount';

const YEAR = 31_556_736;
const NOBODY = '11111111111111111111111111111111' as Address;

type Interest = Extract<AmountScale, { kind: 'interest' }>;
type Multiplier = Extract<AmountScale, { kind: 'multiplier' }>;

/** A mint carrying the rule, written straight into the chain (no instruction could set past timestamps). */
function mintWith(chain: LiteChain, address: Address, decimals: number, scale: AmountScale) {
  const extension =
    scale.kind === 'interest'
      ? {
          __kind: 'InterestBearingConfig' as const,
          rateAuthority: NOBODY,
          initializationTimestamp: BigInt(scale.initializedAt),
          preUpdateAverageRate: scale.averageRateBefore,
          lastUpdateTimestamp: BigInt(scale.updatedAt),
          currentRate: scale.rate,
        }
      : {
          __kind: 'ScaledUiAmountConfig' as const,
          authority: NOBODY,
          multiplier: scale.multiplier,
          newMultiplierEffectiveTimestamp: BigInt(scale.newMultiplierAt),
          newMultiplier: scale.newMultiplier,
        };
  const data = getMintEncoder().encode({
    mintAuthority: none(),
    supply: 0n,
    decimals,
    isInitialized: true,
    freezeAuthority: none(),
    extensions: [extension],
  });
  chain.setAccount(address, TOKEN_2022_PROGRAM_ADDRESS, data, chain.rent(data.length));
}

interface Judge {
  chain: LiteChain;
  payer: KeyPairSigner;
  mint: Address;
}

async function judge(): Promise<Judge> {
  const chain = new LiteChain();
  const payer = await chain.newFundedWallet();
  const mint = (await chain.newFundedWallet()).address;
  return { chain, payer, mint };
}

/** What the program answers for `raw` at the scale's `now`, as UI units. */
async function programShows({ chain, payer, mint }: Judge, raw: bigint, decimals: number, scale: AmountScale) {
  mintWith(chain, mint, decimals, scale);
  chain.setUnixTimestamp(BigInt(scale.now));
  const text = getUtf8Decoder().decode(
    await chain.simulateReturn([getAmountToUiAmountInstruction({ mint, amount: raw })], payer),
  );
  return text;
}

/**
 * What the program makes of a UI amount (as its text) at the scale's `now`: raw units, or null where it refuses
 * (the app then counts it as more than any account holds).
 */
async function programMoves({ chain, payer, mint }: Judge, uiText: string, decimals: number, scale: AmountScale) {
  mintWith(chain, mint, decimals, scale);
  chain.setUnixTimestamp(BigInt(scale.now));
  try {
    const data = await chain.simulateReturn([getUiAmountToAmountInstruction({ mint, uiAmount: uiText })], payer);
    return getU64Decoder().decode(data);
  } catch {
    return null;
  }
}

/** The program's UI text as UI units: its digits, padded to `decimals` places. */
function unitsOf(text: string, decimals: number): bigint {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(`${whole}${fraction.padEnd(decimals, '0')}`);
}

const RUNS = { numRuns: 1_500, seed: 46 } as const;
const rate = fc.integer({ min: -32_768, max: 32_767 });
const raw = fc.oneof(
  fc.bigInt({ min: 0n, max: 2n ** 53n + 2n ** 20n }),
  fc.bigInt({ min: 2n ** 53n - 100n, max: 2n ** 53n + 100n }),
  fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
);

describe('interest-bearing amounts, as the program computes them', () => {
  it('the case the issue found: 2^53 − 1 raw units, 9 decimals, 25,778 basis points, 159 s after initialisation', async () => {
    const j = await judge();
    const scale: Interest = {
      kind: 'interest',
      rate: 25_778,
      averageRateBefore: 25_778,
      initializedAt: 1_000,
      updatedAt: 1_000,
      now: 1_159,
    };
    // What every screen shows (the dashboard groups the digits), through the one rule every caller uses.
    expect(shownAmount(2n ** 53n - 1n, { decimals: 9, scale })).toBe('9,007,316.244233668');
    expect(await programShows(j, 2n ** 53n - 1n, 9, scale)).toBe('9007316.244233668');
  });

  it('AmountToUiAmount, for rates of either sign, spans of up to 2,000,000 s, a rate changed mid-life, amounts past 2^53', async () => {
    const j = await judge();
    await fc.assert(
      fc.asyncProperty(
        raw,
        fc.integer({ min: 0, max: 9 }),
        rate,
        rate,
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        async (amount, decimals, before, now, first, second) => {
          const scale: Interest = {
            kind: 'interest',
            rate: now,
            averageRateBefore: before,
            initializedAt: 1_700_000_000,
            updatedAt: 1_700_000_000 + first,
            now: 1_700_000_000 + first + second,
          };
          const text = await programShows(j, amount, decimals, scale);
          expect(uiUnits(amount, { decimals, scale })).toBe(unitsOf(text, decimals));
        },
      ),
      RUNS,
    );
  });

  it('UiAmountToAmount: what a typed amount moves, rounded to the nearest as the program rounds it', async () => {
    const j = await judge();
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.integer({ min: 0, max: 9 }),
        rate,
        fc.integer({ min: 0, max: 5 * YEAR }),
        async (ui, decimals, now, age) => {
          const scale: Interest = {
            kind: 'interest',
            rate: now,
            averageRateBefore: now,
            initializedAt: 1_700_000_000,
            updatedAt: 1_700_000_000,
            now: 1_700_000_000 + age,
          };
          const text = toDecimalString(ui, decimals);
          const moved = (await programMoves(j, text, decimals, scale)) ?? U64_MAX + 1n;
          expect(rawUnits(ui, { decimals, scale })).toBe(moved);
        },
      ),
      { numRuns: 800, seed: 46 },
    );
  });
});

describe('scaled UI amounts, as the program computes them', () => {
  const multiplier = fc.oneof(
    fc.double({ min: 0.000_001, max: 1_000_000, noNaN: true }),
    fc.constantFrom(0.001, 0.99, 1, 1.5, 2, 3.3333333333333335),
  );

  it('AmountToUiAmount before and after the new multiplier’s time', async () => {
    const j = await judge();
    await fc.assert(
      fc.asyncProperty(
        raw,
        fc.integer({ min: 0, max: 9 }),
        multiplier,
        multiplier,
        fc.boolean(),
        async (amount, decimals, old, next, crossed) => {
          const scale: Multiplier = {
            kind: 'multiplier',
            multiplier: old,
            newMultiplier: next,
            newMultiplierAt: 1_800_000_000,
            now: crossed ? 1_800_000_000 : 1_799_999_999,
          };
          const text = await programShows(j, amount, decimals, scale);
          expect(uiUnits(amount, { decimals, scale })).toBe(unitsOf(text, decimals));
        },
      ),
      RUNS,
    );
  });

  it('UiAmountToAmount: what a typed amount moves, truncated as the program truncates it', async () => {
    const j = await judge();
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.integer({ min: 0, max: 9 }),
        multiplier,
        async (ui, decimals, factor) => {
          const scale: Multiplier = {
            kind: 'multiplier',
            multiplier: factor,
            newMultiplier: factor,
            newMultiplierAt: 0,
            now: 1,
          };
          const text = toDecimalString(ui, decimals);
          const moved = (await programMoves(j, text, decimals, scale)) ?? U64_MAX + 1n;
          expect(rawUnits(ui, { decimals, scale })).toBe(moved);
        },
      ),
      { numRuns: 800, seed: 46 },
    );
  });
});
