import { MULTISIG_MAX_SIGNERS, MULTISIG_MIN_SIGNERS } from '@/entities/multisig/lib/multisig-rules';

/** One signer row of the create form: `id` keeps its input (and focus) its own when a row above is removed. */
export interface SignerRow {
  id: number;
  value: string;
}

let nextId = 1;
const row = (value = ''): SignerRow => ({ id: nextId++, value });

/** The form's first rows: the connected wallet, prefilled and editable, and one to fill. */
export const startingRows = (owner: string): SignerRow[] => [
  row(owner),
  ...Array.from({ length: MULTISIG_MIN_SIGNERS - 1 }, () => row()),
];

export const canAdd = (rows: readonly SignerRow[]) => rows.length < MULTISIG_MAX_SIGNERS;
export const canRemove = (rows: readonly SignerRow[]) => rows.length > MULTISIG_MIN_SIGNERS;

export const addRow = (rows: readonly SignerRow[]) => (canAdd(rows) ? [...rows, row()] : [...rows]);

export const removeRow = (rows: readonly SignerRow[], id: number) =>
  canRemove(rows) ? rows.filter((each) => each.id !== id) : [...rows];

export const setRow = (rows: readonly SignerRow[], id: number, value: string) =>
  rows.map((each) => (each.id === id ? { ...each, value } : each));

/** An address put in the first empty row, or in a new one; unchanged when listed already or full. */
export function addAddress(rows: readonly SignerRow[], address: string): SignerRow[] {
  if (rows.some((each) => each.value.trim() === address)) return [...rows];
  const empty = rows.find((each) => each.value.trim() === '');
  if (empty) return setRow(rows, empty.id, address);
  return canAdd(rows) ? [...rows, row(address)] : [...rows];
}
