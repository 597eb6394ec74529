import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://localhost:${port}`;

/**
 * Browser tests drive Debian's Chromium (/usr/bin/chromium, installed by .ci/run) against the
 * production build served by one SCOUT process on a fresh embedded database with demo data.
 * Sign-in goes through the real bundled provider: no test-only bypass.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One retry on CI for browser timing on a loaded 2-core machine; a test that fails twice fails.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  outputDir: path.join(import.meta.dirname, '..', 'test-results'),
  webServer: {
    command: `node ${path.join(import.meta.dirname, 'start-server.mjs')}`,
    url: `${baseURL}/api/health/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(port), PUBLIC_URL: baseURL, LOG_LEVEL: 'warn' },
  },
});
