import { shortenAddress } from '@/shared/lib/address';
import { AppError } from '@/shared/lib/app-error';
import { RECLAIM_BATCH_MAX } from './contract';

/** Why rent is not reclaimed, in the same words on both data sources and in the list that offers it. */
export const reclaimRefusals = {
  wrappedSol:
    'Wrapped SOL keeps its rent apart from what is wrapped, and the token program does not withdraw it: unwrap all of it to get the rent back.',
  none: () => new AppError('invalid', 'Choose at least one account to reclaim rent from.'),
  tooMany: () => new AppError('invalid', `At most ${RECLAIM_BATCH_MAX} accounts are reclaimed in one transaction.`),
  notYours: (address: string) =>
    new AppError(
      'invalid',
      `${shortenAddress(address)} is not this wallet’s, nor one it holds the authority of: its rent is not yours to reclaim.`,
    ),
  nothingAbove: (address: string) =>
    new AppError(
      'invalid',
      `${shortenAddress(address)} holds no more than the cluster asks today: nothing to reclaim.`,
    ),
  notWrapped: () => new AppError('invalid', reclaimRefusals.wrappedSol),
  throughMultisig: (address: string, multisig: string) =>
    new AppError(
      'invalid',
      `The rent of ${shortenAddress(address)} is withdrawn by the multisig ${shortenAddress(multisig)}: propose it through the multisig, on its own.`,
    ),
};

/** What a proposal to reclaim rent does, in the same words whichever data source read it. */
export const reclaimTitle = (source: string, to: string) =>
  `Withdraw the rent above today's minimum from ${shortenAddress(source)} to ${shortenAddress(to)}`;
