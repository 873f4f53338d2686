import { WhereItWorksCard } from './where-it-works-card';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from '@/shared/lib/router';
import { explorerAddressUrl } from '@/entities/cluster/explorer';
import { useDataSource } from '@/data-hooks/use-data-source';
import { TokenLabel } from '@/entities/token/ui/token-label';
import { useWallet } from '@/entities/wallet/use-wallet';
import { isValidAddress } from '@/shared/lib/address';
import { scaleWords, shownAmount } from '@/entities/token/lib/token-traits';
import { TokenTraitsBadges } from '@/entities/token/ui/token-label';
import { formatAmount } from '@/shared/lib/amount';
import { ExternalIconLink } from '@/shared/ui/external-link';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';
import { CopyButton } from '@/shared/ui/copy-button';
import { GroupedAddress } from '@/shared/ui/grouped-address';
import { PageLayout } from '@/shared/ui/page-layout';
import { PAGE_HEADINGS } from '@/shared/ui/page-headings';
import { Kept } from '@/shared/ui/kept';
import { LoadingLine } from '@/shared/ui/loading-line';
import { useTokenDetails } from '../api/use-token-details';
import { Authorities } from './authorities';
import { Extensions } from './extensions';
import { LargestHolders } from './largest-holders';
import { HoldersSnapshot } from './holders-snapshot';
import { ManageToken, type ManageChoice } from './manage/manage-token';
import { LaunchCheckCard } from './launch-check-card';
import { heldRoles } from '../lib/authorities';
import { MetadataCard } from './metadata-card';
import { RecentActivity } from './recent-activity';
import { reasonOf } from '@/shared/lib/describe-error';

export default function TokenPage() {
  const { mint = '' } = useParams();
  const { address } = useWallet();
  return (
    <PageLayout {...PAGE_HEADINGS.token}>
      {!isValidAddress(mint) ? (
        <NotAToken message={`"${mint}" is not a Solana address.`} />
      ) : (
        address && <TokenDetailsView mint={mint} owner={address} />
      )}
    </PageLayout>
  );
}

function NotAToken({ message }: { message: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-6">
        {/* The message names the mint's address: a long unbroken word that wraps instead of widening the page. */}
        <p className="font-medium [overflow-wrap:anywhere]" role="alert">
          {message}
        </p>
        <p className="text-sm text-muted-foreground">
          Check the address, or the cluster: a mint exists on one cluster only.{' '}
          <Link to="/dashboard" className="text-primary underline">
            Back to the dashboard
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}

/** Brings the Manage card into view, where an action was just opened for the user. */
const showManage = (behavior: ScrollBehavior) =>
  document.getElementById('manage-token')?.scrollIntoView?.({ behavior, block: 'start' });

/** The action another page sent the user here to do (navigation state `{ manage: id }`), if any. */
function manageOpened(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('manage' in state)) return null;
  return typeof state.manage === 'string' ? state.manage : null;
}

function TokenDetailsView({ mint, owner }: { mint: string; owner: string }) {
  const { cluster } = useDataSource();
  const details = useTokenDetails(mint, owner);
  const opened = manageOpened(useLocation().state);
  // Arrived to do one action (Mint Tokens' "Propose"): it is open, and shown, once the token is read.
  const [choice, setChoice] = useState<ManageChoice | null>(opened ? { id: opened, preset: null, owner } : null);
  const loaded = details.data !== undefined;
  useEffect(() => {
    if (opened && loaded) showManage('auto');
  }, [opened, loaded]);
  if (details.isPending) {
    return <LoadingLine>Loading the token...</LoadingLine>;
  }
  if (details.isError) return <NotAToken message={reasonOf(details.error)} />;
  const token = details.data;
  const switching = details.isPlaceholderData;
  return (
    <>
      {switching && <LoadingLine>Loading the token...</LoadingLine>}
      <Kept hidden={switching}>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle className="min-w-0 text-xl" data-testid="token-title">
                <TokenLabel token={token} />
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <div className="flex items-start gap-1">
                <GroupedAddress address={token.mint} className="text-sm" />
                <CopyButton
                  value={token.mint}
                  label="Copy mint address"
                  toastTitle="Address copied!"
                  toastDescription="Mint address copied to clipboard"
                  small
                />
                <ExternalIconLink
                  href={explorerAddressUrl(cluster, token.mint)}
                  label="View the mint on the explorer"
                />
              </div>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
                <dt className="text-muted-foreground">Program</dt>
                <dd>{token.program === 'token-2022' ? 'Token-2022' : 'Token (classic SPL)'}</dd>
                <dt className="text-muted-foreground">Decimals</dt>
                <dd>{token.decimals}</dd>
                <dt className="text-muted-foreground">Supply</dt>
                <dd className="font-mono break-all" data-testid="token-supply">
                  {shownAmount(token.supply, token)}
                </dd>
                <dt className="text-muted-foreground">Your balance</dt>
                <dd className="font-mono break-all" data-testid="token-balance">
                  {shownAmount(token.balance, token)}
                </dd>
                {token.scale && (
                  <>
                    <dt className="text-muted-foreground">Raw balance</dt>
                    <dd className="break-all" data-testid="token-raw-balance">
                      <span className="font-mono">{formatAmount(token.balance, token.decimals)}</span>,{' '}
                      {scaleWords(token.scale)}
                    </dd>
                  </>
                )}
              </dl>
              <TokenTraitsBadges token={token} />
            </CardContent>
          </Card>
          {/* The launch check is for the issuer: a wallet holding one of the token's authorities. */}
          {heldRoles(token, owner).length > 0 && (
            <LaunchCheckCard
              token={token}
              owner={owner}
              onFix={(fix) => {
                setChoice({ id: fix.action, preset: fix, owner });
                showManage('smooth');
              }}
            />
          )}
          <ManageToken token={token} owner={owner} choice={choice} onChoose={setChoice} />
          <Authorities token={token} owner={owner} />
          <Extensions token={token} owner={owner} />
          <WhereItWorksCard token={token} />
          <MetadataCard token={token} />
          <LargestHolders token={token} owner={owner} />
          <HoldersSnapshot token={token} owner={owner} />
          <RecentActivity mint={token.mint} owner={owner} />
        </div>
      </Kept>
    </>
  );
}
