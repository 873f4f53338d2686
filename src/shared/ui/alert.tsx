import type { HTMLAttributes } from 'react';
import { cn } from '@/shared/lib/cn';

const variants = {
  default: 'bg-card',
  success: 'border-green-600/40 bg-green-50 text-green-900 dark:bg-green-950/40 dark:text-green-100',
  warning: 'border-amber-500/50 bg-amber-50 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100',
  destructive: 'border-destructive/50 bg-red-50 text-red-900 dark:bg-red-950/40 dark:text-red-100',
} as const;

export function Alert({
  variant = 'default',
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { variant?: keyof typeof variants }) {
  return <div role="alert" className={cn('rounded-xl border p-4 text-sm', variants[variant], className)} {...props} />;
}

export function AlertTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h3 className={cn('mb-1 font-semibold', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('[overflow-wrap:anywhere]', className)} {...props} />;
}
