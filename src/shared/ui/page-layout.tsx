import { useEffect, type ReactNode } from 'react';
import { useLocation } from '@/shared/lib/router';
import type { PageHeading } from './page-headings';

const APP_NAME = 'Solana Token Manager';

/** The tab's title: a page's own, then the app's name (the app's name alone on the home page). */
export const documentTitle = (page?: string) => (page ? `${page} | ${APP_NAME}` : APP_NAME);

interface PageLayoutProps {
  title: string;
  subtitle?: string;
  /** Buttons or links shown beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

export function PageLayout({ title, subtitle, actions, children }: PageLayoutProps) {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          {subtitle && <p className="mt-1 text-muted-foreground">{subtitle}</p>}
        </div>
        {actions && <div className="flex gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}

/** What stands in for a page's content (waiting, connect, offline): under the page's own heading when it has one. */
export function UnderHeading({ heading, children }: { heading?: PageHeading; children: ReactNode }) {
  return heading ? <PageLayout {...heading}>{children}</PageLayout> : <>{children}</>;
}
