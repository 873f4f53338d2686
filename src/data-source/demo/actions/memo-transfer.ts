import { accountFacts, changesBetween, refusals } from '../../action-wording';
import type { ChainActionOf } from '../../contract';
import { rentExemptLamports } from '../../fee-rules';
import type { DemoActionModule } from '../demo-action-module';
import type { DemoChain } from '../demo-chain';
import { demoTraits } from '../demo-mints';

// The MemoTransfer extension in a token account: a 4-byte TLV header and its one flag.
const MEMO_EXTENSION_BYTES = 5;

/** The wallet's own Token-2022 holding whose memo setting is to change, as the chain would refuse it. */
function memoSettable(chain: DemoChain, owner: string, input: ChainActionOf<'memo-transfer'>) {
  const token = chain.tokenOf(owner, input.mint);
  if (token.program !== 'token-2022') throw refusals.memoTransferClassic();
  if (!!token.memoRequired === input.required) throw refusals.memoTransferState(input.required);
  // An account never set has no room for the setting yet: it grows, and the wallet pays the bytes' rent.
  const rentLamports =
    token.memoRequired === undefined ? rentExemptLamports(MEMO_EXTENSION_BYTES) - rentExemptLamports(0) : 0n;
  return { token, rentLamports };
}

export const memoTransfer: DemoActionModule<ChainActionOf<'memo-transfer'>> = {
  preview(chain, owner, input) {
    const { token, rentLamports } = memoSettable(chain, owner, input);
    const facts = (memoRequired: boolean) =>
      accountFacts(
        { amount: token.balance, memoRequired },
        { decimals: token.decimals, ...demoTraits(chain.mintStateOf(token.mint)) },
      );
    return {
      changes: changesBetween(facts(!!token.memoRequired), facts(input.required), 'Your account: '),
      rentLamports,
    };
  },
  prepare(chain, owner, input) {
    const { token } = memoSettable(chain, owner, input);
    return (signature) => {
      token.memoRequired = input.required;
      const entry = {
        type: 'other' as const,
        amount: null,
        decimals: token.decimals,
        token: token.symbol,
        mint: token.mint,
      };
      return chain.record(owner, { ...entry, from: owner, to: '' }, signature);
    };
  },
};
