import { isValidAddress } from '@/shared/lib/address';
import { useStoredState } from '@/shared/lib/use-stored-state';

export interface SavedAddress {
  address: string;
  label: string;
}

export const LABEL_MAX = 40;

const readEntries = (stored: unknown): SavedAddress[] =>
  Array.isArray(stored)
    ? stored.filter(
        (entry): entry is SavedAddress =>
          !!entry &&
          typeof entry.label === 'string' &&
          typeof entry.address === 'string' &&
          isValidAddress(entry.address),
      )
    : [];

/** The wallet's address book: addresses it labelled, kept in this browser, one book per wallet. */
export function useAddressBook(owner: string) {
  const [entries, update] = useStoredState('tokenManager.addressBook', owner, readEntries);
  return {
    entries,
    labelOf: (address: string) => entries.find((entry) => entry.address === address)?.label,
    /** Saves or relabels; an empty label removes. */
    save: (address: string, label: string) => {
      const trimmed = label.trim().slice(0, LABEL_MAX);
      update((current) => [
        ...current.filter((entry) => entry.address !== address),
        ...(trimmed ? [{ address, label: trimmed }] : []),
      ]);
    },
    remove: (address: string) => update((current) => current.filter((entry) => entry.address !== address)),
  };
}
