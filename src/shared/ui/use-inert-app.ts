import { useEffect } from 'react';

/**
 * While a modal dialog is open, the app behind it is `inert`: not focusable, not clickable, hidden from
 * assistive technology. Radix only marks it aria-hidden, which leaves its links and buttons focusable
 * inside hidden content (axe: aria-hidden-focus). Dialogs render in a portal outside #root.
 */
export function useInertApp(active = true) {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!active || !root) return;
    root.inert = true;
    return () => {
      root.inert = false;
    };
  }, [active]);
}
