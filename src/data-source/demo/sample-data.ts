import type { TokenHolding } from '@/entities/token/model';
import type { TransactionRecord } from '@/entities/transaction/model';

// The spec's sample data: four tokens at 6 decimals and five transactions (and one poisoning dust transfer). Mints are the
// well-known mainnet addresses of these tokens. As in the spec's demo, the wallet may mint them. Beyond the spec, two
// Token-2022 tokens of a regulated issuer (the wallet): one shown ×2 (ScaledUiAmount), one paused.
const sample = (owner: string, mint: string, name: string, symbol: string, balance: bigint): TokenHolding => ({
  mint,
  name,
  symbol,
  decimals: 6,
  balance,
  program: 'spl-token',
  tokenAccount: mint,
  mintAuthority: owner,
  canMint: true,
});

const MINTS: Record<string, string> = {
  SRM: 'SRMuApVNdxXokk5GT7XD5cUUgXMBCoAz2LHeuAoKWRt',
  USDC: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  USDT: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
  RAY: '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R',
  // Demo's own: no mainnet token lives at these addresses.
  ASTR: 'HrMr7vtE5Pej5qNwQEKjQMsCzqisTa5CCFY2p3LmSWwW',
  HBRD: 'Ena6p84vJ4htirTRNDcUiRThfM6Ri6mXqiSXp1m1z75n',
};

export function sampleTokens(owner: string): TokenHolding[] {
  return [
    sample(owner, MINTS.SRM!, 'Serum', 'SRM', 1_205_750_000n),
    sample(owner, MINTS.USDC!, 'USD Coin', 'USDC', 500_250_000n),
    sample(owner, MINTS.USDT!, 'Tether USD', 'USDT', 325_500_000n),
    sample(owner, MINTS.RAY!, 'Raydium', 'RAY', 42_150_000n),
    {
      ...sample(owner, MINTS.ASTR!, 'Aster Shares', 'ASTR', 50_000_000n),
      program: 'token-2022',
      scale: { kind: 'multiplier', multiplier: 2, newMultiplier: 2, newMultiplierAt: 0, now: 0 },
    },
    { ...sample(owner, MINTS.HBRD!, 'Harbor Dollar', 'HBRD', 75_000_000n), program: 'token-2022', paused: true },
  ];
}

