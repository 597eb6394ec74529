import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Databases prepared once per run, copied by every test file's server (src/test/global-setup.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // Each test file starts its own server on its own database copy and closes it; the files of a
    // worker share the imported modules (no mocks, no environment changes, no module state that a
    // server does not own), which saves importing the whole app again per file (~4 s each).
    isolate: false,
    // Each test file starts its own server and embedded database; sign-ins hash with argon2.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
