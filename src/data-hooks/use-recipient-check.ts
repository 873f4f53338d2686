import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressKind } from '@/entities/token/model';
import { isValidAddress } from '@/shared/lib/address';
import { addressKindQuery, recipientIssueQuery } from './queries';
import { useDataSource } from './use-data-source';
import { reasonOf } from '@/shared/lib/describe-error';

/**
 * Whether what an address holds fits its field (`issueOf` says what is wrong with a kind of account, null
 * when nothing). `issue` follows the field as the user types; `verify` is asked once more at submit time,
 * so a quick submit cannot slip past a check still on its way.
 */
export function useAddressCheck(address: string, issueOf: (kind: AddressKind | undefined) => string | null) {
  const dataSource = useDataSource();
  const queryClient = useQueryClient();
  const trimmed = address.trim();
  const kind = useQuery({ ...addressKindQuery(dataSource, trimmed), enabled: isValidAddress(trimmed) });
  return {
    issue: isValidAddress(trimmed) ? issueOf(kind.data) : null,
    async verify(typed: string): Promise<string | null> {
      try {
        return issueOf(await queryClient.fetchQuery(addressKindQuery(dataSource, typed.trim())));
      } catch (error) {
        return `Could not check what this address is (${reasonOf(error)}). Please try again.`;
      }
    },
  };
}

/**
 * Whether an address typed as a wallet really is one, judged by the data source (the check its actions run
 * again): a mint, a token account, a multisig, a program, a program's data account or a nonce account is
 * refused with what it is.
 */
export function useRecipientCheck(address: string) {
  const dataSource = useDataSource();
  const queryClient = useQueryClient();
  const trimmed = address.trim();
  const issue = useQuery({ ...recipientIssueQuery(dataSource, trimmed), enabled: isValidAddress(trimmed) });
  return {
    issue: isValidAddress(trimmed) ? (issue.data ?? null) : null,
    async verify(typed: string): Promise<string | null> {
      try {
        return await queryClient.fetchQuery(recipientIssueQuery(dataSource, typed.trim()));
      } catch (error) {
        return `Could not check what this address is (${reasonOf(error)}). Please try again.`;
      }
    },
  };
}
