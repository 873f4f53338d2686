import { useEffect, useState } from 'react';

/**
 * Spec §4: the dashboard's loading state ends when the balance arrives or after 1.5 s, whichever is
 * first — and stays ended, so a later refetch never brings the full-page loader back.
 */
export function useInitialLoading(settled: boolean, maxMs = 1500): boolean {
  const [finished, setFinished] = useState(false);
  useEffect(() => {
    if (settled) setFinished(true);
  }, [settled]);
  useEffect(() => {
    const timer = setTimeout(() => setFinished(true), maxMs);
    return () => clearTimeout(timer);
  }, [maxMs]);
  return !finished && !settled;
}
