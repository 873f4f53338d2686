import type { TransactionRecord } from '../model';
import { transactionsCsv } from './export-csv';

const base: TransactionRecord = {
  signature: '5sig',
  timestamp: Date.UTC(2026, 10, 22, 9, 30, 0),
  type: 'send',
  amount: 18_446_744_073_709_551_615n,
  decimals: 9,
  token: 'GLD',
  mint: 'MintAddress111',
  from: 'Alice111',
  to: 'Bob111',
  status: 'confirmed',
  feeLamports: 5_000n,
};

describe('transactionsCsv', () => {
  it('a spreadsheet-ready file: BOM, header, ISO time, exact amounts and fees as decimal strings, CRLF', () => {
    const csv = transactionsCsv([base]);
    expect(csv.startsWith('\ufeff')).toBe(true);
    const [header, row, end] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      '"time","signature","type","token mint","token symbol","amount","raw amount","from","to","status","fee (SOL)",' +
        '"priority fee (SOL)","compute unit limit","transaction version","multisig",' +
        '"received amount","received token","fee withheld","recipients","balance changes","program"',
    );
    expect(row).toBe(
      '"2026-11-22T09:30:00.000Z","5sig","send","MintAddress111","GLD","18446744073.709551615","18446744073.709551615","Alice111","Bob111","confirmed","0.000005","","","","","","","","","",""',
    );
    expect(end).toBe('');
  });

  it('quotes every field (commas, quotes and line breaks inside), and never lets chain text become a formula', () => {
    const csv = transactionsCsv([
      { ...base, token: 'A,"B"\nC' },
      { ...base, token: '=HYPERLINK("http://x","click")' },
      { ...base, token: '+1', amount: null },
      { ...base, decimals: null, feeLamports: undefined, timestamp: null },
    ]);
    const rows = csv.slice(1).split('\r\n');
    expect(rows[1]).toContain(',"A,""B""\nC",');
    expect(rows[2]).toContain(`,"'=HYPERLINK(""http://x"",""click"")",`);
    expect(rows[3]).toContain(`,"'+1","","",`);
    // Unknown decimals: no amount rather than a wrong one; no fee known; no time yet.
    expect(rows[4]).toBe(
      '"","5sig","send","MintAddress111","GLD","","","Alice111","Bob111","confirmed","","","","","","","","","","",""',
    );
  });

  it('names the multisig a line was signed through', () => {
    const [, row] = transactionsCsv([{ ...base, type: 'mint', multisig: 'Multisig111' }])
      .slice(1)
      .split('\r\n');
    expect(row).toContain(',"Alice111","Bob111","confirmed","0.000005","","","","Multisig111",');
  });

  it("exports the compute budget the wallet's transaction set: a v1 config's total priority fee, its limit and version", () => {
    const [, v1, legacy] = transactionsCsv([
      { ...base, feeLamports: 17_345n, budget: { version: 1, unitLimit: 10_000, priorityLamports: 12_345n } },
      { ...base, budget: { version: 'legacy', unitLimit: 200_000, priorityLamports: 0n } },
    ])
      .slice(1)
      .split('\r\n');
    expect(v1).toContain(',"confirmed","0.000017345","0.000012345","10000","1",');
    expect(legacy).toContain(',"confirmed","0.000005","0","200000","legacy",');
  });

  it('carries what the line shows when expanded: what a swap received, each recipient, the fee withheld, every change, the program', () => {
    const [, swap, batch] = transactionsCsv([
      {
        ...base,
        type: 'swap',
        amount: 1_100_000n,
        decimals: 6,
        token: 'USDC',
        received: { mint: 'Jup111', token: 'JUP', amount: 2_143_812n, decimals: 6 },
        changes: [
          { mint: 'Usdc111', token: 'USDC', amount: -1_100_000n, decimals: 6 },
          { mint: 'Jup111', token: 'JUP', amount: 2_143_812n, decimals: 6 },
          { amount: -2_039_280n, decimals: 9, token: 'SOL' },
        ],
        program: { address: 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4', name: 'Jupiter Aggregator v6' },
      },
      {
        ...base,
        amount: 300n,
        decimals: 2,
        parts: [
          { to: 'Bob111', amount: 100n },
          { to: 'Carol111', amount: 200n },
        ],
        feeWithheld: 3n,
      },
    ])
      .slice(1)
      .split('\r\n');
    // A leading minus is a formula start to a spreadsheet: neutralised as every such field is.
    expect(swap).toMatch(
      /,"2\.143812","JUP","","","'-1\.1 USDC; \+2\.143812 JUP; -0\.00203928 SOL","Jupiter Aggregator v6"$/,
    );
    expect(batch).toMatch(/,"","","0\.03","Bob111: 1; Carol111: 2","",""$/);
  });

  it("a scaled token's amount as shown, beside the raw amount that moved", () => {
    const scale = { kind: 'multiplier', multiplier: 2, newMultiplier: 2, newMultiplierAt: 0, now: 1 } as const;
    const [, row] = transactionsCsv([{ ...base, amount: 1_500_000n, decimals: 6, scale }])
      .slice(1)
      .split('\r\n');
    expect(row).toContain(',"GLD","3","1.5","Alice111",');
  });
});
