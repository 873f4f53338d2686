import { ACTION_DESCRIPTORS } from '../../action-descriptors';
import type { ActionResult, ActionResultOf, TokenAction } from '../../contract';
import type { StateChange } from '@/entities/action/model';
import type { DemoActionModule } from '../demo-action-module';
import type { DemoChain } from '../demo-chain';
import { demoMintChanges, type DemoActionState } from '../demo-mints';

/** The line an issuer's action leaves in the wallet's history, beside its token (its type is the descriptor's). */
export interface TokenActionEntry {
  amount: bigint | null;
  to: string;
}

/** One kind of token action on Demo: the mint's state it leads to, and what it leaves in the history. */
export interface TokenActionRules<A extends TokenAction> {
  /**
   * The state after the action, or the refusal the chain would give. `holds(wallet)` says whether a wallet
   * holds this token (a freeze needs an account to freeze).
   */
  next(state: DemoActionState, action: A, owner: string, holds: (wallet: string) => boolean): DemoActionState;
  entry(action: A, owner: string): TokenActionEntry;
  /** What it changes beyond the mint, worded as the chain preview words it (an account's balance or state). */
  accountChanges?(before: DemoActionState, after: DemoActionState, owner: string, action: A): StateChange[];
  /** A refusal that needs more of the chain than the mint (an authority handed to a multisig). */
  refuse?(chain: DemoChain, action: A): void;
}

/** A token action's Demo module: the mint's state before and after, by the same rules as the chain's refusals. */
export function tokenActionModule<A extends TokenAction>(rules: TokenActionRules<A>): DemoActionModule<A> {
  return {
    preview(chain, owner, action) {
      rules.refuse?.(chain, action);
      const { before, after } = chain.planTokenAction(owner, action, rules.next);
      return {
        changes: [
          ...demoMintChanges(before, after, owner),
          ...(rules.accountChanges?.(before, after, owner, action) ?? []),
        ],
      };
    },
    prepare(chain, owner, action) {
      rules.refuse?.(chain, action);
      const { before, after, own, receiver } = chain.planTokenAction(owner, action, rules.next);
      const template = chain.holdingsOf(action.mint)[0]?.token;
      return (signature) => {
        chain.mints.set(action.mint, after.mint);
        for (const { wallet, token } of chain.holdingsOf(action.mint)) {
          token.name = after.mint.name;
          token.symbol = after.mint.symbol;
          token.mintAuthority = after.mint.mintAuthority;
          token.canMint = after.mint.mintAuthority === wallet;
        }
        if (own) own.balance = after.balance;
        // Fees withdrawn to a wallet that held none of the token: its account is made for them.
        else if (after.balance > before.balance && template) chain.credit(receiver, template, after.balance);
        const base = { decimals: after.decimals, token: after.mint.symbol, mint: action.mint, from: owner };
        const type = ACTION_DESCRIPTORS[action.kind].history ?? 'other';
        const result: ActionResult = chain.record(owner, { ...base, type, ...rules.entry(action, owner) }, signature);
        // A token action's result is its signature: ActionResultOf cannot see that through the generic kind.
        return result as ActionResultOf<A['kind']>;
      };
    },
  };
}
