import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // A component journey (an ECMO observation typed field by field, a case saved section by
    // section) takes 4-7 s on a two-core CI machine that runs the server suite beside it; the
    // default 5 s failed such tests on load alone. Speed is measured by the benchmarks, not here.
    testTimeout: 15_000,
  },
});
