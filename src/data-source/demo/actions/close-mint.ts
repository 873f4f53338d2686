import { formatAmount } from '@/shared/lib/amount';
import { ACTION_DESCRIPTORS } from '../../action-descriptors';
import { ISSUER_AUTHORITY_NAMES, refusals, requireAuthority } from '../../action-wording';
import type { ChainActionOf } from '../../contract';
import type { DemoActionModule } from '../demo-action-module';
import { demoRent, type DemoChain } from '../demo-chain';
import { demoMintClosing, hasExtension, mintParam } from '../demo-mints';

// A Token-2022 mint with a close authority and metadata, about the size Demo's create pays rent for.
const MINT_BYTES = 300;

/** The mint's state, once the chain's rules allow closing it: a close authority, held by the wallet, no supply. */
function closing(chain: DemoChain, owner: string, action: ChainActionOf<'close-mint'>) {
  const { before } = chain.planTokenAction(owner, action, (state) => state);
  if (!hasExtension(before.mint, 'MintCloseAuthority')) throw refusals.notClosable();
  requireAuthority(mintParam(before.mint, 'MintCloseAuthority', 'closeAuthority'), owner, ISSUER_AUTHORITY_NAMES.close);
  if (before.supply > 0n) throw refusals.supplyLeft(formatAmount(before.supply, before.decimals));
  return before;
}

/** Closing a mint as the token program does: it is gone, and so is every (empty) holding of it. */
export const closeMint: DemoActionModule<ChainActionOf<'close-mint'>> = {
  preview(chain, owner, action) {
    return { changes: demoMintClosing(closing(chain, owner, action), owner) };
  },
  prepare(chain, owner, action) {
    const before = closing(chain, owner, action);
    return (signature) => {
      for (const { wallet, token } of chain.holdingsOf(action.mint)) {
        const state = chain.walletOf(wallet);
        state.tokens = state.tokens.filter((each) => each !== token);
      }
      chain.mints.delete(action.mint);
      chain.walletOf(owner).lamports += demoRent(MINT_BYTES);
      return chain.record(
        owner,
        {
          type: ACTION_DESCRIPTORS['close-mint'].history ?? 'other',
          amount: null,
          decimals: before.decimals,
          token: before.mint.symbol,
          mint: action.mint,
          from: owner,
          to: owner,
        },
        signature,
      );
    };
  },
};
