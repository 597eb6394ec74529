import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { shellToast } from '../components/shell-ui/shell-toast.tsx';
import { installAntdTestStyles } from './antd-test-styles.ts';

installAntdTestStyles();

// findBy*/waitFor wait for a state of the page, not for a time: on the 2-core CI machine, with the
// server suites running beside them, a large section's save (the Telehealth consultation's seven
// sub-sections validated on submit) has taken over the library's 1 s default before its toast
// showed. 3 s keeps a missing state a failure well inside vitest's 5 s per test.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  // The toasts of pages without antd live in a module-level list: none carries over to the next test.
  shellToast.destroyAll();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  document.title = '';
});
