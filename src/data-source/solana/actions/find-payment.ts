import type { PaymentFound } from '../../contract';
import { classifyTransaction } from '../classify/classify-transaction';
import type { ParsedTransactionJson } from '../classify/parsed-transaction';
import type { SolanaContext } from '../context';
import { GET_TRANSACTION_CONFIG } from '../history/get-transactions';
import type { SignatureInfo } from '../history/history-page';
import { parseAddress } from '../parse-address';

// A reference is fresh for each request: more than a few transactions naming it is not a payment flow.
const LOOKUP_LIMIT = 10;

/**
 * Solana Pay's way to find a payment: the transactions that name the request's reference key, then the
 * first successful one read from the payee's side (what the payee received, from whom).
 */
export async function findPayment(
  ctx: SolanaContext,
  reference: string,
  recipient: string,
): Promise<PaymentFound | null> {
  const key = parseAddress(reference, 'The payment reference');
  const payee = parseAddress(recipient, 'The recipient');
  const [infos = []] = (await ctx.batch([
    { method: 'getSignaturesForAddress', params: [key, { limit: LOOKUP_LIMIT, commitment: 'confirmed' }] },
  ])) as SignatureInfo[][];
  const oldestFirst = [...infos].reverse();
  const info = oldestFirst.find((candidate) => !candidate.err) ?? oldestFirst[0];
  if (!info) return null;
  const [tx] = (await ctx.batch([
    { method: 'getTransaction', params: [info.signature, GET_TRANSACTION_CONFIG] },
  ])) as (ParsedTransactionJson | null)[];
  // Listed but not yet readable at this commitment: look again on the next poll.
  if (!tx) return null;
  const record = classifyTransaction(tx, {
    owner: payee,
    signature: info.signature,
    status: info.err ? 'failed' : 'confirmed',
    blockTime: info.blockTime ?? null,
    labelOf: (mint) => ctx.mintLabels.get(mint),
  });
  const received = record.type === 'receive' && record.status !== 'failed';
  return {
    signature: info.signature,
    payer: record.from,
    mint: received ? (record.mint ?? null) : null,
    amount: received ? record.amount : null,
    status: record.status === 'failed' ? 'failed' : 'confirmed',
  };
}
