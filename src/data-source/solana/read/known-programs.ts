import type { Address } from '@solana/kit';

/**
 * What a program is to a wallet's history:
 * - `core`: what this app's own transactions are made of, and what a wallet adds to them (compute budget,
 *   its guards): a transaction of these alone is read from its instructions;
 * - `exchange`: swaps and pools: a transaction at its top is read from the wallet's balance changes;
 * - `other`: any other known program, read the same way and named.
 */
export type ProgramRole = 'core' | 'exchange' | 'other';

interface KnownProgram {
  name: string;
  role: ProgramRole;
}

const core = (name: string): KnownProgram => ({ name, role: 'core' });
const exchange = (name: string): KnownProgram => ({ name, role: 'exchange' });
const other = (name: string): KnownProgram => ({ name, role: 'other' });

/**
 * Programs named by address, as the Explorer names them: the one registry a sentence about an
 * instruction, and a history line, take a program's name from. An address missing here is said as an
 * address. Each address is as its project publishes it (the source of each in known-programs.md beside this file).
 */
const PROGRAMS: Readonly<Record<string, KnownProgram>> = {
  // The token and system programs, and what a wallet adds to a transaction.
  '11111111111111111111111111111111': core('System Program'),
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: core('Token Program'),
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: core('Token-2022 Program'),
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: core('Associated Token Account Program'),
  MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr: core('Memo Program'),
  Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo: core('Memo Program v1'),
  ComputeBudget111111111111111111111111111111: core('Compute Budget Program'),
  L2TExMFKdjpN9kozasaurPirfHy9P8sbXoAN1qA3S95: core('Lighthouse'),
  // Native programs and loaders.
  AddressLookupTab1e1111111111111111111111111: other('Address Lookup Table Program'),
  Stake11111111111111111111111111111111111111: other('Stake Program'),
  Vote111111111111111111111111111111111111111: other('Vote Program'),
  Config1111111111111111111111111111111111111: other('Config Program'),
  BPFLoaderUpgradeab1e11111111111111111111111: other('BPF Upgradeable Loader'),
  ZkE1Gama1Proof11111111111111111111111111111: other('ZK ElGamal Proof Program'),
  SPoo1Ku8WFXoNDMHPsrGSTSG1Y47rzgn41SLUNakuHy: other('Stake Pool Program'),
  SwaPpA9LAaLfeLi3a68M4DjnLqgtticKg6CnyNwgAC8: exchange('Swap Program'),
  namesLPneVptA9Z5rqUDD9tMTWEJwofgaYwp8cawRkX: other('Name Service Program'),
  // Jupiter.
  JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4: exchange('Jupiter Aggregator v6'),
  JUP4Fb2cqiRUcaTHdrPC8h2gNsA2ETXiPDD33WcGuJB: exchange('Jupiter Aggregator v4'),
  JUP3c2Uh3WA4Ng34tw6kPd2G4C5BB21Xo36Je1s32Ph: exchange('Jupiter Aggregator v3'),
  JUP2jxvXaqu7NQY1GmNF4m1vodw12LVXYxbFL2uJvfo: exchange('Jupiter Aggregator v2'),
  jupoNjAxXgZ4rjzxzPMP4oxduvQsQtZzyknqvzYNrNu: exchange('Jupiter Limit Order'),
  j1o2qRpjcyUwEvwtcfhEQefh773ZgjxcVRry7LDqg5X: exchange('Jupiter Limit Order v2'),
  DCA265Vj8a9CEuX1eb1LWRnDT7uK6q1xMipnNyatn23M: exchange('Jupiter DCA'),
  PERPHjGBqRHArX4DySjwM6UJHiR3sWAatqfdBS2qQJu: other('Jupiter Perpetuals'),
  // Raydium.
  '675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8': exchange('Raydium AMM v4'),
  CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C: exchange('Raydium CPMM'),
  CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK: exchange('Raydium CLMM'),
  '5quBtoiQqxF9Jv6KYKctB59NT3gtJD2Y65kdnB1Uev3h': exchange('Raydium Stable AMM'),
  LanMV9sAd7wArD4vJFi2qDdfnVhFxYSUg6eADduJ3uj: exchange('Raydium LaunchLab'),
  routeUGWgWzqBWFcrCfv8tritsqukccJPu3q5GPP3xS: exchange('Raydium Router'),
  '27haf8L6oxUeXrHrgEgsexjSY5hbVUWEmvv9Nyxg8vQv': exchange('Raydium Liquidity Pool Program v2'),
  RVKd61ztZW9GUwhRbbLoYVRE5Xf1B2tVscKqwZqXgEr: exchange('Raydium Liquidity Pool Program v1'),
  EhhTKczWMGQt46ynNeRX1WfeagwwJd7ufHvCDjRxjo5Q: other('Raydium Staking Program'),
  // Orca.
  whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc: exchange('Orca Whirlpool'),
  '9W959DqEETiGZocYWCQPaJ6sBmUzgfxXfqGeTEdp3aQP': exchange('Orca Swap Program v2'),
  DjVE6JNiYqPL2QXyCUUh8rNjHrbz9hXHNYt99MQ59qw1: exchange('Orca Swap Program v1'),
  // Meteora.
  LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo: exchange('Meteora DLMM'),
  Eo7WjKq67rjJQSZxS6z3YkapzY3eMj6Xy8X5EQVn5UaB: exchange('Meteora Dynamic AMM'),
  cpamdpZCGKUy5JxQXB4dcpGPiikHawvSWAd6mEn1sGG: exchange('Meteora DAMM v2'),
  dbcij3LWUppWqq96dh6gJWwBifmcGfLSB5D4DuSMaqN: exchange('Meteora Dynamic Bonding Curve'),
  '24Uqj9JCLxUeoC3hGfh5W3s9FM9uCHDS2SG3LYwBpyTi': other('Meteora Dynamic Vault'),
  // Pump.
  '6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P': exchange('Pump.fun'),
  pAMMBay6oceH9fJKBRHGP5D4bD4sWpmSwMn52FMfXEA: exchange('PumpSwap AMM'),
  // Order books.
  PhoeNiXZ8ByJGLkxNfZRnkUfjvmuYqLR89jjFHGqdXY: exchange('Phoenix'),
  srmqPvymJeFKQ4zGQed1GFppgkRHL9kaELCbyksJtPX: exchange('OpenBook Dex'),
  opnb2LAfJYbRMAHHvqjCwQxanZn7ReEHp1k81EohpZb: exchange('OpenBook v2'),
  '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin': exchange('Serum Dex v3'),
  // Other exchanges, staking swaps.
  EewxydAPCCVuNEyrVN68PuSYdQ7wKn27V9Gjeoi8dy3S: exchange('Lifinity'),
  '2wT8Yq49kHgDzXuPxZSaeLaH1qbmGXtEyPy64bL7aD3c': exchange('Lifinity v2'),
  SSwpkEEcbUqx4vtoEByFjSkhKdCT862DNVb52nZg1UZ: exchange('Saber Stable Swap Program'),
  MERLuDFBMmsHnsBPZw2sDQZHvXFMwp8EdjudcU2HKky: exchange('Mercurial Stable Swap Program'),
  DF1ow4tspfHX9JwWJsAb9epbkA8hmpSEAtxXy1V27QBH: exchange('DFlow Aggregator v4'),
  MarBmsSgKXdrN1egZf5sqe1TMai9K1rChYNDJgjq7aD: other('Marinade Staking Program'),
  '5ocnV1qiCgaQR8Jb8xWnVbApfaygJ8tNoZfgPwsgx9kx': exchange('Sanctum Infinity'),
  stkitrT1Uoy18Dk1fTrgPw8W6MVzoCfYoAFT4MLsmhq: exchange('Sanctum Router'),
  unpXTU2Ndrc7WWNyEhQWe4udTzSibLPi25SXv2xbCHQ: exchange('unstake.it'),
  T1pyyaTNZsKv2WcRAB8oVnk93mLJw2XzjtVYqCsaHqt: other('Jito Tip Payment'),
  // Lending, perps.
  dRiftyHA39MWEi3m9aunc5MzRF1JYuBsbn6VPcn33UH: other('Drift Protocol v2'),
  KLend2g3cP87fffoy8q1mQqGKjrxjC8boSyAYavgmjD: other('Kamino Lending'),
  // Multisigs.
  SMPLecH534NA9acpos4G6x7uf3LWbCAwZQE9e8ZekMu: other('Squads v3'),
  SQDS4ep65T869zMMBKyuUq6aD6EgTu8psMjkvj52pCf: other('Squads v4'),
  // Metaplex and NFT markets.
  metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s: other('Token Metadata Program'),
  BGUMAp9Gq7iTEuizy4pqaxsTyUCBK68MDfK752saRPUY: other('Bubblegum'),
  CndyV3LdqHUfDLmE5naZjVN8rBZz4tqhdefbAnjHG3JR: other('Candy Machine v3'),
  Guard1JwRhJkVH6XZhzoYxeBVQe872VH6QggF4BWmS9g: other('Candy Guard'),
  CoREENxT6tW1HoK8ypY1SxRMZTcVPm7R94rH4PZNhX7d: other('Metaplex Core'),
  M2mx93ekt1fmXSVkTrUL9xVFHkmME8HTUi5Cyc5aF7K: other('Magic Eden v2'),
  TSWAPaqyCSx2KABk68Shruf4rp7CxcNi8hAsbdwmHbN: other('Tensor Swap'),
  TCMPhJdwDryooaGtiocG1u3xcYbRpiJzb283XfCZsDp: other('Tensor Marketplace'),
  // Bridges.
  worm2ZoG2kUd4vFXhvjh93UUH596ayRfgQ2MgjNMTth: other('Wormhole Core Bridge'),
  wormDTUJ6AWPNvk59vGQbDvGJmqbDTdgWgAqcLBCgUb: other('Wormhole Token Bridge'),
};

export function programName(address: string): string | undefined {
  return PROGRAMS[address]?.name;
}

/** A program this app's own transactions use, or a wallet adds to them. */
export function isCoreProgram(address: string): boolean {
  return PROGRAMS[address]?.role === 'core';
}

/** A known swap or pool program. */
export function isExchangeProgram(address: string): boolean {
  return PROGRAMS[address]?.role === 'exchange';
}

/** "Token Program (Tokenkeg…)" for a known program, else its address. */
export function programLabel(address: Address | string): string {
  const name = programName(address);
  return name ? `${name} (${address})` : address;
}
