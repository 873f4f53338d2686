import type { TransactionRecord } from '@/entities/transaction/model';
import { isExchangeProgram, programName } from '../read/known-programs';
import { NATIVE_MINT, type AssetChange, type WalletFlows } from './balance-changes';
import type { InstructionEvent } from './instruction-events';
import type { TokenAccountFacts } from './token-account-book';

export type BalanceShape = Pick<
  TransactionRecord,
  'type' | 'amount' | 'decimals' | 'mint' | 'from' | 'to' | 'program' | 'received'
>;

/** Of several assets given, the one the line names: a token before SOL (SOL there is a tip or a fee). */
const headline = (side: AssetChange[]) => side.find((change) => change.mint !== undefined) ?? side[0];

/**
 * Of several assets got, the one a route ended in: the last to arrive in the wallet's accounts (what came
 * before it is a route's leftover), else as given.
 */
function lastToArrive(
  got: AssetChange[],
  events: InstructionEvent[],
  owner: string,
  book: Map<string, TokenAccountFacts>,
) {
  const assetOf = (account: string) => {
    const mint = book.get(account)?.mint;
    return mint === NATIVE_MINT ? undefined : mint;
  };
  let last: AssetChange | undefined;
  for (const event of events) {
    const arrived =
      event.kind === 'token-transfer' && book.get(event.destination)?.owner === owner
        ? got.find((change) => change.mint === assetOf(event.destination))
        : (event.kind === 'sol-transfer' && event.destination === owner) ||
            (event.kind === 'close' && event.destination === owner)
          ? got.find((change) => change.mint === undefined)
          : undefined;
    last = arrived ?? last;
  }
  return last ?? headline(got)!;
}

const magnitude = (change: AssetChange) => ({
  amount: change.amount < 0n ? -change.amount : change.amount,
  decimals: change.decimals,
  mint: change.mint,
});

/**
 * A transaction another program made (a swap, a pool, anything the token and system programs alone do not
 * explain), read from what it changed for the wallet: the instructions only say which program and whether
 * pool shares were minted or burned. Never a send: nothing here is a payment to a wallet.
 */
export function describeByBalances(
  flows: WalletFlows,
  events: InstructionEvent[],
  owner: string,
  book: Map<string, TokenAccountFacts>,
  programAddress: string,
): BalanceShape {
  const ownerOf = (account: string) => book.get(account)?.owner;
  const { gave, got } = flows;
  const name = programName(programAddress);
  const program = { address: programAddress, ...(name && { name }) };
  const base = { from: owner, to: programAddress, program };
  // Pool shares: minted to the wallet for a deposit, burned from it for a withdrawal.
  const sharesIn = events.some((event) => event.kind === 'mint-to' && ownerOf(event.account) === owner);
  const sharesOut = events.some(
    (event) => event.kind === 'burn' && (event.authority === owner || ownerOf(event.account) === owner),
  );
  const exchange = isExchangeProgram(programAddress);
  const given = headline(gave);
  const gotten = headline(got);

  if (gave.length >= 2 && got.length <= 1 && (sharesIn || (got.length === 0 && exchange))) {
    return { ...base, type: 'pool-deposit', ...magnitude(given!) };
  }
  if (got.length >= 2 && gave.length <= 1 && (sharesOut || (gave.length === 0 && exchange))) {
    return { ...base, type: 'pool-withdrawal', ...magnitude(gotten!) };
  }
  if (given && gotten) {
    const ended = got.length > 1 ? lastToArrive(got, events, owner, book) : gotten;
    return { ...base, type: 'swap', ...magnitude(given), received: magnitude(ended) };
  }
  // Anything else: what went out as its amount, what came in beside it, either possibly absent.
  return {
    ...base,
    type: 'other',
    ...(given ? magnitude(given) : { amount: null, decimals: null, mint: undefined }),
    ...(gotten && { received: magnitude(gotten) }),
  };
}
