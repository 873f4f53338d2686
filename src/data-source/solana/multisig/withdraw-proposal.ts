// A proposal taken back by its proposer: the nonce it rides is advanced, so no copy of its link can land, and a
// memo names the nonce value it carried, so every copy reads Withdrawn rather than merely "no longer valid".
import { getAddMemoInstruction } from '@solana-program/memo';
import { getAdvanceNonceAccountInstruction } from '@solana-program/system';
import { createNoopSigner, getBase64Encoder, getTransactionDecoder, type Address } from '@solana/kit';
import type { ChainActionOf } from '../../contract';
import { proposalRefusals, refuseClosed, withdrawalMemo } from '../../proposal-rules';
import type { PlanAction } from '../actions/action-plan';
import { MEMO_PROGRAM } from '../builders/send-tokens';
import type { SolanaContext } from '../context';
import { isAdvanceNonce, readMessage } from '../send/read-message';
import { openProposal, readProposalState, signatureOf, type OpenedProposal } from './open-proposal';

/** How far back a nonce account's history is searched for the withdrawal that moved it on. */
const WITHDRAWAL_LOOKBACK = 20;

export const planWithdrawProposal: PlanAction<ChainActionOf<'withdraw-proposal'>> = async (ctx, owner, input) => {
  const opened = await openProposal(ctx, input.link);
  const { status } = await readProposalState(ctx, opened);
  refuseClosed(status, signatureOf(opened));
  if (opened.nonce.authority !== owner) throw proposalRefusals.notProposer(opened.nonce.authority);
  return {
    instructions: [
      getAdvanceNonceAccountInstruction({
        nonceAccount: opened.nonce.account,
        nonceAuthority: createNoopSigner(owner),
      }),
      getAddMemoInstruction({ memo: withdrawalMemo(opened.nonce.value) }, { programAddress: MEMO_PROGRAM }),
    ],
    rentLamports: 0n,
  };
};

interface SignatureWithMemo {
  signature: string;
  err: unknown;
  memo?: string | null;
}

/**
 * Whether the proposal's nonce moved on by its withdrawal: a transaction that succeeded, advanced this very
 * nonce account with its authority's signature, and carries the withdrawal memo for the proposal's nonce
 * value. A memo alone proves nothing (anyone can name an account beside a memo): the transaction is read.
 */
export async function wasWithdrawn(ctx: SolanaContext, opened: OpenedProposal): Promise<boolean> {
  const memo = withdrawalMemo(opened.nonce.value);
  const [infos = []] = (await ctx.batch([
    {
      method: 'getSignaturesForAddress',
      params: [opened.nonce.account, { limit: WITHDRAWAL_LOOKBACK, commitment: 'confirmed' }],
    },
  ])) as SignatureWithMemo[][];
  const candidates = infos.filter((info) => !info.err && info.memo?.includes(memo));
  for (const { signature } of candidates) {
    const [read] = (await ctx.batch([
      {
        method: 'getTransaction',
        params: [signature, { encoding: 'base64', commitment: 'confirmed', maxSupportedTransactionVersion: 1 }],
      },
    ])) as [{ transaction: [string, string]; meta: { err: unknown } | null } | null];
    if (!read || read.meta?.err) continue;
    const wire = getBase64Encoder().encode(read.transaction[0]);
    const message = readMessage(getTransactionDecoder().decode(wire).messageBytes);
    const advanced = message.instructions.some(
      (instruction) =>
        isAdvanceNonce(instruction) &&
        instruction.accounts?.[0]?.address === opened.nonce.account &&
        instruction.accounts?.[2]?.address === opened.nonce.authority &&
        message.signers.has(opened.nonce.authority as Address),
    );
    if (advanced) return true;
  }
  return false;
}
