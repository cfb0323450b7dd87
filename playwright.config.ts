import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Browser tests run the real server (built client, PGlite in a fresh temp dir) and Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 8190);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mtz-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-import this file: keep one data dir

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.tmp/reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
        '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'npx tsx server/src/main.ts',
    url: `http://localhost:${port}/api/v1/openapi.json`,
    reuseExistingServer: false,
    timeout: 180_000, // first start: PGlite initdb + migrations + demo seed; slow on a loaded machine
    // DEV_ENDPOINTS: the tests read mailed codes from the dev mailbox (off unless switched on; loopback only).
    // RATE_LIMITS: one browser registers and signs in far more often than a person: limits 100 times looser.
    env: { PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', ACCESS_TOKEN_TTL_SECONDS: '900', DEV_ENDPOINTS: '1', RATE_LIMITS: '100', SYNC_MIRRORS_CRON_MS: String(24 * 3600_000) },
    stdout: 'pipe',
  },
});
