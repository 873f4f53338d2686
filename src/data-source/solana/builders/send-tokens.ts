import { AccountRole, createNoopSigner, type AccountMeta, type Address, type Instruction } from '@solana/kit';
import { getAddMemoInstruction } from '@solana-program/memo';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token-2022';
import { thawNewAccount } from './thaw-new-account';

/**
 * The memo program every wallet and explorer reads, and the one the token program looks for before a
 * transfer into a memo-requiring account (the client's default address is a newer deployment it does not).
 */
export const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr' as Address;

export interface SendTokensPlan {
  owner: Address;
  /** The owner's token account the tokens leave from. */
  source: Address;
  mint: Address;
  /** The mint's own token program (classic or Token-2022). */
  programId: Address;
  decimals: number;
  recipient: Address;
  amount: bigint;
  /** Solana Pay references, appended to the transfer as read-only, non-signer keys. */
  references?: readonly Address[];
  /**
   * The recipient's account is new and its mint makes new accounts frozen, and the sender holds the
   * freeze authority: the account is thawed right after it is created, so the transfer can land.
   */
  thawNewAccount?: boolean;
  /** Sent as the memo program's instruction right before the transfer, where a memo-requiring account looks. */
  memo?: string;
  /** What the mint's transfer hook needs, resolved from its validation account: appended to the transfer. */
  hookAccounts?: readonly AccountMeta[];
  /**
   * Whether the recipient's account is created first (idempotently: harmless when it exists). A batch
   * leaves it out for accounts it read as existing, so that more transfers fit one transaction.
   */
  createAccount?: boolean;
  /** The recipient's associated account, when already derived. */
  destination?: Address;
}

/** The recipient's associated account; a program-derived recipient (a vault, a multisig) has one too. */
export async function recipientTokenAccount(plan: Pick<SendTokensPlan, 'mint' | 'recipient' | 'programId'>) {
  const [account] = await findAssociatedTokenPda({
    owner: plan.recipient,
    mint: plan.mint,
    tokenProgram: plan.programId,
  });
  return account;
}

/** A checked transfer into the recipient's associated account, created first when missing (idempotent). */
export async function buildSendTokensInstructions(plan: SendTokensPlan): Promise<Instruction[]> {
  const destination = plan.destination ?? (await recipientTokenAccount(plan));
  const owner = createNoopSigner(plan.owner);
  return [
    ...(plan.createAccount === false
      ? []
      : [
          getCreateAssociatedTokenIdempotentInstruction({
            payer: owner,
            ata: destination,
            owner: plan.recipient,
            mint: plan.mint,
            tokenProgram: plan.programId,
          }),
        ]),
    ...thawNewAccount(plan.thawNewAccount, destination, plan, owner),
    ...(plan.memo ? [getAddMemoInstruction({ memo: plan.memo }, { programAddress: MEMO_PROGRAM })] : []),
    withExtraAccounts(
      getTransferCheckedInstruction(
        {
          source: plan.source,
          mint: plan.mint,
          destination,
          authority: owner,
          amount: plan.amount,
          decimals: plan.decimals,
        },
        { programAddress: plan.programId },
      ),
      [
        ...(plan.hookAccounts ?? []),
        ...(plan.references ?? []).map((address) => ({ address, role: AccountRole.READONLY })),
      ],
    ),
  ];
}

/**
 * The token program reads no account past the authority of a single-owner transfer, but hands them to
 * the mint's transfer hook: its accounts ride there, and Solana Pay references after them.
 */
function withExtraAccounts(instruction: Instruction, extra: readonly AccountMeta[]): Instruction {
  if (extra.length === 0) return instruction;
  return { ...instruction, accounts: [...(instruction.accounts ?? []), ...extra] };
}
