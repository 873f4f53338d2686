import { lazy, Suspense, type ReactNode } from 'react';
import { ClusterSelect } from '@/features/cluster/ui/cluster-select';
import { ClusterConnection, ClusterGate } from '@/features/cluster-gate/ui/cluster-gate';
import { WalletGate } from '@/features/wallet/ui/wallet-gate';
import { Route, Switch, useLocation } from '@/shared/lib/router';
import { PAGE_HEADINGS, type PageHeading } from '@/shared/ui/page-headings';
import { PageLayout } from '@/shared/ui/page-layout';
import { Spinner } from '@/shared/ui/spinner';
import { ErrorBoundary } from './layout/error-boundary';
import { Footer } from './layout/footer';
import { Navbar } from './layout/navbar';
import { RateLimitNotice } from './layout/rate-limit-notice';

const HomePage = lazy(() => import('@/features/home/ui/home-page'));
const DashboardPage = lazy(() => import('@/features/dashboard/ui/dashboard-page'));
const CreateTokenPage = lazy(() => import('@/features/create-token/ui/create-token-page'));
const MintTokenPage = lazy(() => import('@/features/mint-token/ui/mint-token-page'));
const SendTokenPage = lazy(() => import('@/features/send-token/ui/send-token-page'));
const TransactionsPage = lazy(() => import('@/features/transactions/ui/transactions-page'));
const ReceivePage = lazy(() => import('@/features/receive/ui/receive-page'));
const BulkSendPage = lazy(() => import('@/features/bulk-send/ui/bulk-send-page'));
const TokenPage = lazy(() => import('@/features/token-page/ui/token-page'));
const CleanUpPage = lazy(() => import('@/features/clean-up/ui/clean-up-page'));
const sharedControl = () => import('./shared-control');
const MultisigPage = lazy(() => sharedControl().then((pages) => ({ default: pages.MultisigPage })));
const ProposalPage = lazy(() => sharedControl().then((pages) => ({ default: pages.ProposalPage })));
const NotFoundPage = lazy(() => import('./layout/not-found-page'));
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
          <ClusterConnection>
            <Suspense fallback={<PageFallback />}>{children}</Suspense>
          </ClusterConnection>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}

function PageFallback({ heading }: { heading?: PageHeading }) {
  const loading = (
    <div className="flex flex-1 items-center justify-center py-24" role="status" aria-label="Loading page">
      <Spinner className="size-6 text-primary" />
    </div>
  );
  return heading ? <PageLayout {...heading}>{loading}</PageLayout> : loading;
}

/**
 * A page that reads the chain: it waits for the cluster to answer (and, unless `walletless`, for a
 * wallet), saying so under the page's own heading; so does its prerendered HTML.
 */
function ChainPage({ heading, walletless, children }: { heading: PageHeading; walletless?: boolean; children: ReactNode }) {
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

/** The paths the build prerenders (scripts/prerender.ts), each to its own HTML file. */
export const PRERENDERED_PATHS = [
  '/',
  '/dashboard',
  '/create-token',
  '/mint-token',
  '/send-token',
  '/transactions',
  '/receive',
  '/bulk-send',
  '/clean-up',
  '/multisig',
  '/proposal',
] as const;

/** The routes. The home page and the 404 page need no chain: they show at once, even offline. */
export function AppRoutes() {
  const h = PAGE_HEADINGS;
  return (
    <Shell>
      <Switch>
        <Route path="/">
          <HomePage />
        </Route>
        <Route path="/dashboard">
          <ChainPage heading={h.dashboard}>
            <DashboardPage />
          </ChainPage>
        </Route>
        <Route path="/create-token">
          <ChainPage heading={h.createToken}>
            <CreateTokenPage />
          </ChainPage>
        </Route>
        <Route path="/mint-token">
          <ChainPage heading={h.mintToken}>
            <MintTokenPage />
          </ChainPage>
        </Route>
        <Route path="/send-token">
          <ChainPage heading={h.sendToken}>
            <SendTokenPage />
          </ChainPage>
        </Route>
        <Route path="/transactions">
          <ChainPage heading={h.transactions}>
            <TransactionsPage />
          </ChainPage>
        </Route>
        <Route path="/receive">
          <ChainPage heading={h.receive}>
            <ReceivePage />
          </ChainPage>
        </Route>
        <Route path="/bulk-send">
          <ChainPage heading={h.bulkSend}>
            <BulkSendPage />
          </ChainPage>
        </Route>
        <Route path="/token/:mint">
          <ChainPage heading={h.token}>
            <TokenPage />
          </ChainPage>
        </Route>
        <Route path="/clean-up">
          <ChainPage heading={h.cleanUp}>
            <CleanUpPage />
          </ChainPage>
        </Route>
        <Route path="/multisig">
          <ChainPage heading={h.multisig}>
            <MultisigPage />
          </ChainPage>
        </Route>
        {/* Anyone with the link may read and submit a proposal; only signing asks for a wallet. */}
        <Route path="/proposal">
          <ChainPage heading={h.proposal} walletless>
            <ProposalPage />
          </ChainPage>
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Shell>
  );
}
