// The floor under the first page's "unused JavaScript" figure (issue 19): React alone hydrating one
// prerendered button (./main.ts), built with the app's own output options (React DOM in a file of its own)
// and served as the app is (brotli, the same headers). `npm run bench -- --first-page-only` builds it,
// serves it and prints its Lighthouse figure beside the app's.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { securityHeaders } from '../../security-headers.ts';
import { APP_BUILD } from '../../vite.config.ts';
import { previewAsHosted } from '../preview-as-hosted.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  plugins: [{ name: 'preview-as-hosted', configurePreviewServer: previewAsHosted }],
  build: {
    ...APP_BUILD,
    outDir: fileURLToPath(new URL('../../node_modules/.cache/react-floor', import.meta.url)),
    emptyOutDir: true,
  },
  preview: { headers: securityHeaders() },
});
