import type { Address, Instruction } from '@solana/kit';

// What real wallets add to a dApp's transaction before signing it. On mainnet Phantom and Solflare add
// Lighthouse assertion instructions ("guards"): Phantom one after the dApp's instructions, or (seen in
// August 2026) three before and one after; Solflare two after. Each reads accounts (the fee payer's
// lamports, a token account's balance) and fails the transaction when the state is not what the wallet
// simulated; none moves anything. Phantom's docs: docs.phantom.com/developer-powertools/lighthouse.

/** Lighthouse, "the assertion protocol": the program the guards call, on mainnet and devnet. */
export const LIGHTHOUSE_PROGRAM_ADDRESS = 'L2TExMFKdjpN9kozasaurPirfHy9P8sbXoAN1qA3S95' as Address;

/** The most guards a wallet may add to one transaction; more is refused as something else. */
export const MAX_WALLET_GUARDS = 8;

// Lighthouse's instruction tags (its generated clients): 0 MemoryWrite and 1 MemoryClose write the
// program's own memory accounts and name a payer for their rent; 2 to 15 are the account, mint, token,
// stake, upgradeable-loader and clock assertions, which only read; 16 and 17 assert through other
// programs. Only the reading assertions are guards: a tag added to the program later is refused until read.
const FIRST_ASSERTION = 2;
const LAST_ASSERTION = 15;

export const isLighthouse = (instruction: Pick<Instruction, 'programAddress'>) =>
  instruction.programAddress === LIGHTHOUSE_PROGRAM_ADDRESS;

/** A Lighthouse instruction that only asserts: the one kind of instruction a wallet may add. */
export function isGuard(instruction: Instruction): boolean {
  const tag = instruction.data?.[0];
  return isLighthouse(instruction) && tag !== undefined && tag >= FIRST_ASSERTION && tag <= LAST_ASSERTION;
}
