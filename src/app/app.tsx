import { StrictMode, useEffect } from 'react';
import { Router } from '@/shared/lib/router';
import { ErrorBoundary } from './layout/error-boundary';
import { HYDRATED_EVENT } from './boot-script';
import { AppProviders } from './providers/app-providers';
import { AppRoutes } from './router';

/**
 * The whole app, as the browser runs it and as the build prerenders it (`path`: the address it is
 * rendered for, where there is no address bar). One tree, so the HTML and the hydrated page match.
 */
export function App({ path }: { path?: string }) {
  return (
    <StrictMode>
      <SignalHydrated />
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

/**
 * Tells the boot script that React has taken the page over (its first commit: every route's first
 * render is in the entry, nothing waits behind a lazy boundary), so that what was pressed meanwhile is
 * pressed again.
 */
function SignalHydrated() {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
