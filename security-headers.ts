import { createHash } from 'node:crypto';
import { BOOT_SCRIPT } from './src/app/boot-script.ts';

// The HTTP security headers of the app, in one place: `npm start` (Vite's dev server), `npm run preview`
// and the `public/_headers` file that static hosts (Netlify, Cloudflare Pages) read all come from here.

/** Where the page may connect: https/wss anywhere (any cluster or custom RPC). */
const CONNECT = ["'self'", 'https:', 'wss:'];
/**
 * And, only where the app is served for the local chain (`npm start`, its dev server or its build), the
 * loopback chain in plain http/ws. A deployed build does not reach into the visitor's own machine.
 */
const LOOPBACK = ['http://127.0.0.1:*', 'ws://127.0.0.1:*', 'http://localhost:*', 'ws://localhost:*'];

/** Whether this server serves the app for the local chain: the dev server, or a build made for Localnet. */
export const servesLocalnet = (env: Record<string, string | undefined> = process.env) =>
  env.VITE_DEFAULT_CLUSTER === 'localnet';

/** The CSP source that allows the one inline script (the theme set before the first paint, the app started after it), and no other. */
export const bootScriptSource = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/**
 * The Content-Security-Policy. One inline script in the built app, allowed by its hash
 * (src/app/boot-script.ts); the dev server's other inline script (React Refresh's preamble) runs under a
 * nonce that only the dev server sends. Styles allow inline: the toast and scroll-lock libraries insert
 * <style> elements, which carry no script.
 */
export function contentSecurityPolicy(devNonce?: string, loopback = false): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' compiles WebAssembly only (the QR decoder where the browser has no BarcodeDetector);
    // it allows no eval() of script.
    `script-src 'self' 'wasm-unsafe-eval' ${bootScriptSource}${devNonce ? ` 'nonce-${devNonce}'` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    // blob: the token page shows a metadata image from bytes it fetched itself (capped, typed), never by its URL.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src ${[...CONNECT, ...(loopback ? LOOPBACK : [])].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export function securityHeaders(devNonce?: string, loopback = false): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(devNonce, loopback),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
  };
}

/** `public/_headers`, as static hosts read it: every path gets the production headers. */
export function headersFile(): string {
  const lines = Object.entries(securityHeaders()).map(([name, value]) => `  ${name}: ${value}`);
  return `# Generated from security-headers.ts (npm run headers); a test checks it is current.\n/*\n${lines.join('\n')}\n`;
}
