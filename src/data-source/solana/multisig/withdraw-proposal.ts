// A proposal taken back by its proposer: the nonce it rides is advanced, so no copy of its link can land, and a
// memo names the nonce value it carried, so every copy reads Withdrawn rather than merely "no longer valid".
import { getAddMemoInstruction } from '@solana-program/memo';
import { getAdvanceNonceAccountInstruction } from '@solana-program/system';
import { createNoopSigner } from '@solana/kit';
import type { ChainActionOf } from '../../contract';
import { proposalRefusals, refuseClosed, withdrawalMemo } from '../../proposal-rules';
import type { PlanAction } from '../actions/action-plan';
import { MEMO_PROGRAM } from '../builders/send-tokens';
import { openProposal, readProposalState, signatureOf } from './open-proposal';

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
