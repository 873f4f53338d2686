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

/** A 32 px icon button that opens `href` in a new tab; `label` is its accessible name. */
export function ExternalIconLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <ExternalIcon className="size-4" aria-hidden />
    </a>
  );
}
