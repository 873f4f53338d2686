import { AppError } from '@/shared/lib/app-error';
import { pausedSentence } from '@/entities/token/lib/token-traits';
import { refusals } from '../../action-wording';
import type { ChainActionOf } from '../../contract';
import type { DemoActionModule } from '../demo-action-module';
import { accountRent, type DemoChain } from '../demo-chain';
import { demoTraits } from '../demo-mints';
import { refuseNonWallets, unpaused } from './spend-rules';

/** The owner's token, once it is known the owner may mint it. */
function mintable(chain: DemoChain, owner: string, mint: string) {
  if (!chain.holds(owner, mint)) {
    // A multisig holds none of what it mints: the mint's own state says who may.
    const authority = chain.mintStateOf(mint)?.mintAuthority ?? null;
    const token = chain.holdingsOf(mint)[0]?.token;
    if (!token || authority !== owner) throw refusals.cannotMint(authority);
    if (demoTraits(chain.mintStateOf(mint)).paused)
      throw new AppError('simulation-failed', pausedSentence(token.symbol));
    return token;
  }
  const token = unpaused(chain, owner, mint);
  if (!token.canMint) throw refusals.cannotMint(token.mintAuthority);
  return token;
}

export const mint: DemoActionModule<ChainActionOf<'mint'>> = {
  preview(chain, owner, input) {
    const token = mintable(chain, owner, input.mint);
    if (input.destination && input.destination !== owner) refuseNonWallets(chain, [input.destination]);
    return { rentLamports: chain.holds(input.destination ?? owner, input.mint) ? 0n : accountRent(token.program) };
  },
  prepare(chain, owner, input) {
    const token = mintable(chain, owner, input.mint);
    if (input.destination && input.destination !== owner) refuseNonWallets(chain, [input.destination]);
    return (signature) => {
      const to = input.destination ?? owner;
      chain.credit(to, token, input.amount);
      const base = { amount: input.amount, decimals: token.decimals, token: token.symbol, mint: token.mint };
      if (to !== owner) chain.record(to, { ...base, type: 'receive', from: owner, to }, signature);
      return chain.record(owner, { ...base, type: 'mint', from: owner, to }, signature);
    };
  },
};
