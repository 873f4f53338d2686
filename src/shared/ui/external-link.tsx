import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { AnchorHTMLAttributes } from 'react';
import { cn } from '@/shared/lib/cn';

/** Opens in a new tab, safely. */
export function ExternalLink({ className, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline', className)}
      {...props}
    >
      {children}
      <ExternalIcon className="size-3.5" aria-hidden />
    </a>
  );
}
