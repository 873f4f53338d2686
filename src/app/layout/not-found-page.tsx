import { useEffect } from 'react';
import { Link, useLocation } from '@/shared/lib/router';
import { Button } from '@/shared/ui/button';
import { documentTitle } from '@/shared/ui/page-layout';

/** The tab's title here, and in the prerendered 404.html. */
export const NOT_FOUND_TITLE = documentTitle('Page not found');

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  useEffect(() => {
    document.title = NOT_FOUND_TITLE;
  }, []);

  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 py-24 text-center">
      <h1 className="text-6xl font-bold">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
