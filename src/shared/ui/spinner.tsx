import { LoaderCircle } from 'lucide-react';
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
