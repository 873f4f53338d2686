import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useDataSource } from '@/data-hooks/use-data-source';
import { clusterKey } from '@/entities/cluster/model';
import type { TokenHolding } from '@/entities/token/model';
import type { TransactionVersion } from '@/entities/wallet/model';
import type { TransferFee } from '@/entities/token/lib/transfer-fee';
import type { TransferHookCall } from '@/entities/transfer/model';
import { reasonOf } from '@/shared/lib/describe-error';
import type { RecipientRow } from '../lib/recipients-csv';

/** A checked list as the review shows it: its rows, and what the chain says of the recipients' accounts. */
export interface CheckedList {
  token: TokenHolding;
  /** Each row; a recipient whose account takes no transfer from this app is a row with an error. */
  rows: RecipientRow[];
  /** Recipients without an account for this token, and the rent of each; null while being read. */
  newAccounts: { count: number; rentLamports: bigint } | null;
  /** The token's transfer fee, read with the new accounts. */
  transferFee?: TransferFee | null;
  /** Recipients whose account takes no transfer without a memo, read with the new accounts. */
  memoRequired?: string[];
  /** The transfer hook every transfer runs, read with the new accounts; null for a token without one. */
  hook?: TransferHookCall | null;
  newAccountsError?: string;
}

/** How long the memo rests before the transfers are packed again for it. */
const MEMO_SETTLES_MS = 400;
/** Each check's number in this page's life: its queries' answers are its own, never an earlier list's. */
let checks = 0;

/**
 * The recipients' check as queries of the list checked: their accounts (who needs one, the rent, the fee,
 * who needs a memo, who takes nothing from this app), then the transfers packed into transactions for
 * the memo as typed. A new check, or a cleared one, leaves the answers of the last behind.
 */
export function useRecipientsCheck(owner: string, memo: string, version?: TransactionVersion) {
  const dataSource = useDataSource();
  const cluster = clusterKey(dataSource.cluster);
  const [list, setList] = useState<{ id: number; token: TokenHolding; rows: RecipientRow[] } | null>(null);
  const valid = useMemo(() => list?.rows.filter((row) => !row.error).map((row) => row.address) ?? [], [list]);

  const survey = useQuery({
    queryKey: ['bulk-recipients', cluster, list?.token.mint, list?.id],
    queryFn: () => dataSource.newAccountsAmong(list!.token.mint, valid, owner),
    enabled: !!list,
    staleTime: Infinity,
    retry: false,
  });

  const checked = useMemo((): CheckedList | null => {
    if (!list) return null;
    if (survey.error) {
      const newAccountsError = `The recipients' accounts could not be read: ${reasonOf(survey.error)}`;
      return { token: list.token, rows: list.rows, newAccounts: null, newAccountsError };
    }
    const found = survey.data;
    if (!found) return { token: list.token, rows: list.rows, newAccounts: null };
    const refused = new Map(found.refused.map((each) => [each.recipient, each.reason]));
    return {
      token: list.token,
      rows: list.rows.map((row) => (refused.has(row.address) ? { ...row, error: refused.get(row.address) } : row)),
      // A refused row is never paid: no account is made for it.
      newAccounts: {
        count: found.recipients.filter((recipient) => !refused.has(recipient)).length,
        rentLamports: found.rentLamports,
      },
      transferFee: found.transferFee,
      memoRequired: found.memoRequired,
      hook: found.hook,
    };
  }, [list, survey.data, survey.error]);

  // The memo the transfers are packed for: it follows the field after a pause in typing.
  const [packMemo, setPackMemo] = useState(memo);
  useEffect(() => {
    const timer = setTimeout(() => setPackMemo(memo), MEMO_SETTLES_MS);
    return () => clearTimeout(timer);
  }, [memo]);
  const ready = useMemo(() => checked?.rows.filter((row) => !row.error).map((row) => row.address) ?? [], [checked]);
  const packing = useQuery({
    queryKey: ['bulk-packing', cluster, owner, list?.token.mint, list?.id, ready.length, packMemo, version],
    queryFn: () =>
      dataSource.packTransfers(owner, {
        mint: list!.token.mint,
        recipients: ready,
        ...(packMemo && { memo: packMemo }),
        // A wallet that signs v1 gets far fuller transactions, where the node takes v1.
        ...(version !== undefined && { version }),
      }),
    enabled: !!list && ready.length > 0,
    staleTime: Infinity,
    retry: false,
  });
  const packed = packMemo === memo ? packing.data : undefined;
  const packError = packing.error ? `The transfers could not be packed: ${reasonOf(packing.error)}` : undefined;

  return {
    checked,
    /** The transfers' indexes, transaction by transaction, for the memo as it is now; undefined while counted. */
    packed,
    packError,
    /** Whether the new accounts and the transactions are known (or could not be). */
    counted: !!checked && ((!!checked.newAccounts && !!packed) || !!packError || !!checked.newAccountsError),
    check: (token: TokenHolding, rows: RecipientRow[]) => setList({ id: ++checks, token, rows }),
    clear: () => setList(null),
  };
}
