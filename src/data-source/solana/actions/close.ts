import { createNoopSigner, type Address } from '@solana/kit';
import { getCloseAccountInstruction } from '@solana-program/token-2022';
import { AppError } from '@/shared/lib/app-error';
import { CLOSE_BATCH_MAX, type ChainActionOf } from '../../contract';
import { decodeTokenAccount } from '../read/raw-account';
import { readAccounts } from '../read/read-mints';
import { programName } from '../read/token-programs';
import type { PlanAction } from './action-plan';
import { parseAddress } from '../parse-address';

/**
 * Closes empty token accounts of the wallet in one transaction, their rent back to the wallet. Each is
 * read again first: one that received tokens since the list was shown is refused here, and the token
 * program would refuse it anyway (a non-empty account cannot be closed).
 */
export const planClose: PlanAction<ChainActionOf<'close'>> = async (ctx, owner, { accounts }) => {
  if (accounts.length === 0) throw new AppError('invalid', 'Choose at least one account to close.');
  if (accounts.length > CLOSE_BATCH_MAX) {
    throw new AppError('invalid', `At most ${CLOSE_BATCH_MAX} accounts are closed in one transaction.`);
  }
  const keys = accounts.map((account) => parseAddress(account, 'The account'));
  const raws = await readAccounts(ctx, keys);
  const authority = createNoopSigner(owner);
  const instructions = keys.map((account, index) => {
    const raw = raws[index];
    const program = raw ? programName(raw.owner) : null;
    if (!raw || !program) throw new AppError('invalid', `${account} is not a token account any more.`);
    const decoded = decodeTokenAccount(raw);
    if (decoded.owner !== owner) throw new AppError('invalid', `${account} does not belong to this wallet.`);
    if (decoded.amount !== 0n) throw new AppError('invalid', `${account} is not empty any more: it was left open.`);
    return getCloseAccountInstruction(
      { account, destination: owner, owner: authority },
      { programAddress: raw.owner as Address },
    );
  });
  return { instructions };
};
