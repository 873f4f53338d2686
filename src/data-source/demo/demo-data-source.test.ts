import { shownAmount } from '@/entities/token/lib/token-traits';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import type { WalletSigner } from '../contract';
import { createDemoDataSource } from './demo-data-source';
import { SAMPLE_POISONER } from './sample-data';

const OWNER = '7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5';
const signer = { address: OWNER, signTransaction: vi.fn() } as unknown as WalletSigner;
const fast = () => createDemoDataSource(PRESET_CLUSTERS.demo, { actionMs: 0, loadMs: 0 });

describe('Demo data source', () => {
  it('a token page opened before anything else still counts the wallet in the supply (and a sample is freezable by it)', async () => {
    const details = await fast().getTokenDetails('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', OWNER);
    expect(details).toMatchObject({ supply: 500_250_000n, balance: 500_250_000n, freezeAuthority: OWNER });
  });

  it('a frozen account cannot send until it is thawed', async () => {
    const ds = fast();
    const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
    await ds.getTokens(OWNER);
    await ds.run(signer, { kind: 'freeze', mint, holder: OWNER });
    const send = { mint, recipient: SAMPLE_POISONER, amount: 1n };
    await expect(ds.run(signer, { kind: 'send', ...send })).rejects.toThrow('The token account is frozen.');
    await ds.run(signer, { kind: 'thaw', mint, holder: OWNER });
    await expect(ds.run(signer, { kind: 'send', ...send })).resolves.toMatchObject({ signature: expect.any(String) });
  });

  it("holds the four sample tokens and the issuer's two, with exact balances, and fifteen sample transactions, newest first", async () => {
    const ds = fast();
    const tokens = await ds.getTokens(OWNER);
    // Listed by name, as every token list is (Aster Shares, Harbor Dollar, Raydium, Serum, Tether USD, USD Coin).
    expect(tokens.map((t) => [t.symbol, t.balance, t.decimals])).toEqual([
      ['ASTR', 50_000_000n, 6],
      ['HBRD', 75_000_000n, 6],
      ['RAY', 42_150_000n, 6],
      ['SRM', 1_205_750_000n, 6],
      ['USDT', 325_500_000n, 6],
      ['USDC', 500_250_000n, 6],
    ]);
    // The issuer's: one shown ×2 (50 raw tokens read as 100), one paused.
    const [aster, harbor] = tokens;
    expect(aster?.scale).toMatchObject({ kind: 'multiplier', multiplier: 2, newMultiplier: 2 });
    expect(shownAmount(aster!.balance, aster!)).toBe('100');
    expect(harbor?.paused).toBe(true);
    const refused = await ds
      .run(signer, { kind: 'send', mint: harbor!.mint, recipient: SAMPLE_POISONER, amount: 1n })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ message: 'HBRD is paused by its issuer: no transfers until it is resumed' });
    const { items, cursor } = await ds.getTransactions(OWNER);
    // The spec's five, one of each kind of token upkeep, and a look-alike's dust transfer (collapsed in the
    // history, flagged when sending).
    expect(items).toHaveLength(15);
    expect(items.find((t) => t.from === SAMPLE_POISONER)).toMatchObject({
      type: 'receive',
      from: SAMPLE_POISONER,
      amount: 1n,
    });
    expect(cursor).toBeNull();
    const times = items.map((t) => t.timestamp ?? 0);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('create adds a mintable token, mint raises it, send lowers it, each recorded', async () => {
    const ds = fast();
    const { mint, signature } = await ds.run(signer, {
      kind: 'create',
      name: 'Kestrel',
      symbol: 'KEST',
      decimals: 2,
      initialSupply: 1000n,
    });
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/);
    await ds.run(signer, { kind: 'mint', mint, amount: 50n });
    await ds.run(signer, {
      kind: 'send',
      mint,
      recipient: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
      amount: 25n,
    });
    const token = (await ds.getTokens(OWNER)).find((t) => t.mint === mint);
    expect(token).toMatchObject({ balance: 1025n, canMint: true, name: 'Kestrel' });
    const types = (await ds.getTransactions(OWNER)).items.slice(0, 3).map((t) => [t.type, t.amount]);
    expect(types).toEqual([
      ['send', 25n],
      ['mint', 50n],
      ['create', 1000n],
    ]);
    expect(signer.signTransaction).not.toHaveBeenCalled();
  });

  it('refuses to send more than the balance; mints the sample tokens as the spec demo does', async () => {
    const ds = fast();
    const ray = (await ds.getTokens(OWNER)).find((t) => t.symbol === 'RAY')!;
    await expect(
      ds.run(signer, { kind: 'send', mint: ray.mint, recipient: OWNER, amount: 42_150_001n }),
    ).rejects.toThrow('Insufficient balance: you have 42.15 RAY.');
    expect((await ds.getTokens(OWNER)).find((t) => t.symbol === 'RAY')?.balance).toBe(42_150_000n);
    await ds.run(signer, { kind: 'mint', mint: ray.mint, amount: 850_000n });
    expect((await ds.getTokens(OWNER)).find((t) => t.symbol === 'RAY')?.balance).toBe(43_000_000n);
  });

  it('airdrops SOL in memory and never touches the network', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const ds = fast();
    const before = await ds.getSolBalance(OWNER);
    await ds.run(null, { kind: 'airdrop', to: OWNER, lamports: 1_000_000_000n });
    expect(await ds.getSolBalance(OWNER)).toBe(before + 1_000_000_000n);
    await expect(ds.run(null, { kind: 'airdrop', to: OWNER, lamports: 50_000_000_000n })).rejects.toThrow(
      /at most 5 SOL/,
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('pages its history as the chain does: the cursor starts the next page, each entry once, none after the last', async () => {
    const ds = fast();
    const all = (await ds.getTransactions(OWNER, null, 100)).items.map((t) => t.signature);
    const shown: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await ds.getTransactions(OWNER, cursor, 4);
      expect(page.items.length).toBeLessThanOrEqual(4);
      shown.push(...page.items.map((t) => t.signature));
      cursor = page.cursor;
    } while (cursor);
    expect(shown).toEqual(all);
    await expect(ds.getTransactions(OWNER, 'nonsense')).rejects.toThrow('not one the Demo data source made');
  });

  it('a new interest rate keeps the time-weighted average as the token program computes it (truncated toward zero; the rate in force when no time passed)', async () => {
    // The program's own arithmetic: token-2022 interface/src/extension/interest_bearing_mint/mod.rs,
    // time_weighted_average_rate (i128 products, checked_div), at commit 426400f2 of solana-program/token-2022.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.UTC(2026, 10, 28, 12, 0, 0);
      vi.setSystemTime(start);
      const ds = fast();
      const { mint } = await ds.run(signer, {
        kind: 'create',
        name: 'Rate Coin',
        symbol: 'RTE',
        decimals: 0,
        initialSupply: 1n,
        options: { interestRate: 500 },
      });
      const average = async () =>
        (await ds.getTokenDetails(mint, OWNER)).extensions
          .find((each) => each.name === 'InterestBearingConfig')
          ?.params.find((each) => each.name === 'preUpdateAverageRate')?.value;
      const setRate = async (seconds: number, rate: number) => {
        vi.setSystemTime(start + seconds * 1000);
        await ds.run(signer, { kind: 'update-interest-rate', mint, rate });
      };
      await setRate(0, 800);
      expect(await average()).toBe('500');
      await setRate(100, 100);
      expect(await average()).toBe('800');
      await setRate(300, -900);
      // (800 × 100 + 100 × 200) / 300 = 333.3…
      expect(await average()).toBe('333');
      await setRate(400, 0);
      // (333 × 300 − 900 × 100) / 400 = 24.75
      expect(await average()).toBe('24');
      await setRate(2000, 0);
      // (24 × 400 + 0 × 1600) / 2000 = 4.8
      expect(await average()).toBe('4');
      await setRate(2001, -32767);
      // (4 × 2000 + 0 × 1) / 2001 = 3.99…
      expect(await average()).toBe('3');
      await setRate(2101, 0);
      // (3 × 2001 − 32767 × 100) / 2101 = −1556.7…, truncated toward zero as Rust's division is.
      expect(await average()).toBe('-1556');
    } finally {
      vi.useRealTimers();
    }
  });
});
