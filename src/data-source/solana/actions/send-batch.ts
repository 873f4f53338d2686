import type { AccountMeta, Address, Instruction } from '@solana/kit';
import type { Mint } from '@solana-program/token-2022';
import { refusals } from '../../action-wording';
import type { ChainActionOf, PackInput } from '../../contract';
import { buildSendTokensInstructions } from '../builders/send-tokens';
import type { SolanaContext } from '../context';
import { fitsOneTransaction } from '../send/build-transaction';
import { sendVersion } from '../send/send-version';
import type { PlanAction } from './action-plan';
import { assertU64 } from './amount-limits';
import { parseAddress } from '../parse-address';
import { refuseNonWallets } from '../read/inspect-address';
import { readSendSource } from './send';
import {
  newAccountsToThaw,
  readRecipientAccounts,
  refuseUnreachable,
  type RecipientAccount,
} from '../read/recipient-accounts';
import { hookAccountsFor } from '../read/transfer-hook';
import { transferHookOf } from '../read/token-traits';

/** A transfer's size does not depend on its amount: packing measures with the largest one. */
const U64_MAX = 2n ** 64n - 1n;

interface BatchSource {
  owner: Address;
  mint: Mint;
  mintKey: Address;
  programId: Address;
  source: Address;
  memo?: string;
}

/**
 * Each transfer's instructions, in order: a recipient's account is created only where it was read as
 * missing, and once a batch (`created` carries who was), thawed right after where the mint makes new
 * accounts frozen and the sender may thaw.
 */
function transferInstructions(
  batch: BatchSource,
  accounts: readonly RecipientAccount[],
): (recipient: Address, amount: bigint, created: Set<Address>, hookAccounts?: AccountMeta[]) => Promise<Instruction[]> {
  const byWallet = new Map(accounts.map((account) => [account.wallet, account]));
  const thawing = newAccountsToThaw(batch.owner, batch.mint, accounts);
  return (recipient, amount, created, hookAccounts) => {
    const account = byWallet.get(recipient)!;
    const createAccount = !account.raw && !created.has(recipient);
    created.add(recipient);
    return buildSendTokensInstructions({
      recipient,
      destination: account.address,
      createAccount,
      amount,
      thawNewAccount: createAccount && thawing.has(recipient),
      owner: batch.owner,
      source: batch.source,
      mint: batch.mintKey,
      programId: batch.programId,
      decimals: batch.mint.decimals,
      ...(batch.memo && { memo: batch.memo }),
      ...(hookAccounts && { hookAccounts }),
    });
  };
}

/** Several checked transfers of one token from the owner's account, each recipient's account created when missing. */
export const planSendBatch: PlanAction<ChainActionOf<'send-batch'>> = async (ctx, owner, input) => {
  if (input.transfers.length === 0) throw refusals.emptyBatch();
  const mintKey = parseAddress(input.mint, 'The token address');
  const { mint, programId, source, balance } = await readSendSource(ctx, owner, mintKey);
  const total = input.transfers.reduce((sum, transfer) => sum + transfer.amount, 0n);
  if (total > balance) throw refusals.batchOverBalance();
  const recipients = input.transfers.map((transfer) => parseAddress(transfer.recipient, 'A recipient'));
  const [accounts] = await Promise.all([
    readRecipientAccounts(ctx, { mint: mintKey, programId }, recipients),
    refuseNonWallets(ctx, recipients),
  ]);
  refuseUnreachable(accounts, input.memo);
  const destinations = new Map(accounts.map((account) => [account.wallet, account.address]));
  const transfer = transferInstructions(
    { owner, mint, mintKey, programId, source, ...(input.memo && { memo: input.memo }) },
    accounts,
  );
  const created = new Set<Address>();
  const instructions: Instruction[] = [];
  for (const [index, { amount }] of input.transfers.entries()) {
    assertU64(amount, 'The amount', false);
    const recipient = recipients[index]!;
    const destination = destinations.get(recipient)!;
    const hookAccounts = await hookAccountsFor(ctx, mint, { source, mint: mintKey, destination, owner, amount });
    instructions.push(...(await transfer(recipient, amount, created, hookAccounts)));
  }
  const version = await sendVersion(ctx, owner, input.version);
  if (input.transfers.length > 1 && !fitsOneTransaction(owner, instructions, undefined, version))
    throw refusals.batchTooLarge();
  return { instructions, funded: accounts.map((account) => ({ address: account.address, before: account.raw })) };
};

/**
 * How transfers pack into transactions as the chain is now: in order, each transaction filled as long as
 * the next transfer still fits, measured on the very instructions a batch would send. A token with a
 * transfer hook sends one transfer a transaction (its accounts are the hook's to list).
 */
export async function packTransfers(ctx: SolanaContext, ownerAddress: string, input: PackInput): Promise<number[][]> {
  const owner = parseAddress(ownerAddress, 'The wallet');
  const mintKey = parseAddress(input.mint, 'The token address');
  const recipients = input.recipients.map((recipient) => parseAddress(recipient, 'A recipient'));
  const { mint, programId, source } = await readSendSource(ctx, owner, mintKey);
  if (transferHookOf(mint)) return recipients.map((_, index) => [index]);
  const accounts = await readRecipientAccounts(ctx, { mint: mintKey, programId }, recipients);
  const transfer = transferInstructions(
    { owner, mint, mintKey, programId, source, ...(input.memo && { memo: input.memo }) },
    accounts,
  );
  // Built as a batch would be: an account is created once within it, so each trial starts afresh.
  const trial = (from: number, count: number) => {
    const created = new Set<Address>();
    return Promise.all(recipients.slice(from, from + count).map((recipient) => transfer(recipient, U64_MAX, created)));
  };
  const version = await sendVersion(ctx, owner, input.version);
  const fits = async (from: number, count: number) =>
    fitsOneTransaction(owner, (await trial(from, count)).flat(), undefined, version);
  // Each transaction holds as many as fit while one more would not. A compile is the measure (about a
  // millisecond), so the search starts from the last transaction's count and steps from there.
  const packed: number[][] = [];
  let guess = 1;
  for (let from = 0; from < recipients.length;) {
    const left = recipients.length - from;
    let count = Math.min(guess, left);
    if (await fits(from, count)) {
      while (count < left && (await fits(from, count + 1))) count += 1;
    } else {
      while (count > 1 && !(await fits(from, count))) count -= 1;
    }
    packed.push(Array.from({ length: count }, (_, offset) => from + offset));
    guess = count;
    from += count;
  }
  return packed;
}
