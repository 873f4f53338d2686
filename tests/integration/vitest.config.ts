import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// The Solana data source against a real local chain, in Node (no browser). Each file starts its own chain.
export default defineConfig({
  resolve: {
    alias: {
      '@test-support': fileURLToPath(new URL('../../test-support', import.meta.url)),
      '@': fileURLToPath(new URL('../../src', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/integration/**/*.test.ts'],
    root: fileURLToPath(new URL('../..', import.meta.url)),
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Files share two cores with other developers: one chain at a time.
    fileParallelism: false,
  },
});
