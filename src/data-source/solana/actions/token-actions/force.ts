import type { Address } from '@solana/kit';
import { assertU64 } from '../amount-limits';
import { ISSUER_AUTHORITY_NAMES, refusals, requireAuthority } from '../../../action-wording';
import { buildSendTokensInstructions } from '../../builders/send-tokens';
import type { SolanaContext } from '../../context';
import { parseAddress } from '../../parse-address';
import { extensionOf } from '../../read/raw-account';
import { readHolderAccount } from '../../read/read-mint';
import type { ActionPlan } from '../action-plan';
import { burnPlan } from './burn';
import { readRecipientAccounts } from '../../read/recipient-accounts';
import { hookAccountsFor } from '../../read/transfer-hook';

/**
 * The holder's account a permanent delegate acts on (the address as given when it is a token account of
 * this mint, else the wallet's associated account), once the wallet is shown to be the delegate and the
 * account to hold enough.
 */
async function readForced(ctx: SolanaContext, owner: Address, input: { mint: string; holder: string; amount: bigint }) {
  assertU64(input.amount, 'The amount', false);
  const mintKey = parseAddress(input.mint, 'The token address');
  const holder = parseAddress(input.holder, 'The holder');
  const { mint, mintRaw, programId, target, account } = await readHolderAccount(ctx, mintKey, holder);
  const delegate = extensionOf(mint, 'PermanentDelegate');
  if (!delegate) throw refusals.noPermanentDelegate();
  requireAuthority(delegate.delegate, owner, ISSUER_AUTHORITY_NAMES.delegate);
  if (!account) throw refusals.noHolderAccount();
  if (input.amount > account.amount) throw refusals.forcedLimit(account.amount, mint.decimals);
  return {
    mintKey,
    mint,
    mintRaw,
    programId,
    source: target.address,
    sourceRaw: target.raw!,
    holderWallet: account.owner,
  };
}

/** The permanent delegate moves a holder's tokens to a recipient (a recovery, a court order). */
export async function planForceTransfer(
  ctx: SolanaContext,
  owner: Address,
  input: { mint: string; holder: string; recipient: string; amount: bigint },
): Promise<ActionPlan> {
  const forced = await readForced(ctx, owner, input);
  const { mintKey, mint, programId, source } = forced;
  const recipient = parseAddress(input.recipient, 'The recipient');
  const [destination] = await readRecipientAccounts(ctx, { mint: mintKey, programId }, [recipient]);
  if (destination!.address === source) throw refusals.forcedToSameAccount();
  return {
    instructions: await buildSendTokensInstructions({
      owner,
      source,
      mint: mintKey,
      programId,
      decimals: mint.decimals,
      recipient,
      amount: input.amount,
      hookAccounts: await hookAccountsFor(ctx, mint, {
        source,
        mint: mintKey,
        destination: destination!.address,
        owner,
        amount: input.amount,
      }),
    }),
    watch: [
      { address: source, kind: 'token-account', prefix: "The holder's account: ", before: forced.sourceRaw },
      {
        address: destination!.address,
        kind: 'token-account',
        prefix: "The recipient's account: ",
        before: destination!.raw,
      },
    ],
    mint,
    funded: [{ address: destination!.address, before: destination!.raw }],
  };
}

/** The permanent delegate burns a holder's tokens. */
export async function planForceBurn(
  ctx: SolanaContext,
  owner: Address,
  input: { mint: string; holder: string; amount: bigint },
): Promise<ActionPlan> {
  return burnPlan({ owner, ...(await readForced(ctx, owner, input)) }, input.amount, "The holder's account: ");
}
