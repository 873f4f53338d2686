import { useEffect, useState } from 'react';

/** Spec §4: the dashboard's loading state ends when the balance arrives or after 1.5 s, whichever is first. */
export function useInitialLoading(settled: boolean, maxMs = 1500): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), maxMs);
    return () => clearTimeout(timer);
  }, [maxMs]);
  return !settled && !timedOut;
}
