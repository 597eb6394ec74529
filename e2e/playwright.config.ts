import crypto from 'node:crypto';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://localhost:${port}`;

// One name per run, inherited by the workers: the sign-ins openSignedIn keeps (tests/helpers.ts)
// are shared by this run's workers and never reused by another run (another server, other keys).
process.env.SCOUT_E2E_RUN ??= `${port}-${crypto.randomUUID()}`;

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
    // Recording a trace costs every test a fifth of its time or more on the 2-core CI machine
    // (screenshots and DOM snapshots of every step). On CI, where a failed test runs again, only the
    // second attempt records one; locally, with no retry, every test records and keeps a failure's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
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
