import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';
import { Spinner } from './spinner';

// Its own module: the first page's Spinner (the route fallback) does not carry it.
/** A line that says what is loading, with a spinner, announced politely to screen readers. */
export function LoadingLine({ children, small }: { children: ReactNode; small?: boolean }) {
  return (
    <p className={cn('flex items-center gap-2 text-muted-foreground', small && 'text-sm')} role="status">
      <Spinner /> {children}
    </p>
  );
}
