import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit and component tests only; the local chain and browser suites have their own configs.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@test-support': fileURLToPath(new URL('./test-support', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./test-support/unit/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
