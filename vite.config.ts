import { randomBytes } from 'node:crypto';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildOptions } from 'vite';
import { prerender } from './scripts/prerender-plugin.ts';
import { securityHeaders, servesLocalnet } from './security-headers.ts';

/** Enough of a chunk's name to tell it in a listing. */
const CHUNK_NAME_CHARACTERS = 8;

/**
 * The production build's output options; the bench's page of React alone (scripts/react-floor/) is built
 * with them too. Every browser the app supports (it needs Wallet Standard and BigInt) preloads modules
 * natively; the polyfill would only ride along on the first page. The entry names every route's chunks for
 * preloading: seven hash characters (the fewest the bundler takes for this many chunks; should it ask for
 * more, it stops the build and says so) rather than eight, and a module’s name cut to its first eight
 * characters, keep the first page lighter.
 */
export const APP_BUILD: BuildOptions = {
  modulePreload: { polyfill: false },
  rollupOptions: {
    output: {
      chunkFileNames: (chunk) => `assets/${chunk.name.slice(0, CHUNK_NAME_CHARACTERS)}-[hash:7].js`,
      // React DOM in a file of its own: it changes far less often than the app (a returning visitor
      // keeps it cached across releases), and the app's own first-page code is measured apart from it.
      codeSplitting: {
        groups: [
          { name: 'react', test: /[\\/]node_modules[\\/]react[\\/]/, priority: 2 },
          { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 1 },
        ],
      },
    },
  },
};

export default defineConfig(({ command }) => {
  // The dev server's inline React Refresh preamble runs under a nonce made fresh at each start.
  const devNonce = command === 'serve' ? randomBytes(16).toString('base64') : undefined;
  return {
    plugins: [react(), tailwindcss(), prerender()],
    // Loaded only on demand (a scan), so the dev server would find them late and reload the page to
    // add them: bundled up front instead, the QR scanner never reloads a page in the middle of a scan.
    optimizeDeps: { include: ['barcode-detector/ponyfill', 'uqr'] },
    build: APP_BUILD,
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    html: devNonce ? { cspNonce: devNonce } : {},
    // The dev server is the local chain's; a preview is too when it serves a build made for Localnet.
    server: { host: '127.0.0.1', port: 5173, strictPort: true, headers: securityHeaders(devNonce, true) },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: securityHeaders(undefined, servesLocalnet()) },
  };
});
