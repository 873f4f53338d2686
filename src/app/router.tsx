import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ClusterSelect } from '@/features/cluster/ui/cluster-select';
import { ClusterConnection, ClusterGate } from '@/features/cluster-gate/ui/cluster-gate';
import { WalletGate } from '@/features/wallet/ui/wallet-gate';
import { Route, Switch, useLocation } from '@/shared/lib/router';
import { PAGE_HEADINGS, type PageHeading } from '@/shared/ui/page-headings';
import { PageLayout } from '@/shared/ui/page-layout';
import { Spinner } from '@/shared/ui/spinner';
// The two pages that need no chain come with the entry: a prerendered one is taken over by React in its
// first commit, with nothing to wait for (src/app/app.tsx tells the boot script so).
import HomePage from '@/features/home/ui/home-page';
import { ErrorBoundary } from './layout/error-boundary';
import { Footer } from './layout/footer';
import { Navbar } from './layout/navbar';
import NotFoundPage from './layout/not-found-page';
import { RateLimitNotice } from './layout/rate-limit-notice';

const DashboardPage = lazy(() => import('@/features/dashboard/ui/dashboard-page'));
const CreateTokenPage = lazy(() => import('@/features/create-token/ui/create-token-page'));
const MintTokenPage = lazy(() => import('@/features/mint-token/ui/mint-token-page'));
const SendTokenPage = lazy(() => import('@/features/send-token/ui/send-token-page'));
const TransactionsPage = lazy(() => import('@/features/transactions/ui/transactions-page'));
const ReceivePage = lazy(() => import('@/features/receive/ui/receive-page'));
const BulkSendPage = lazy(() => import('@/features/bulk-send/ui/bulk-send-page'));
const TokenPage = lazy(() => import('@/features/token-page/ui/token-page'));
const ReclaimPage = lazy(() => import('@/features/reclaim-rent/ui/reclaim-page'));
const sharedControl = () => import('./shared-control');
const MultisigPage = lazy(() => sharedControl().then((pages) => ({ default: pages.MultisigPage })));
const ProposalPage = lazy(() => sharedControl().then((pages) => ({ default: pages.ProposalPage })));
// The query library comes with the first page that reads data, behind the wallet gate.
const QueryLayer = lazy(() => import('./providers/query-layer'));

function Shell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <RateLimitNotice />
      {/* At least a screen tall: while the gate or a page loads, the footer waits below the fold, so the
          content arriving never pushes it (no layout shift). */}
      <main className="flex min-h-[calc(100svh-4rem)] flex-1 flex-col">
        <ErrorBoundary resetKey={pathname}>
          {/* No Suspense boundary here: React would hydrate what is inside one in a later pass, after the
              providers above had already shown this browser's own state (its wallet, say), and find the
              HTML different. The lazy pages wait inside ChainPage's boundary, which no HTML holds. */}
          <ClusterConnection>{children}</ClusterConnection>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}

function PageFallback({ heading }: { heading: PageHeading }) {
  return (
    <PageLayout {...heading}>
      <div className="flex flex-1 items-center justify-center py-24" role="status" aria-label="Loading page">
        <Spinner className="size-6 text-primary" />
      </div>
    </PageLayout>
  );
}

/**
 * A page that reads the chain: it waits for the cluster to answer (and, unless `walletless`, for a
 * wallet), saying so under the page's own heading; so does its prerendered HTML.
 */
function ChainPage({
  heading,
  walletless,
  children,
}: {
  heading: PageHeading;
  walletless?: boolean;
  children: ReactNode;
}) {
  const page = (
    <Suspense fallback={<PageFallback heading={heading} />}>
      <QueryLayer>{children}</QueryLayer>
    </Suspense>
  );
  return (
    <ClusterGate heading={heading} clusterSwitch={<ClusterSelect className="h-10 w-44" />}>
      {walletless ? page : <WalletGate heading={heading}>{page}</WalletGate>}
    </ClusterGate>
  );
}

interface ChainRoute {
  path: string;
  heading: PageHeading;
  Page: ComponentType;
  /** Anyone may open it: only signing asks for a wallet. */
  walletless?: boolean;
}

/** The pages that read the chain, each with the heading its waiting states and its prerendered HTML show. */
export const CHAIN_ROUTES: readonly ChainRoute[] = [
  { path: '/dashboard', heading: PAGE_HEADINGS.dashboard, Page: DashboardPage },
  { path: '/create-token', heading: PAGE_HEADINGS.createToken, Page: CreateTokenPage },
  { path: '/mint-token', heading: PAGE_HEADINGS.mintToken, Page: MintTokenPage },
  { path: '/send-token', heading: PAGE_HEADINGS.sendToken, Page: SendTokenPage },
  { path: '/transactions', heading: PAGE_HEADINGS.transactions, Page: TransactionsPage },
  { path: '/receive', heading: PAGE_HEADINGS.receive, Page: ReceivePage },
  { path: '/bulk-send', heading: PAGE_HEADINGS.bulkSend, Page: BulkSendPage },
  { path: '/token/:mint', heading: PAGE_HEADINGS.token, Page: TokenPage },
  { path: '/reclaim', heading: PAGE_HEADINGS.reclaimRent, Page: ReclaimPage },
  // Its earlier address, kept so bookmarks still work.
  { path: '/clean-up', heading: PAGE_HEADINGS.reclaimRent, Page: ReclaimPage },
  { path: '/multisig', heading: PAGE_HEADINGS.multisig, Page: MultisigPage },
  { path: '/proposal', heading: PAGE_HEADINGS.proposal, Page: ProposalPage, walletless: true },
];

/** The routes. The home page and the 404 page need no chain: they show at once, even offline. */
export function AppRoutes() {
  return (
    <Shell>
      <Switch>
        <Route path="/">
          <HomePage />
        </Route>
        {CHAIN_ROUTES.map(({ path, heading, Page, walletless }) => (
          <Route key={path} path={path}>
            <ChainPage heading={heading} walletless={walletless}>
              <Page />
            </ChainPage>
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Shell>
  );
}
