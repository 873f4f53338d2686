import { FEE_AUTHORITY_NAMES, refusals, requireAuthority } from '../../action-wording';
import type { ChainActionOf } from '../../contract';
import { demoBalanceChanges, type DemoMint, feeParamOf, hasExtension, withheldInMint, withParams } from '../demo-mints';
import { tokenActionModule } from './token-action';

const requireTransferFee = (mint: DemoMint) => {
  if (!hasExtension(mint, 'TransferFeeConfig')) throw refusals.noTransferFee();
};

/** A new fee rate and cap, by the fee's config authority (in force from the epoch after next, as on chain). */
export const setTransferFee = tokenActionModule<ChainActionOf<'set-transfer-fee'>>({
  next(state, action, owner) {
    requireTransferFee(state.mint);
    requireAuthority(feeParamOf(state.mint, 'transferFeeConfigAuthority'), owner, FEE_AUTHORITY_NAMES.config);
    const mint = withParams(state.mint, 'TransferFeeConfig', {
      'newerTransferFee.transferFeeBasisPoints': String(action.basisPoints),
      'newerTransferFee.maximumFee': action.maximumFee.toString(),
    });
    return { ...state, mint };
  },
  entry: () => ({ amount: null, to: '' }),
});

/** Fees withheld in holders' accounts moved into the mint, as anyone may. */
export const harvestFees = tokenActionModule<ChainActionOf<'harvest-fees'>>({
  next(state) {
    const { mint } = state;
    requireTransferFee(mint);
    if (mint.withheld === 0n) throw refusals.nothingToHarvest();
    const harvested = withParams(mint, 'TransferFeeConfig', {
      withheldAmount: String(withheldInMint(mint) + mint.withheld),
    });
    return { ...state, mint: { ...harvested, withheld: 0n } };
  },
  entry: () => ({ amount: null, to: '' }),
});

/** The fees withheld so far, in holders' accounts and in the mint, withdrawn by the withdraw authority. */
export const withdrawFees = tokenActionModule<ChainActionOf<'withdraw-fees'>>({
  next(state, _action, owner) {
    requireTransferFee(state.mint);
    requireAuthority(feeParamOf(state.mint, 'withdrawWithheldAuthority'), owner, FEE_AUTHORITY_NAMES.withdraw);
    const withheld = state.mint.withheld + withheldInMint(state.mint);
    if (withheld === 0n) throw refusals.nothingWithheld();
    const emptied = withParams(state.mint, 'TransferFeeConfig', { withheldAmount: '0' });
    return { ...state, mint: { ...emptied, withheld: 0n }, balance: state.balance + withheld };
  },
  accountChanges: (before, after, owner, action) =>
    demoBalanceChanges(
      before,
      after,
      action.destination && action.destination !== owner ? 'Receiving account: ' : 'Your account: ',
    ),
  entry: (action, owner) => ({ amount: null, to: action.destination ?? owner }),
});