const COUNTERPARTY = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const JUPITER = { address: 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4', name: 'Jupiter Aggregator v6' };
/** Beyond the spec's five: an address poisoner's dust, from a look-alike of the counterparty (same first 4 and last 4). */
export const SAMPLE_POISONER = '9xQeVPigigd9QdeUAWndREbJM9yqhdTBE7A9PPMZVFin';

export function sampleTransactions(owner: string, now: number): TransactionRecord[] {
  const minutes = (n: number) => now - n * 60_000;
  const tx = (
    signature: string,
    ago: number,
    type: TransactionRecord['type'],
    amount: bigint,
    token: string,
    from: string,
    to: string,
    status: TransactionRecord['status'],
  ): TransactionRecord => ({
    signature,
    timestamp: minutes(ago),
    type,
    amount,
    decimals: 6,
    token,
    mint: MINTS[token],
    from,
    to,
    status,
    ...(type === 'send' && { paid: [to] }),
  });
  const upkeep = (
    signature: string,
    ago: number,
    type: TransactionRecord['type'],
    token: string,
    { amount = null, to }: { amount?: bigint | null; to: string },
  ): TransactionRecord => ({ ...tx(signature, ago, type, 0n, token, owner, to, 'confirmed'), amount });
  return [
    tx(
      '5UfgJ3vN8hPk2mQwXzR7tYcLbE4sA9dF6gH1jK3mN5pQ7rS9tU2vW4xY6zA8bC1dE3fG5hJ7kL9mN2pQ4rS6tU8v',
      12,
      'send',
      25_500_000n,
      'USDC',
      owner,
      COUNTERPARTY,
      'confirmed',
    ),
    tx(
      '3xKmP9qR2sT5uV8wY1zA4bC7dE9fG2hJ5kL8mN1pQ3rS6tU9vW2xY5zA7bC9dE1fG4hJ6kL8mN2pQ5rS7tU9vW1x',
      95,
      'receive',
      100_000_000n,
      'SRM',
      COUNTERPARTY,
      owner,
      'confirmed',
    ),
    tx(
      '2hJ5kL8mN1pQ3rS6tU9vW2xY5zA7bC9dE1fG4hJ6kL8mN2pQ5rS7tU9vW1xKmP9qR2sT5uV8wY1zA4bC7dE9fG',
      300,
      'mint',
      500_000_000n,
      'RAY',
      owner,
      owner,
      'processing',
    ),
    tx(
      '4bC7dE9fG2hJ5kL8mN1pQ3rS6tU9vW2xY5zA7bC9dE1fG4hJ6kL8mN2pQ5rS7tU9vW1x3xKmP9qR2sT5uV8wY1zA',
      1_440,
      'create',
      1_000_000_000_000n,
      'USDT',
      owner,
      owner,
      'confirmed',
    ),
    tx(
      '6tU9vW2xY5zA7bC9dE1fG4hJ6kL8mN2pQ5rS7tU9vW1x3xKmP9qR2sT5uV8wY1zA4bC7dE9fG2hJ5kL8mN1pQ3rS',
      2_880,
      'send',
      10_000_000n,
      'SRM',
      owner,
      COUNTERPARTY,
      'failed',
    ),
    // Beyond the spec's five: one of each kind of token upkeep, so Demo's history shows every label.
    upkeep(
      '2bUrNpQ3rS6tU9vW2xY5zA7bC9dE1fG4hJ6kL8mN2pQ5rS7tU9vW1x3xKmP9qR2sT5uV8wY1zA4bC7dE9fG2hJ5k',
      1_500,
      'burn',
      'RAY',
      { amount: 2_000_000n, to: '' },
    ),
    upkeep(
      '3cLsEpQ3rS6tU9vW2xY5zA7bC9dE1fG4hJ6kL8mN2pQ5rS7tU9vW1x3xKmP9qR2sT5uV8wY1zA4bC7dE9fG2hJ5k',
      1_700,
      'close',
      'USDT',
      { to: owner },
    ),
    upkeep(
      '4fRzNpQ3rS6tU9vW2xY5zA7bC9dE1fG4hJ6kL8mN2pQ5rS7tU9vW1x3xKmP9qR2sT5uV8wY1zA4bC7dE9fG2hJ5k',
      1_900,
      'freeze',
      'RAY',
      { to: COUNTERPARTY },
    ),
    upkeep(
      '5tHwNpQ3rS6tU9vW2xY5zA7bC9dE1fG4hJ6kL8mN2pQ5rS7tU9vW1x3xKmP9qR2sT5uV8wY1zA4bC7dE9fG2hJ5k',
      2_000,
      'thaw',
      'RAY',
      { to: COUNTERPARTY },
    ),
    upkeep(
      '6aUtHpQ3rS6tU9vW2xY5zA7bC9dE1fG4hJ6kL8mN2pQ5rS7tU9vW1x3xKmP9qR2sT5uV8wY1zA4bC7dE9fG2hJ5k',
      2_200,
      'authority',
      'USDT',
      { to: '' },
    ),
    upkeep(
      '7mEtAdQ3rS6tU9vW2xY5zA7bC9dE1fG4hJ6kL8mN2pQ5rS7tU9vW1x3xKmP9qR2sT5uV8wY1zA4bC7dE9fG2hJ5k',
      2_400,
      'metadata',
      'RAY',
      { to: '' },
    ),
    upkeep(
      '9fChGeQ3rS6tU9vW2xY5zA7bC9dE1fG4hJ6kL8mN2pQ5rS7tU9vW1x3xKmP9qR2sT5uV8wY1zA4bC7dE9fG2hJ5k',
      2_500,
      'fee-change',
      'USDT',
      { to: '' },
    ),
    upkeep(
      '8fEeWdQ3rS6tU9vW2xY5zA7bC9dE1fG4hJ6kL8mN2pQ5rS7tU9vW1x3xKmP9qR2sT5uV8wY1zA4bC7dE9fG2hJ5k',
      2_600,
      'fee-withdrawal',
      'USDT',
      { to: owner },
    ),
    // Beyond the spec: a swap another app made, as a real wallet's history holds them.
    {
      ...tx(
        '2sWaPpQ3rS6tU9vW2xY5zA7bC9dE1fG4hJ6kL8mN2pQ5rS7tU9vW1x3xKmP9qR2sT5uV8wY1zA4bC7dE9fG2hJ5kL8',
        1_000,
        'swap',
        10_000_000n,
        'USDC',
        owner,
        JUPITER.address,
        'confirmed',
      ),
      received: { mint: MINTS.RAY, token: 'RAY', amount: 4_250_000n, decimals: 6 },
      changes: [
        { mint: MINTS.USDC, token: 'USDC', amount: -10_000_000n, decimals: 6 },
        { mint: MINTS.RAY, token: 'RAY', amount: 4_250_000n, decimals: 6 },
      ],
      program: JUPITER,
      feeLamports: 5_000n,
    },
    tx(
      '7dUsTpQ3rS6tU9vW2xY5zA7bC9dE1fG4hJ6kL8mN2pQ5rS7tU9vW1x3xKmP9qR2sT5uV8wY1zA4bC7dE9fG2hJ5kL8',
      600,
      'receive',
      1n,
      'USDC',
      SAMPLE_POISONER,
      owner,
      'confirmed',
    ),
  ];
}
