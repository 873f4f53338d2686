import type { AskedPayment, PaymentFound } from '@/entities/payment/model';
import { choosePayment } from '../../payment-choice';
import { classifyTransaction } from '../classify/classify-transaction';
import { accountKeyAddress } from '../classify/parsed-transaction';
import type { SolanaContext } from '../context';
import { isUnreadable, readTransactions } from '../history/read-transactions';
import type { SignatureInfo } from '../history/history-page';
import { parseAddress } from '../parse-address';

// The most a node lists in one answer; a reference named by more than a few pages is being flooded, and the
// pages read stop there (said in the README's Safety section).
const PAGE = 1_000;
const MAX_PAGES = 5;

/** What one transaction brought the payee: every token its balances gained, and who paid. */
interface Receipt {
  signature: string;
  payer: string;
  gains: { mint: string; amount: bigint }[];
  status: 'confirmed' | 'failed';
}

// What each transaction brought the payee, by signature and payee: a poll reads only what is new.
const seen = new Map<string, Receipt>();
const SEEN_LIMIT = 10_000;

/** Every signature naming the reference, oldest first. */
async function signaturesNaming(ctx: SolanaContext, reference: string): Promise<SignatureInfo[]> {
  const all: SignatureInfo[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const before = all.at(-1)?.signature;
    const [infos = []] = (await ctx.batch([
      {
        method: 'getSignaturesForAddress',
        params: [reference, { limit: PAGE, commitment: 'confirmed', ...(before && { before }) }],
      },
    ])) as SignatureInfo[][];
    all.push(...infos);
    if (infos.length < PAGE) break;
  }
  return all.reverse();
}

/**
 * What each listed transaction brought the payee, read from the payee's own balances: what arrived (a
 * transfer-fee token's payment short by its fee is short), by whatever program moved it. One not readable
 * yet at this commitment is left out.
 */
async function receiptsOf(ctx: SolanaContext, infos: SignatureInfo[], payee: string): Promise<Receipt[]> {
  const unread = infos.filter((info) => !seen.has(`${info.signature}:${payee}`));
  const txs = await readTransactions(
    ctx,
    unread.map((info) => info.signature),
  );
  for (const info of unread) {
    const tx = txs.get(info.signature);
    // One the node will not return pays nothing we can see: skipped, and the watch goes on.
    if (!tx || isUnreadable(tx)) continue;
    const record = classifyTransaction(tx, {
      owner: payee,
      signature: info.signature,
      status: info.err ? 'failed' : 'confirmed',
      blockTime: info.blockTime ?? null,
      labelOf: (mint) => ctx.mintLabels.get(mint),
    });
    const failed = record.status === 'failed';
    if (seen.size >= SEEN_LIMIT) seen.clear();
    seen.set(`${info.signature}:${payee}`, {
      signature: info.signature,
      // Who sent it, when a transfer says; else who paid for the transaction.
      payer: record.type === 'receive' ? record.from : accountKeyAddress(tx.transaction.message.accountKeys[0] ?? ''),
      gains: failed
        ? []
        : (record.changes ?? []).flatMap((change) =>
            change.mint && change.amount > 0n ? [{ mint: change.mint, amount: change.amount }] : [],
          ),
      status: failed ? 'failed' : 'confirmed',
    });
  }
  return infos.flatMap((info) => seen.get(`${info.signature}:${payee}`) ?? []);
}

/** A receipt as the payment it makes: of the asked token when it brought some, else its first token. */
function asPayment({ gains, ...receipt }: Receipt, asked: AskedPayment | undefined): PaymentFound {
  const gain = gains.find((each) => each.mint === asked?.mint) ?? gains[0];
  return { ...receipt, mint: gain?.mint ?? null, amount: gain?.amount ?? null };
}

/**
 * Solana Pay's way to find a payment: the transactions that name the request's reference key, each read
 * from the payee's side (what the payee received, from whom). Every one is read, not the first: anyone can
 * name a reference, and a transaction that pays nothing must not hide the one that pays.
 */
export async function findPayment(
  ctx: SolanaContext,
  reference: string,
  recipient: string,
  asked?: AskedPayment,
): Promise<PaymentFound | null> {
  const key = parseAddress(reference, 'The payment reference');
  const payee = parseAddress(recipient, 'The recipient');
  const infos = await signaturesNaming(ctx, key);
  // A failed attempt is read only when nothing landed.
  const landed = infos.filter((info) => !info.err);
  const read = landed.length ? landed : infos.slice(-1);
  const receipts = await receiptsOf(ctx, read, payee);
  return choosePayment(
    receipts.map((receipt) => asPayment(receipt, asked)),
    asked,
  );
}
