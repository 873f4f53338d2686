import { recipientTokenAccount } from '../builders/send-tokens';
import { associatedAccountSize } from '../builders/associated-account-size';
import type { SolanaContext } from '../context';
import { readAccounts } from '../read/read-mints';
import { epochRequest, transferFeeInForce, type EpochInfo } from '../read/fee-in-force';
import { parseAddress } from '../parse-address';
import { mintFrom } from './read-mint';

/**
 * Which recipients have no associated account for this mint yet (a bulk send pays their rent), that rent,
 * and the token's transfer fee in force.
 */
export async function newAccountsAmong(ctx: SolanaContext, mintAddress: string, recipients: readonly string[]) {
  const mintKey = parseAddress(mintAddress, 'The token address');
  const [mintRaw] = await readAccounts(ctx, [mintKey]);
  const { mint, programId } = mintFrom(ctx, mintKey, mintRaw ?? null);
  const accounts = await Promise.all(
    recipients.map((recipient) =>
      recipientTokenAccount({ mint: mintKey, recipient: parseAddress(recipient, 'A recipient'), programId }),
    ),
  );
  const [existing, [rent, epochInfo]] = await Promise.all([
    readAccounts(ctx, accounts),
    ctx.batch([
      { method: 'getMinimumBalanceForRentExemption', params: [associatedAccountSize(mint, programId)] },
      ...epochRequest(mint),
    ]) as Promise<[number, EpochInfo?]>,
  ]);
  return {
    recipients: recipients.filter((_, index) => !existing[index]),
    rentLamports: BigInt(rent ?? 0),
    transferFee: transferFeeInForce(mint, epochInfo),
  };
}
