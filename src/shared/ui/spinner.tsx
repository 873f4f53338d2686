import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';

/** A spinning icon; `className` may set its size (size-6, size-8) and colour. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <LoaderCircle
      className={cn('animate-spin', !className?.includes('size-') && 'size-4', className)}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'status' : undefined}
    />
  );
}

/** A line that says what is loading, with a spinner, announced politely to screen readers. */
export function LoadingLine({ children, small }: { children: ReactNode; small?: boolean }) {
  return (
    <p className={cn('flex items-center gap-2 text-muted-foreground', small && 'text-sm')} role="status">
      <Spinner /> {children}
    </p>
  );
}
