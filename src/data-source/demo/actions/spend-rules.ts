import { recipientKindIssue } from '@/entities/token/lib/recipient-issue';
import { memoIssue } from '@/shared/lib/memo';
import { AppError } from '@/shared/lib/app-error';
import { pausedSentence } from '@/entities/token/lib/token-traits';
import { refusals } from '../../action-wording';
import type { DemoChain } from '../demo-chain';
import { demoTraits } from '../demo-mints';

/** As the token program and the memo program would say: a memo that cannot go, or a recipient that needs one. */
/** A recipient that is no wallet, refused inside the action in the words the form says it: as on a cluster. */
export function refuseNonWallets(chain: DemoChain, recipients: readonly string[]) {
  for (const recipient of recipients) {
    const issue = recipientKindIssue(chain.kindOf(recipient));
    if (issue) throw new AppError('invalid', `${recipients.length > 1 ? `${recipient}: ` : ''}${issue}.`);
  }
}

export function refuseUnreachable(
  chain: DemoChain,
  mint: string,
  recipients: readonly string[],
  memo: string | undefined,
) {
  refuseNonWallets(chain, recipients);
  const issue = memo ? memoIssue(memo) : null;
  if (issue) throw new AppError('invalid', issue);
  const needsMemo = recipients.find((recipient) => chain.requiresMemo(recipient, mint));
  if (needsMemo && !memo) throw refusals.memoRequired(needsMemo);
}

/** The owner's holding of a mint that is not paused: a paused one moves nowhere, as the token program rules. */
export const unpaused = (chain: DemoChain, owner: string, mint: string) => {
  const token = chain.tokenOf(owner, mint);
  if (demoTraits(chain.mintStateOf(mint)).paused) throw new AppError('simulation-failed', pausedSentence(token.symbol));
  return token;
};

/**
 * The owner's holding of a mint that may leave the account: neither paused nor frozen, nor hooked — Demo's
 * programs keep no list of accounts for a hook, so its transfers are refused as the chain's would be.
 */
export const spendable = (chain: DemoChain, owner: string, mint: string) => {
  const token = unpaused(chain, owner, mint);
  chain.refuseFrozen(owner, mint);
  const hook = demoTraits(chain.mintStateOf(mint)).transferHook;
  if (hook) throw refusals.hookAccountsUnknown(hook, 'it keeps no list of accounts for this token');
  return token;
};
