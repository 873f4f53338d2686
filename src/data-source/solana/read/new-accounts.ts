import { rentExemptLamports } from '../../fee-rules';
import type { RecipientsSurvey } from '@/entities/transfer/model';
import { refusals } from '../../action-wording';
import { associatedAccountSize } from '../builders/associated-account-size';
import type { SolanaContext } from '../context';
import { epochRequest, transferFeeInForce, type EpochInfo } from './fee-in-force';
import { recipientIssues } from './inspect-address';
import { readAccounts } from './read-mints';
import { parseAddress } from '../parse-address';
import { mintFrom } from './read-mint';
import { readRecipientAccounts } from './recipient-accounts';
import { hookCallFor, hookCallOf } from './transfer-hook';
import { transferHookOf } from './token-traits';
import { recipientTokenAccount } from '../builders/send-tokens';

/**
 * Which recipients have no associated account for this mint yet (a bulk send pays their rent), that rent,
 * the token's transfer fee in force, and which recipients' accounts require a memo or refuse the transfer,
 * and which recipients are no wallet at all (a mint, a token account, a multisig, a program).
 */
export async function newAccountsAmong(
  ctx: SolanaContext,
  mintAddress: string,
  recipients: readonly string[],
  owner?: string,
): Promise<RecipientsSurvey> {
  const mintKey = parseAddress(mintAddress, 'The token address');
  const [mintRaw] = await readAccounts(ctx, [mintKey]);
  const { mint, programId } = mintFrom(ctx, mintKey, mintRaw ?? null);
  const wallets = recipients.map((recipient) => parseAddress(recipient, 'A recipient'));
  const [accounts, issues, rent, [epochInfo]] = await Promise.all([
    readRecipientAccounts(ctx, { mint: mintKey, programId }, wallets),
    // Refused as Send refuses them: a mint, a token account, a multisig, a program, a program's data, a nonce.
    recipientIssues(ctx, wallets),
    ctx.rent(),
    (epochRequest(mint).length ? ctx.batch(epochRequest(mint)) : Promise.resolve([])) as Promise<[EpochInfo?]>,
  ]);
  const byWallet = new Map<string, (typeof accounts)[number]>(accounts.map((account) => [account.wallet, account]));
  const of = (recipient: string) => byWallet.get(recipient)!;
  // A hooked token: the hook every transfer runs, its accounts resolved for the first recipient.
  const sender = owner ? parseAddress(owner, 'The wallet') : null;
  const first = accounts[0];
  const program = transferHookOf(mint);
  const hook =
    sender && first
      ? await hookCallFor(ctx, mint, {
          source: await recipientTokenAccount({ mint: mintKey, recipient: sender, programId }),
          mint: mintKey,
          destination: first.address,
          owner: sender,
          amount: 1n,
        })
      : program
        ? { ...hookCallOf(program, []), accounts: null }
        : null;
  return {
    hook,
    recipients: recipients.filter((recipient) => !of(recipient).raw),
    rentLamports: rentExemptLamports(rent, associatedAccountSize(mint, programId)),
    transferFee: transferFeeInForce(mint, epochInfo),
    memoRequired: recipients.filter((recipient) => of(recipient).memoRequired),
    refused: recipients.flatMap((recipient, index) => {
      const notAWallet = issues[index];
      if (notAWallet) return [{ recipient, reason: notAWallet }];
      return of(recipient).confidentialOnly
        ? [{ recipient, reason: refusals.confidentialOnly(recipient).message }]
        : [];
    }),
  };
}
