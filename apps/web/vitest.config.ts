import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const TESTS = 'src/**/*.test.{ts,tsx}';

/**
 * Test files that replace a module with vi.mock (or vi.doMock). Such a replacement is registered for
 * the worker, not the file, so these files run isolated (project web-isolated below): otherwise a
 * later file of the same worker would import the stub instead of the real module. A file that says
 * `vitest-isolate` in a comment (with its reason) runs isolated too.
 */
export function filesThatMockModules(): string[] {
  return fs
    .readdirSync(path.join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) =>
      /\bvi\.(do)?[mM]ock\(|vitest-isolate/.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
}

/** The settings both web projects share (happy-dom, React, the setup file, time-outs). */
export const webTest = {
  environment: 'happy-dom',
  setupFiles: ['./src/testing/setup-tests.ts'],
  // A component journey (an ECMO observation typed field by field, a case saved section by
  // section) takes 4-7 s on a two-core CI machine that runs the server suite beside it; the
  // default 5 s failed such tests on load alone. Speed is measured by the benchmarks, not here.
  testTimeout: 15_000,
};

/**
 * The app imports antd per component (`antd/es/app`, issue 26: the main menu loads only what it
 * shows) and also through its index (`antd`). The build resolves both to antd's ES modules, one
 * instance; Node (which loads libraries for the tests) resolves `antd` to its CommonJS build, so the
 * `es` paths would be a second antd with its own React contexts (App's message and modal, the
 * theme) and a page's `App.useApp()` would not see the providers. The tests take the CommonJS build
 * for both spellings: one antd, as in the browser.
 */
export const oneAntd = [{ find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }];

export default defineConfig({
  root,
  plugins: [react()],
  resolve: { alias: oneAntd },
  test: {
    ...webTest,
    name: 'web',
    include: [TESTS],
    exclude: filesThatMockModules(),
    // The files of a worker share the libraries they import (React, antd, ...: importing them again
    // per file was two thirds of this suite's time) and one happy-dom window. What a file could leave
    // behind is reset between files by src/testing/setup-tests.ts: the app's own modules are
    // evaluated afresh for each file (their module state: boot, toasts, live events, time zone),
    // and the document, storage and URL start empty. Files that mock modules run isolated.
    isolate: false,
  },
});
