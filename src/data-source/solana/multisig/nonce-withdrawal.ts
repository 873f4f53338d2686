// Whether a proposal's nonce moved on by its proposer's withdrawal, read from the transaction that moved it.
import { getBase64Encoder, getTransactionDecoder, type Address } from '@solana/kit';
import { withdrawalMemo } from '../../proposal-rules';
import type { SolanaContext } from '../context';
import { isAdvanceNonce, readMessage } from '../send/read-message';

/** How far back a nonce account's history is searched for the withdrawal that moved it on. */
const WITHDRAWAL_LOOKBACK = 20;

/** The durable nonce a proposal rides: its account, that account's authority, and the value it was made on. */
export interface ProposalNonce {
  account: Address;
  authority: Address;
  value: string;
}

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
export async function wasWithdrawn(ctx: SolanaContext, nonce: ProposalNonce): Promise<boolean> {
  const memo = withdrawalMemo(nonce.value);
  const [infos = []] = (await ctx.batch([
    {
      method: 'getSignaturesForAddress',
      params: [nonce.account, { limit: WITHDRAWAL_LOOKBACK, commitment: 'confirmed' }],
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
        instruction.accounts?.[0]?.address === nonce.account &&
        instruction.accounts?.[2]?.address === nonce.authority &&
        message.signers.has(nonce.authority as Address),
    );
    if (advanced) return true;
  }
  return false;
}
