// Who may talk to the local chain: pages of this computer only. A web page elsewhere cannot read its
// answers (no CORS grant for its origin) or reach it through a name of its own (DNS rebinding: the Host
// header names the attacker's domain), since the chain's faucet and control methods answer anyone.

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

const isLoopbackName = (hostname: string) =>
  LOOPBACK_NAMES.has(hostname) || hostname.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(hostname);

/** The Host header names this computer (any port): `localhost`, `127.x.x.x`, `[::1]` or `*.localhost`. */
export function hostAllowed(host: string | undefined): boolean {
  if (!host) return false;
  try {
    return isLoopbackName(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}

/**
 * A page's origin may call the chain when it is served from this computer (the app's dev server, its
 * preview) or listed in `extra` (`--allow-origin`). No Origin at all is a program, not a web page (tests,
 * curl, the CLI): allowed, as the Host check already holds.
 */
export function originAllowed(origin: string | undefined, extra: readonly string[] = []): boolean {
  if (origin === undefined) return true;
  if (extra.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackName(url.hostname);
  } catch {
    return false; // "null" (a sandboxed frame, a file) or nonsense
  }
}

/** Why a request is refused, or null when it may be answered. */
export function refusalOf(
  headers: { host?: string; origin?: string | string[] },
  extra: readonly string[] = [],
): string | null {
  if (!hostAllowed(headers.host)) {
    return `Refused: this local chain answers only requests addressed to this computer (localhost, 127.0.0.1), not to "${headers.host ?? ''}".`;
  }
  const origin = Array.isArray(headers.origin) ? headers.origin[0] : headers.origin;
  if (!originAllowed(origin, extra)) {
    return `Refused: pages from ${origin} may not use this local chain (only pages served from this computer may; start it with --allow-origin ${origin} to allow one).`;
  }
  return null;
}
