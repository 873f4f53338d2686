import { StrictMode } from 'react';
import { Router } from '@/shared/lib/router';
import { ErrorBoundary } from './layout/error-boundary';
import { AppProviders } from './providers/app-providers';
import { AppRoutes } from './router';

/**
 * The whole app, as the browser runs it and as the build prerenders it (`path`: the address it is
 * rendered for, where there is no address bar). One tree, so the HTML and the hydrated page match.
 */
export function App({ path }: { path?: string }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <AppProviders>
          <Router ssrPath={path}>
            <AppRoutes />
          </Router>
        </AppProviders>
      </ErrorBoundary>
    </StrictMode>
  );
}
