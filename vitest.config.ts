import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One test file per core (issue 11: CI time). Vitest's default keeps a core for itself (cores - 1),
    // which on the two-core CI machine ran every file one after the other on one core.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      'packages/domain/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      // The web test files that mock modules, isolated (apps/web/vitest.config.ts).
      'apps/web/vitest.isolated.config.ts',
    ],
  },
});
