import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { ClusterSelect } from '@/features/cluster/ui/cluster-select';
import { ConnectionGate } from '@/features/connection/ui/connection-gate';
import { WalletGate } from '@/features/wallet/ui/wallet-gate';
import { Spinner } from '@/shared/ui/spinner';
import { ErrorBoundary } from './layout/error-boundary';
import { Footer } from './layout/footer';
import { Navbar } from './layout/navbar';

const HomePage = lazy(() => import('@/features/home/ui/home-page'));
const DashboardPage = lazy(() => import('@/features/dashboard/ui/dashboard-page'));
const CreateTokenPage = lazy(() => import('@/features/create-token/ui/create-token-page'));
const MintTokenPage = lazy(() => import('@/features/mint-token/ui/mint-token-page'));
const SendTokenPage = lazy(() => import('@/features/send-token/ui/send-token-page'));
const TransactionsPage = lazy(() => import('@/features/transactions/ui/transactions-page'));
const NotFoundPage = lazy(() => import('./layout/not-found-page'));

function Shell() {
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <main className="flex flex-1 flex-col">
        <ErrorBoundary>
          <ConnectionGate clusterSwitch={<ClusterSelect className="h-10 w-44" />}>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </ConnectionGate>
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

const gated = (page: ReactNode) => <WalletGate>{page}</WalletGate>;

export const router = createBrowserRouter([
  {
    element: <Shell />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/dashboard', element: gated(<DashboardPage />) },
      { path: '/create-token', element: gated(<CreateTokenPage />) },
      { path: '/mint-token', element: gated(<MintTokenPage />) },
      { path: '/send-token', element: gated(<SendTokenPage />) },
      { path: '/transactions', element: gated(<TransactionsPage />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
