import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The scale-out proof (issue 15 item 4): two SCOUT processes on one PostgreSQL database, started by
 * the spec itself (no webServer). It needs a PostgreSQL server, so it runs beside the server suite's
 * PostgreSQL pass in .ci/run (`npm run test:scale-out`), not in `npm test` (the embedded engine is
 * one process by design: docs/operations.md).
 */
export default defineConfig({
  ...base,
  testDir: './scale-out',
  workers: 1,
  webServer: undefined,
  use: { ...base.use, baseURL: undefined },
});
