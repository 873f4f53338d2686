import type { ComponentProps, HTMLAttributes } from 'react';
import { cn } from '@/shared/lib/cn';

type DivProps = HTMLAttributes<HTMLDivElement>;

export function Card({ className, ...props }: DivProps) {
  return <div className={cn('rounded-xl border bg-card shadow-sm', className)} {...props} />;
}

/** `row`: title and actions side by side instead of stacked. */
export function CardHeader({ className, row, ...props }: DivProps & { row?: boolean }) {
  return (
    <div
      className={cn('flex gap-1.5 p-5 pb-3', row ? 'flex-row items-center justify-between' : 'flex-col', className)}
      {...props}
    />
  );
}

/** `small`: for side panels (base size instead of large). */
export function CardTitle({ className, small, ...props }: ComponentProps<'h2'> & { small?: boolean }) {
  return <h2 className={cn(small ? 'text-base' : 'text-lg', 'font-semibold leading-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: DivProps) {
  return <div className={cn('p-5 pt-2', className)} {...props} />;
}

export function CardFooter({ className, ...props }: DivProps) {
  return <div className={cn('flex items-center gap-2 p-5 pt-0', className)} {...props} />;
}
