import { nativeMintProgram } from '@/entities/token/lib/native-mints';
import { RECLAIM_BATCH_MAX, type ChainActionOf } from '../../contract';
import { reclaimRefusals } from '../../reclaim-wording';
import type { DemoActionModule } from '../demo-action-module';
import type { DemoChain } from '../demo-chain';

/** The accounts whose excess is withdrawn, each the owner's, holding something above today's rent. */
function reclaimable(chain: DemoChain, owner: string, accounts: readonly string[]) {
  if (accounts.length === 0) throw reclaimRefusals.none();
  if (accounts.length > RECLAIM_BATCH_MAX) throw reclaimRefusals.tooMany();
  return accounts.map((address) => {
    const token = chain.walletOf(owner).tokens.find((each) => each.tokenAccount === address);
    if (!token) throw reclaimRefusals.notYours(address);
    if (nativeMintProgram(token.mint)) throw reclaimRefusals.notWrapped();
    const excess = chain.excessRent.get(address) ?? 0n;
    if (excess === 0n) throw reclaimRefusals.nothingAbove(address);
    return { address, excess };
  });
}

/** Demo's rent withdrawal: what its sample accounts hold above today's rate goes back to the wallet. */
export const reclaimRent: DemoActionModule<ChainActionOf<'reclaim-rent'>> = {
  preview(chain, owner, { accounts }) {
    reclaimable(chain, owner, accounts);
    return {};
  },
  prepare(chain, owner, { accounts, destination }) {
    const taken = reclaimable(chain, owner, accounts);
    return (signature) => {
      const total = taken.reduce((sum, each) => sum + each.excess, 0n);
      for (const { address } of taken) chain.excessRent.delete(address);
      const to = destination ?? owner;
      chain.walletOf(to).lamports += total;
      return chain.record(
        owner,
        { type: 'rent-withdrawal', amount: total, decimals: 9, token: 'SOL', from: taken[0]!.address, to },
        signature,
      );
    };
  },
};
