import { useEffect, useState } from 'react';
import { subscribeRateLimit } from '@/shared/lib/rate-limit-status';

/**
 * While the retry layer waits out a node's rate limit, the page says so (and how long), rather than
 * showing a stale screen or "offline": the node is up and asked us to slow down.
 */
export function RateLimitNotice() {
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const [now, setNow] = useState(Date.now);
  useEffect(() => subscribeRateLimit(setRetryAt), []);
  useEffect(() => {
    if (retryAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [retryAt]);
  if (retryAt === null) return null;
  const seconds = Math.max(0, Math.ceil((retryAt - now) / 1000));
  return (
    <p
      role="status"
      className="bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      Rate limited — retrying in {seconds} s
    </p>
  );
}
