// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { isOffCurveAddress, type Address } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import type { TransactionRecord } from '@/entities/transaction/model';
import { isCoreProgram } from '../read/known-programs';
import { classifyTransaction } from './classify-transaction';
import { accountKeyAddress, type ParsedTransactionJson } from './parsed-transaction';

/**
 * Real mainnet and devnet transactions, as a node answers getTransaction with jsonParsed, each kept with
 * its source (a public repository's file, at a commit) beside it. What each wallet involved sees is stated
 * here from the data: the balances the node recorded, read by hand.
 */
interface Fixture {
  source: string;
  description: string;
  signature: string;
  transaction: ParsedTransactionJson;
}

const DIR = new URL('./real-transactions/', import.meta.url);
const FIXTURES = new Map(
  readdirSync(DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => [name, JSON.parse(readFileSync(new URL(name, DIR), 'utf8')) as Fixture]),
);

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const PUMP_TOKEN = '9Zw3CR7NPD6hXNk5PZYpYKsvWv9puwr1eEaPxXRapump';
const LP = '7aRh7s688sJ1nJq1HKYwnKrnXNBi43PAsmFYfGg1b1CJ';
const RAYDIUM = { address: '675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8', name: 'Raydium AMM v4' };
const JUPITER = { address: 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4', name: 'Jupiter Aggregator v6' };

type Seen = Partial<Omit<TransactionRecord, 'parts' | 'paid'>> & {
  /** Recipients' parts, each named by the first 8 characters of its address. */
  parts?: [string, bigint][];
  /** The wallets paid, by the first 8 characters of each. */
  paid?: string[];
};

/** File → wallet (its first 8 characters) → what that wallet's history line says. */
const SEEN: Record<string, Record<string, Seen>> = {
  'transfer-sol-single.json': {
    '6QuXb6mB': { type: 'send', amount: 10_000_000n, decimals: 9, token: 'SOL', paid: ['3h1zGmCw'] },
    '3h1zGmCw': {
      type: 'receive',
      amount: 10_000_000n,
      token: 'SOL',
      from: '6QuXb6mB6WmRASP2y8AavXh6aabBXEH5ZzrSH5xRrgSm',
    },
  },
  'transfer-sol-single-mainnet.json': {
    '4Y5YjAPB': { type: 'send', amount: 24_922_118n, token: 'SOL', paid: ['3eF3iBQq'] },
    '3eF3iBQq': { type: 'receive', amount: 24_922_118n },
  },
  'transfer-sol-legacy-version-field-mainnet.json': {
    web3xFMw: { type: 'send', amount: 1000n, token: 'SOL', paid: ['buffaAJK'] },
    buffaAJK: { type: 'receive', amount: 1000n },
  },
  'transfer-sol-2020-null-inner-and-logs.json': {
    HBYC51Yr: { type: 'send', amount: 1_230_000n, feeLamports: 5000n, paid: ['AHy6YZA8'] },
    AHy6YZA8: { type: 'receive', amount: 1_230_000n },
  },
  // The recipient's address comes from a lookup table: named all the same.
  'transfer-sol-v0-lookup-table-destination.json': {
    web3xFMw: { type: 'send', amount: 1000n, paid: ['buffaAJK'] },
    buffaAJK: { type: 'receive', amount: 1000n },
  },
  'transfer-sol-v0-lookup-table-devnet.json': {
    '9aE476sH': { type: 'send', amount: 10_000_000n, paid: ['G1wZ113t'] },
    G1wZ113t: { type: 'receive', amount: 10_000_000n },
  },
  // SOL from an account derived from the signer's key with a seed: that account's send.
  'transfer-sol-with-seed-devnet.json': {
    '7zGpuMNc': { type: 'send', amount: 50_000_000n, paid: ['6S1VL44m'] },
    '6S1VL44m': { type: 'receive', amount: 50_000_000n },
    CdmZCmN7: { type: 'other', amount: null, feeLamports: 5000n, changes: [] },
  },
  // The sender also paid the rent of the recipient's wSOL account: a cost, not a second payment.
  'transfer-sol-with-wsol-ata-create-idempotent-devnet.json': {
    '3FyK3hKf': {
      type: 'send',
      amount: 1_000_000n,
      paid: ['CXirU4FJ'],
      changes: [{ amount: -2_148_400n, decimals: 9, token: 'SOL' }],
    },
    CXirU4FJ: { type: 'receive', amount: 1_000_000n },
  },
  // The recipient's token account is all the node names (no owners in 2021 balances): no wallet to call paid.
  'transfer-spl-checked-ray-fee-payer.json': {
    '3h1zGmCw': {
      type: 'send',
      amount: 1082n,
      decimals: 6,
      mint: '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R',
      to: '4ijqHixcbzhxQbfJWAoPkvBhokBDRGtXyqVcMN8ywj8W',
      paid: [],
    },
    FG4Y3yX4: { type: 'other', amount: null, feeLamports: 10_000n },
  },
  'transfer-usdc-create-recipient-ata-memo.json': {
    '8fusVwhg': { type: 'send', amount: 1000n, decimals: 6, mint: USDC, paid: ['3i476kTB'] },
    '3i476kTB': { type: 'receive', amount: 1000n, mint: USDC, from: '8fusVwhgo4oS1fGpZKeRaXrJXQk9auKnAgcj9A97wR3t' },
    // The relayer paid the fee and the new account's rent, and sent nothing.
    FG4Y3yX4: { type: 'other', amount: null, changes: [{ amount: -2_039_280n, decimals: 9, token: 'SOL' }] },
  },
  'memo-sol-transfer-relayer-fee-payer.json': {
    DT1mBDFs: { type: 'send', amount: 1_000_000n, paid: ['2b7iQq3P'] },
    '2b7iQq3P': { type: 'receive', amount: 1_000_000n },
  },
  'memo-sol-single-transfer-devnet.json': {
    '7crim3zB': { type: 'send', amount: 100_000_000n, paid: ['8KEegQYd'] },
    '8KEegQYd': { type: 'receive', amount: 100_000_000n },
  },
  'memo-sol-transfer-receiver-address-devnet.json': {
    '74SqAGc8': { type: 'send', amount: 2_000_000_000n, paid: ['3gghk7mH'] },
    '3gghk7mH': { type: 'receive', amount: 2_000_000_000n },
  },
  // A SOL batch: one line with the total, each recipient its part; each recipient sees its own part.
  'memo-sol-batch-2-transfers-devnet.json': {
    '7crim3zB': {
      type: 'send',
      amount: 150_000_000n,
      parts: [
        ['GQaASwJH', 100_000_000n],
        ['CSMd42hu', 50_000_000n],
      ],
      paid: ['GQaASwJH', 'CSMd42hu'],
    },
    GQaASwJH: { type: 'receive', amount: 100_000_000n },
    CSMd42hu: { type: 'receive', amount: 50_000_000n },
  },
  'nonce-sol-batch-2-transfers-mainnet.json': {
    '5tzFkiKs': {
      type: 'send',
      amount: 31_029_181_720n,
      parts: [
        ['9AcRtqNT', 105_673_070n],
        ['Ah6ubKzH', 30_923_508_650n],
      ],
      paid: ['9AcRtqNT', 'Ah6ubKzH'],
      feeLamports: 11_000n,
    },
    '9AcRtqNT': { type: 'receive', amount: 105_673_070n },
    Ah6ubKzH: { type: 'receive', amount: 30_923_508_650n },
  },
  // A durable nonce is the lifetime of the transfer; its authority, who moved nothing, sees the advance.
  'nonce-usdc-transfer-checked-mainnet.json': {
    '3V9bd3EN': { type: 'send', amount: 3_800_000n, mint: USDC, paid: ['B2v68t8M'] },
    B2v68t8M: { type: 'receive', amount: 3_800_000n, mint: USDC },
    EbsUZEFA: { type: 'nonce-advance', to: 'FqCmnwUjWecdGFV1rtfUQRiB3p6hwFkZRByixzjwk1gB' },
  },
  'mint-close-empty-token-account.json': {
    '3h1zGmCw': {
      type: 'close',
      mint: '2FPyTwcZLUg1MDrwsyoP4D6s1tM7hAkHYRjkNb5w6Pxk',
      changes: [{ amount: 2_039_280n, decimals: 9, token: 'SOL' }],
    },
  },
  'mint-create-associated-token-account.json': {
    '3h1zGmCw': { type: 'other', amount: null, changes: [{ amount: -2_039_280n, decimals: 9, token: 'SOL' }] },
  },
  'mint-token2022-burn-checked-signed-memo-devnet.json': {
    '3gghk7mH': { type: 'burn', amount: 10_000_000_000n },
  },
  // Failed: nothing moved but the fee; another program's doing, said as such, never a send.
  'failed-swap-slippage-with-temp-wsol-account.json': {
    G8PrkEwm: {
      type: 'other',
      status: 'failed',
      feeLamports: 15_000n,
      changes: [],
      program: { address: 'DjVE6JNiYqPL2QXyCUUh8rNjHrbz9hXHNYt99MQ59qw1', name: 'Orca Swap Program v1' },
    },
  },
  'failed-v0-alt-ccip-execute-compute-exceeded-devnet.json': {
    '7kdrBZJJ': { type: 'other', status: 'failed', amount: null, changes: [] },
  },
  'failed-vote-custom-error-2021.json': {
    D32cBNvo: {
      type: 'other',
      status: 'failed',
      program: { address: 'Vote111111111111111111111111111111111111111', name: 'Vote Program' },
    },
  },
  // Raydium: a pool's shares minted for two assets is a deposit, burned for two a withdrawal; its LP mint,
  // made by the pool program, is never the wallet's "Create".
  'pool-raydium-amm-v4-add-liquidity.json': {
    '5z4giZ7Y': {
      type: 'pool-deposit',
      amount: 214_323_699_689_057n,
      mint: PUMP_TOKEN,
      program: RAYDIUM,
      changes: [
        { amount: -1_000_000n, decimals: 9, token: 'SOL' },
        { mint: PUMP_TOKEN, amount: -214_323_699_689_057n, decimals: 9, token: '9Zw3...pump' },
        { mint: LP, amount: 14_561_191_343n, decimals: 9, token: '7aRh...b1CJ' },
      ],
    },
  },
  'pool-raydium-amm-v4-create-pool.json': {
    '5z4giZ7Y': { type: 'pool-deposit', amount: 4_000_000_000_000_000n, mint: PUMP_TOKEN, program: RAYDIUM },
  },
  'pool-raydium-amm-v4-remove-liquidity.json': {
    '5z4giZ7Y': {
      type: 'pool-withdrawal',
      amount: 590_358_717_042_758n,
      mint: PUMP_TOKEN,
      program: RAYDIUM,
      changes: [
        { amount: 2_457_502n, decimals: 9, token: 'SOL' },
        { mint: LP, amount: -37_887_331_922n, decimals: 9, token: '7aRh...b1CJ' },
        { mint: PUMP_TOKEN, amount: 590_358_717_042_758n, decimals: 9, token: '9Zw3...pump' },
      ],
    },
  },
  // A swap is what went out and what came in: SOL and its wrapped form are one asset, rent set apart.
  'swap-jupiter-v6-sol-to-usdc-meteora-dlmm.json': {
    '3qAnC3L6': {
      type: 'swap',
      amount: 39_600_000n,
      token: 'SOL',
      received: { mint: USDC, amount: 5_300_650n, decimals: 6, token: 'EPjF...Dt1v' },
      program: JUPITER,
      to: JUPITER.address,
    },
  },
  'swap-raydium-amm-v4-token-to-sol.json': {
    // 0.002081374 SOL more, of which 0.00203928 is the emptied token account's rent back: 42,094 from the pool.
    CaShxDq2: {
      type: 'swap',
      amount: 10_123_879_371_073n,
      mint: PUMP_TOKEN,
      received: { amount: 42_094n, decimals: 9, token: 'SOL' },
      program: RAYDIUM,
    },
  },
  'swap-raydium-amm-v4-bundle-5-buys.json': {
    FspiJ3b2: {
      type: 'swap',
      amount: 4_350_040n,
      token: 'SOL',
      received: expect.objectContaining({ amount: 135_637_377_613n }),
    },
    '76eHieXJ': { type: 'swap', amount: 2_090_968n, received: expect.objectContaining({ amount: 65_181_556_763n }) },
    '9Ck8gs6X': { type: 'swap', amount: 4_853_100n, received: expect.objectContaining({ amount: 151_244_487_912n }) },
    AbDEzSQD: { type: 'swap', amount: 1_993_471n, received: expect.objectContaining({ amount: 62_109_009_099n }) },
    Fm22dvRB: { type: 'swap', amount: 5_096_440n, received: expect.objectContaining({ amount: 158_742_070_732n }) },
  },
  // A wrapped SOL input and a platform fee taken from it: the wallet gave SOL and got the token.
  'swap-jupiter-v6-sol-to-pump-token-raydium-input-fee.json': {
    DrwVJ3y1: {
      type: 'swap',
      amount: 5_688_957n,
      token: 'SOL',
      received: expect.objectContaining({
        mint: '4qu5jPY7dDkmtB6Q4iECFyWjaESTfwiAK86g99yPpump',
        amount: 218_950_493_678n,
      }),
      program: JUPITER,
    },
  },
  'swap-jupiter-v6-pump-token-to-sol-meteora-pools-raydium.json': {
    '6oHypdku': {
      type: 'swap',
      amount: 5_878_070_878n,
      mint: 'vVe16q1aGVSnZtK8PCXFnsh45VW6HCVrJPKCBSbpump',
      received: { amount: 3_115_691n, decimals: 9, token: 'SOL' },
    },
  },
  // Two Jupiter routes making a round trip: only the loss moved; said as another program's, never a send.
  'swap-jupiter-v6-two-routes-meteora-dlmm-arb.json': {
    '8yZySK1m': { type: 'other', amount: 63_499n, token: 'SOL', program: JUPITER },
  },
  // The proceeds less a trading bot's fee and a tip: what the wallet's SOL gained.
  'swap-raydium-amm-v4-sell-with-bot-fee.json': {
    G7rwfu2c: {
      type: 'swap',
      amount: 4_030_305_731_740n,
      received: { amount: 96_713_450n, decimals: 9, token: 'SOL' },
      program: RAYDIUM,
    },
  },
  // Pump.fun: the creator signed for the new mint's key; the bonding curve got the supply.
  'pool-pumpfun-create-bonding-curve.json': {
    FiYwf895: {
      type: 'create',
      amount: 1_000_000_000_000_000n,
      mint: '7F7TeMsGutc2YpxeH7U3PiFLwG2FygN2jMLeDKAXNbwu',
      to: '6qK8Cazc6dqMSCfgN455J7aw1hHgknb6PeY8gjkAL4BE',
    },
  },
  'swap-pumpfun-sell-token-to-sol.json': {
    '3P2pmfQA': {
      type: 'swap',
      amount: 94_443_000_000n,
      received: { amount: 520_709n, decimals: 9, token: 'SOL' },
      program: { address: '6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P', name: 'Pump.fun' },
    },
    // The tip's recipient got SOL from a transaction another program ran: not a payment it can name.
    HWEoBxYs: { type: 'other', amount: null, received: { amount: 3_000_000n, decimals: 9, token: 'SOL' } },
  },
  'swap-jupiter-v6-sol-to-usdc-openbook-platform-fee.json': {
    AgHKxMdB: {
      type: 'swap',
      amount: 60_000_000n,
      received: expect.objectContaining({ mint: USDC, amount: 8_022_110n }),
    },
  },
  'swap-jupiter-v6-sol-to-usdc-orca-whirlpool-shared-accounts.json': {
    Ex2F9oJN: {
      type: 'swap',
      amount: 500_400_000n,
      received: expect.objectContaining({ mint: USDC, amount: 76_612_586n }),
    },
  },
  // A keeper ran a Jupiter route for an order's account: the route ended in SOL; USDC dust was left over.
  'swap-jupiter-v6-bonk-to-sol-saber-phoenix-legacy.json': {
    FMFot66s: {
      type: 'swap',
      amount: 21_466_335_085n,
      mint: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263',
      received: { amount: 35_700_000n, decimals: 9, token: 'SOL' },
    },
    '7eCimQLM': { type: 'other', amount: null, changes: [] },
  },
  // An arbitrage through an unnamed program: SOL in net of wrapped SOL out, said as that program's.
  'swap-jupiter-v6-arb-openbook-raydium-clmm.json': {
    '4qLQDSpC': {
      type: 'other',
      amount: null,
      received: { amount: 42_618n, decimals: 9, token: 'SOL' },
      changes: [
        { amount: -42_618n, decimals: 9, token: 'SOL' },
        { mint: 'So11111111111111111111111111111111111111112', amount: 85_236n, decimals: 9, token: 'So11...1112' },
      ],
    },
  },
  // Token to token, no SOL leg: bSOL out, USDT in.
  'swap-jupiter-v6-bsol-to-usdt-stakedex-whirlpool.json': {
    J6SiqG6a: {
      type: 'swap',
      amount: 20_000_000_000n,
      mint: 'EPCz5LK372vmvCkZH3HgSuGNKACJJwwxsofW6fypCPZL',
      received: expect.objectContaining({
        mint: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
        amount: 2_994_093_354n,
      }),
    },
  },
  // An arbitrage wrapped by another program: a fee in SOL out (the new account's rent set apart), USDC in.
  'swap-jupiter-v6-usdc-arb-raydium-cpmm-fluxbeam-token2022.json': {
    '46ECY5pT': {
      type: 'swap',
      amount: 7500n,
      token: 'SOL',
      received: expect.objectContaining({ mint: USDC, amount: 14_037n }),
      program: { address: 'BqirtYFXWbEaQr2VxcDKZ7nehZqNtqrLJbpoUaBpPZ6z' },
    },
  },
  // Two routes, SOL to a token and part of it back: what stayed is the swap.
  'swap-jupiter-v6-sol-roundtrip-two-routes-raydium-amm-v4.json': {
    Ef7Jouhn: {
      type: 'swap',
      amount: 16_050_046n,
      token: 'SOL',
      received: expect.objectContaining({
        mint: '2mNz73pMDGFknAp95iZm8WnFsSYQC4NVJtAz6mFF9ycv',
        amount: 4_078_713_102n,
      }),
    },
  },
  // PYUSD is a Token-2022 token with a transfer fee: what arrived is what the wallet's balance gained.
  'swap-jupiter-v6-sol-to-pyusd-lifinity-meteora-whirlpool-token2022-fee.json': {
    GH6Sn8jt: {
      type: 'swap',
      amount: 27_309_941n,
      received: expect.objectContaining({ mint: '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo', amount: 3_913_523n }),
    },
    // The platform's fee account got PYUSD from a swap it did not sign: not a payment to anyone.
    '45ruCyfd': { type: 'other', amount: null, received: expect.objectContaining({ amount: 33_550n }) },
  },
  'swap-jupiter-v6-usdc-to-sol-meteora-dlmm-bot-fee.json': {
    // 0.049107593 SOL from the pool, less 0.001 to the bot's fee wallet.
    AmDp48FL: {
      type: 'swap',
      amount: 9_938_497n,
      mint: USDC,
      received: { amount: 48_107_593n, decimals: 9, token: 'SOL' },
    },
    '8xnhU7R4': { type: 'other', amount: null, received: { amount: 1_000_000n, decimals: 9, token: 'SOL' } },
  },
  // Five buyers on a bonding curve, each creating its token account: the account's rent is not the price.
  'swap-pumpfun-bundle-5-buys-sol-to-token.json': {
    CBFCFmju: {
      type: 'swap',
      amount: 5_843_500n - 2_039_280n,
      received: expect.objectContaining({ amount: 134_031_426_910n }),
      changes: [
        { amount: -5_843_500n, decimals: 9, token: 'SOL' },
        expect.objectContaining({ amount: 134_031_426_910n }),
      ],
    },
    AhRYQBSv: { type: 'swap', amount: 9_366_852n - 2_039_280n },
    FspiJ3b2: { type: 'swap', amount: 4_231_515n - 2_039_280n },
    HAZyn8Mt: { type: 'swap', amount: 4_665_688n - 2_039_280n },
    FQNLpC1R: { type: 'swap', amount: 8_231_851n - 2_039_280n },
  },
};

function keysOf(tx: ParsedTransactionJson): string[] {
  return tx.transaction.message.accountKeys.map(accountKeyAddress);
}

/** The one address of the transaction starting with `prefix`. */
function named(tx: ParsedTransactionJson, prefix: string): string {
  const owners = [...(tx.meta?.preTokenBalances ?? []), ...(tx.meta?.postTokenBalances ?? [])].flatMap((b) =>
    b.owner ? [b.owner] : [],
  );
  const found = [...new Set([...keysOf(tx), ...owners])].filter((address) => address.startsWith(prefix));
  expect(found, `one address starting ${prefix}`).toHaveLength(1);
  return found[0]!;
}

const line = (tx: ParsedTransactionJson, owner: string) =>
  classifyTransaction(tx, {
    owner,
    signature: tx.transaction.signatures[0]!,
    status: 'confirmed',
    blockTime: null,
    labelOf: () => undefined,
  });

describe('real transactions', () => {
  it('every fixture names its source and is the transaction it says; every fixture has its table', () => {
    expect(FIXTURES.size).toBeGreaterThanOrEqual(40);
    for (const [name, fixture] of FIXTURES) {
      expect(fixture.source, name).toMatch(/^https:\/\/(github\.com|explorer\.solana\.com)\//);
      expect(fixture.transaction.transaction.signatures[0], name).toBe(fixture.signature);
      expect(Object.keys(SEEN), `${name} has no stated lines`).toContain(name);
    }
  });

  for (const [name, wallets] of Object.entries(SEEN)) {
    it(`${name}: what each wallet involved sees`, () => {
      const fixture = FIXTURES.get(name);
      expect(fixture, `${name} is kept`).toBeDefined();
      const tx = fixture!.transaction;
      for (const [prefix, seen] of Object.entries(wallets)) {
        const owner = named(tx, prefix);
        const { parts, paid, ...rest } = seen;
        const record = line(tx, owner);
        expect(record, `${name} as ${prefix}`).toMatchObject(rest);
        if (parts) {
          expect(record.parts?.map((part) => [part.to.slice(0, 8), part.amount])).toEqual(parts);
        }
        if (paid) expect((record.paid ?? []).map((address) => address.slice(0, 8))).toEqual(paid);
      }
    });
  }

  it('for every wallet of every transaction: the changes are exactly what the node recorded, and no swap or other program is a payment', () => {
    for (const [name, { transaction: tx }] of FIXTURES) {
      const keys = keysOf(tx);
      const foreign = tx.transaction.message.instructions.some((each) => !isCoreProgram(each.programId));
      for (const [index, owner] of keys.entries()) {
        const record = line(tx, owner);
        const what = `${name} as ${owner}`;
        // SOL, fee apart, exactly as the balances say.
        const fee = index === 0 ? BigInt(tx.meta!.fee) : 0n;
        const sol = BigInt(tx.meta!.postBalances[index]!) - BigInt(tx.meta!.preBalances[index]!) + fee;
        expect(record.changes?.find((change) => !change.mint)?.amount ?? 0n, what).toBe(sol);
        if (foreign) {
          expect(['send', 'receive'], what).not.toContain(record.type);
          expect(record.paid, what).toBeUndefined();
        }
        // A token is created by whoever signed for a new mint's own key, never by a pool's program alone.
        if (record.type === 'create') {
          const mintKey = tx.transaction.message.accountKeys.find((key) => accountKeyAddress(key) === record.mint);
          expect(typeof mintKey === 'object' && mintKey.signer, what).toBe(true);
        }
        for (const address of record.paid ?? []) {
          expect(isOffCurveAddress(address as Address), `${what} paid ${address}`).toBe(false);
          expect(address, what).not.toBe(owner);
        }
      }
    }
  });
});
