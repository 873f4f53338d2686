import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// The dependency list and src/'s imports, read as files in Node (no browser, no chain).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/deps/**/*.test.ts'],
    root: fileURLToPath(new URL('../..', import.meta.url)),
  },
});
