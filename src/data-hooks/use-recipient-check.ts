import { useQuery, useQueryClient } from '@tanstack/react-query';
import { recipientKindIssue } from '@/entities/token/lib/recipient-issue';
import { isValidAddress } from '@/shared/lib/address';
import { addressKindQuery } from './queries';
import { useDataSource } from './use-data-source';
import { reasonOf } from '@/shared/lib/describe-error';

/**
 * Whether an address typed as a wallet really is one: a mint, a token account or a program is
 * refused with what it is. `issue` follows the field as the user types; `verify` is asked once more
 * at submit time, so a quick submit cannot slip past a check still on its way.
 */
export function useRecipientCheck(address: string) {
  const dataSource = useDataSource();
  const queryClient = useQueryClient();
  const trimmed = address.trim();
  const kind = useQuery({ ...addressKindQuery(dataSource, trimmed), enabled: isValidAddress(trimmed) });
  return {
    issue: recipientKindIssue(kind.data),
    async verify(recipient: string): Promise<string | null> {
      try {
        return recipientKindIssue(await queryClient.fetchQuery(addressKindQuery(dataSource, recipient)));
      } catch (error) {
        return `Could not check what this address is (${reasonOf(error)}). Please try again.`;
      }
    },
  };
}
