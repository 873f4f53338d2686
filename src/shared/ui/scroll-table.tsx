import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';

interface ScrollTableProps {
  /** Names the scrollable region for assistive technology. */
  label: string;
  columns: { title: string; right?: boolean }[];
  testId?: string;
  /** The <tr> rows. */
  children: ReactNode;
}

/** A compact table in a box of its own height that scrolls (keyboard included), its header kept in view. */
export function ScrollTable({ label, columns, testId, children }: ScrollTableProps) {
  return (
    <div className="max-h-96 overflow-auto rounded-lg border" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full text-left text-xs" data-testid={testId}>
        <thead className="sticky top-0 bg-muted">
          <tr>
            {columns.map((column) => (
              <th key={column.title} className={cn('px-2 py-1.5 font-medium', column.right && 'text-right')}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
