import type { TransactionRecord } from '@/entities/transaction/model';

/** A history line's classified part: what it was, how much, between whom (the rest is the transaction's). */
export type Shape = Pick<TransactionRecord, 'type' | 'amount' | 'decimals' | 'mint' | 'from' | 'to' | 'multisig'> &
  Partial<Pick<TransactionRecord, 'parts' | 'feeWithheld' | 'paid' | 'program' | 'received'>>;

/** Signed for through a multisig: the line names it (its authority), else says nothing. */
export const viaMultisig = (authority: string, signers: string[] | undefined): Pick<Shape, 'multisig'> =>
  signers ? { multisig: authority } : {};

/** The wallet acted as this authority: it is the authority, or one of the multisig's signers that signed. */
export const actedAs = (owner: string, authority: string, signers: string[] | undefined) =>
  authority === owner || (signers?.includes(owner) ?? false);
