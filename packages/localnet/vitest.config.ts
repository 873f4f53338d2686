import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// The local chain's own tests (Node). Each file starts its own chain on ephemeral ports in a temp dir.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    root: fileURLToPath(new URL('.', import.meta.url)),
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two shared cores: files run one after another.
    fileParallelism: false,
  },
});
