import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { filesThatMockModules, oneAntd, webTest } from './vitest.config.ts';

/** The web test files that mock modules (vitest.config.ts), each in a fresh worker as vitest does by default. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: oneAntd },
  test: { ...webTest, name: 'web-isolated', include: filesThatMockModules(), isolate: true },
});
