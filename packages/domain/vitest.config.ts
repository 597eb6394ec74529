import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure functions without I/O, mocks or global state: the files of a worker share one module graph
    // instead of importing it again per file (102 files: 15 s -> 3 s).
    isolate: false,
  },
});
