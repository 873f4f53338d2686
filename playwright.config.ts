import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './test-support/browser/chromium';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEMO_PORT,
  LOCALNET_APP_PORT,
  LOCALNET_DEV_APP_PORT,
  LOCALNET_PORT,
  MAINNET_LIKE_APP_PORT,
  MAINNET_LIKE_PORT,
} from './test-support/browser/ports';

const mainnetLikeLedger = process.env.E2E_MAINNET_LIKE_LEDGER ?? mkdtempSync(join(tmpdir(), 'e2e-mainnet-like-'));
process.env.E2E_MAINNET_LIKE_LEDGER = mainnetLikeLedger;
const ledger = process.env.E2E_LEDGER ?? mkdtempSync(join(tmpdir(), 'e2e-ledger-'));
process.env.E2E_LEDGER = ledger; // workers re-read this config: keep one ledger per run

const launchOptions = chromiumLaunchOptions;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: { launchOptions, screenshot: 'only-on-failure', trace: 'off' },
  projects: [
    { name: 'demo', testMatch: /\.demo\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${DEMO_PORT}` } },
    {
      name: 'localnet',
      testMatch: /\.localnet\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${LOCALNET_APP_PORT}` },
    },
    {
      name: 'mainnet-like',
      testMatch: /\.mainnet-like\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${MAINNET_LIKE_APP_PORT}` },
    },
  ],
  webServer: [
    {
      // The production build, as deployed (default cluster Devnet); the tests pick Demo.
      command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${DEMO_PORT} --strictPort`,
      url: `http://127.0.0.1:${DEMO_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // What `npm start` runs, on test ports and a fresh ledger, serving the production build (prerendered
      // pages, as deployed) rather than the dev server.
      command: 'bash scripts/start.sh',
      env: {
        LOCALNET_PORT: String(LOCALNET_PORT),
        APP_PORT: String(LOCALNET_APP_PORT),
        LOCALNET_LEDGER: ledger,
        LOCALNET_ARGS: '--reset',
        APP_SERVE: 'build',
      },
      url: `http://127.0.0.1:${LOCALNET_APP_PORT}`,
      reuseExistingServer: false,
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // `npm start` with the mainnet-like profile: public limits and congestion.
      command: 'bash scripts/start.sh',
      env: {
        LOCALNET_PORT: String(MAINNET_LIKE_PORT),
        APP_PORT: String(MAINNET_LIKE_APP_PORT),
        LOCALNET_LEDGER: mainnetLikeLedger,
        LOCALNET_ARGS: '--reset --mainnet-like',
        APP_SERVE: 'build',
      },
      url: `http://127.0.0.1:${MAINNET_LIKE_APP_PORT}`,
      reuseExistingServer: false,
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // `npm start`'s dev server itself, against the local chain above (e2e/security/dev-headers.localnet.spec.ts).
      command: `node_modules/.bin/vite --host 127.0.0.1 --port ${LOCALNET_DEV_APP_PORT} --strictPort`,
      env: { VITE_DEFAULT_CLUSTER: 'localnet', VITE_LOCALNET_URL: `http://127.0.0.1:${LOCALNET_PORT}` },
      url: `http://127.0.0.1:${LOCALNET_DEV_APP_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
