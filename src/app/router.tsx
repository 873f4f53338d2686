import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { ClusterSelect } from '@/features/cluster/ui/cluster-select';
import { ClusterGate } from '@/features/cluster-gate/ui/cluster-gate';
import { WalletGate } from '@/features/wallet/ui/wallet-gate';
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

function Shell() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <RateLimitNotice />
      {/* At least a screen tall: while the gate or a page loads, the footer waits below the fold, so the
          content arriving never pushes it (no layout shift). */}
      <main className="flex min-h-[calc(100svh-4rem)] flex-1 flex-col">
        <ErrorBoundary resetKey={pathname}>
          <ClusterGate clusterSwitch={<ClusterSelect className="h-10 w-44" />}>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </ClusterGate>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}

function PageFallback() {
  return (
    <div className="flex flex-1 items-center justify-center py-24" role="status" aria-label="Loading page">
      <Spinner className="size-6 text-primary" />
    </div>
  );
}

const gated = (page: ReactNode) => (
  <WalletGate>
    <QueryLayer>{page}</QueryLayer>
  </WalletGate>
);

/**
 * The routes, in react-router's declarative mode (no data router: its loaders and actions would be
 * weight on the first page that we do not use). Wrapped in <BrowserRouter> by main.tsx.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/dashboard" element={gated(<DashboardPage />)} />
        <Route path="/create-token" element={gated(<CreateTokenPage />)} />
        <Route path="/mint-token" element={gated(<MintTokenPage />)} />
        <Route path="/send-token" element={gated(<SendTokenPage />)} />
        <Route path="/transactions" element={gated(<TransactionsPage />)} />
        <Route path="/receive" element={gated(<ReceivePage />)} />
        <Route path="/bulk-send" element={gated(<BulkSendPage />)} />
        <Route path="/token/:mint" element={gated(<TokenPage />)} />
        <Route path="/clean-up" element={gated(<CleanUpPage />)} />
        <Route path="/multisig" element={gated(<MultisigPage />)} />
        {/* Anyone with the link may read and submit a proposal; only signing asks for a wallet. */}
        <Route
          path="/proposal"
          element={
            <QueryLayer>
              <ProposalPage />
            </QueryLayer>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
