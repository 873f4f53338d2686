// The one place the app learns that a node is rate-limiting it, so the page can say "rate limited —
// retrying in N s" (not "offline") while the retry layer waits.

type Listener = (retryAt: number | null) => void;
const listeners = new Set<Listener>();
let retryAt: number | null = null;
let clear: ReturnType<typeof setTimeout> | undefined;

/** A request was refused with 429 and will be tried again in `waitMs`. */
export function reportRateLimit(waitMs: number) {
  const at = Date.now() + waitMs;
  if (retryAt !== null && retryAt >= at) return;
  retryAt = at;
  listeners.forEach((listener) => listener(retryAt));
  clearTimeout(clear);
  clear = setTimeout(() => {
    retryAt = null;
    listeners.forEach((listener) => listener(null));
  }, waitMs + 1_000);
}

export function subscribeRateLimit(listener: Listener): () => void {
  listeners.add(listener);
  listener(retryAt);
  return () => void listeners.delete(listener);
}
