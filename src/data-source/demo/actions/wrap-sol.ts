import { nativeMintProgram } from '@/entities/token/lib/native-mints';
import { AppError } from '@/shared/lib/app-error';
import { ACTION_DESCRIPTORS } from '../../action-descriptors';
import { accountFacts, changesBetween, INSUFFICIENT_SOL, refusals } from '../../action-wording';
import type { ActionResultOf, ChainActionOf } from '../../contract';
import type { DemoActionModule } from '../demo-action-module';
import { accountRent, nativeHolding, randomAddress, type DemoChain } from '../demo-chain';
import { demoNetworkFee } from '../demo-fees';

type WrapAction = ChainActionOf<'wrap-sol' | 'unwrap-sol'>;

/**
 * What a wrap or an unwrap does, as the chain would refuse it: the wallet's wrapped balance before and after,
 * and the rent of its account (paid when a wrap makes it, returned when an unwrap empties it).
 */
function wrapping(chain: DemoChain, owner: string, action: WrapAction) {
  const program = nativeMintProgram(action.mint);
  if (!program) throw refusals.notNativeMint();
  if (action.lamports <= 0n) throw refusals.amountNotPositive();
  const wallet = chain.walletOf(owner);
  const held = wallet.tokens.find((token) => token.mint === action.mint);
  const wrapped = held?.balance ?? 0n;
  if (action.kind === 'wrap-sol') {
    if (action.lamports > wallet.lamports) throw refusals.wrapLimit(wallet.lamports);
    const rentLamports = held ? 0n : accountRent(program);
    if (wallet.lamports < action.lamports + rentLamports + demoNetworkFee().total) {
      throw new AppError('simulation-failed', INSUFFICIENT_SOL);
    }
    return { wallet, held, program, before: held ? wrapped : null, after: wrapped + action.lamports, rentLamports };
  }
  if (action.lamports > wrapped) throw refusals.unwrapLimit(wrapped);
  const after = wrapped - action.lamports;
  return { wallet, held, program, before: wrapped, after: after === 0n ? null : after, rentLamports: 0n };
}

/** Wrapped SOL's balance as the preview says it: no account at all is "No account" (or "Closed"). */
const factsOf = (amount: bigint | null) => (amount === null ? new Map() : accountFacts({ amount }, { decimals: 9 }));

function wrapModule<A extends WrapAction>(): DemoActionModule<A> {
  return {
    preview(chain, owner, action) {
      const { before, after, rentLamports } = wrapping(chain, owner, action);
      return { changes: changesBetween(factsOf(before), factsOf(after), 'Your account: '), rentLamports };
    },
    prepare(chain, owner, action) {
      const { wallet, held, program, after } = wrapping(chain, owner, action);
      return (signature) => {
        const holding = held ?? { ...nativeHolding(action.mint)!, tokenAccount: randomAddress() };
        if (!held) wallet.tokens.push(holding);
        holding.balance = after ?? 0n;
        if (action.kind === 'wrap-sol') wallet.lamports -= action.lamports;
        else wallet.lamports += action.lamports;
        // All of it unwrapped: the account is closed, and its rent comes back.
        if (after === null) {
          wallet.tokens = wallet.tokens.filter((token) => token !== holding);
          wallet.lamports += accountRent(program);
        }
        const type = ACTION_DESCRIPTORS[action.kind].history ?? 'other';
        const entry = { type, amount: action.lamports, decimals: 9, token: holding.symbol, mint: action.mint };
        // A wrap's result is its signature: ActionResultOf cannot see that through the generic kind.
        return chain.record(owner, { ...entry, from: owner, to: owner }, signature) as ActionResultOf<A['kind']>;
      };
    },
  };
}

export const wrapSol = wrapModule<ChainActionOf<'wrap-sol'>>();
export const unwrapSol = wrapModule<ChainActionOf<'unwrap-sol'>>();
