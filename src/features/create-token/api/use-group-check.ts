import { useQuery, useQueryClient } from '@tanstack/react-query';
import { walletKeys } from '@/data-hooks/queries';
import { useDataSource } from '@/data-hooks/use-data-source';
import { extensionParam } from '@/entities/token/lib/extension-param';
import { groupOfParams, joinGroupIssue } from '@/entities/token/lib/group-rules';
import type { TokenDetails } from '@/entities/token/model';
import { isValidAddress } from '@/shared/lib/address';
import { reasonOf } from '@/shared/lib/describe-error';

/**
 * Whether the wallet may add a new token to the group typed: it must be a group, with room, whose update
 * authority the wallet holds. `issue` follows the field; `verify` asks once more at submit time.
 */
export function useGroupCheck(address: string, owner: string) {
  const dataSource = useDataSource();
  const queryClient = useQueryClient();
  // The mint as the token page reads it, under the same key: one read for both.
  const query = (group: string) => ({
    queryKey: [...walletKeys.all(dataSource.cluster, owner), 'token-details', group],
    queryFn: () => dataSource.getTokenDetails(group, owner),
    retry: false,
  });
  const typed = address.trim();
  const details = useQuery({ ...query(typed), enabled: isValidAddress(typed) });
  const issueOf = (token: TokenDetails) =>
    joinGroupIssue(
      groupOfParams((name) => extensionParam(token.extensions, 'TokenGroup', name)),
      owner,
    );
  return {
    issue: !isValidAddress(typed)
      ? null
      : details.data
        ? issueOf(details.data)
        : details.error
          ? reasonOf(details.error)
          : null,
    async verify(group: string): Promise<string | null> {
      try {
        return issueOf(await queryClient.fetchQuery(query(group.trim())));
      } catch (error) {
        return reasonOf(error);
      }
    },
  };
}
