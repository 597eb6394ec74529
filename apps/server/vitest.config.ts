import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One migrated database per run, copied by every test file's server (src/test/global-setup.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // Each test file starts its own server and embedded database; sign-ins hash with argon2.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
