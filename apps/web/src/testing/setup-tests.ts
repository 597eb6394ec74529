import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installAntdTestStyles } from './antd-test-styles.ts';

/**
 * Runs before each test file. The files of a worker share one happy-dom window and the libraries
 * they import (vitest.config.ts, isolate: false), so each file first gets what a fresh worker would
 * give it: the app's own modules evaluated afresh (their module state: the boot promise, toasts,
 * live events, the service time zone), an empty document body, empty storage, the start URL and
 * no title. Libraries (React, antd, ...) stay loaded: they are what made a file slow to start.
 */
const START_URL = Symbol.for('scout.test.startUrl');
const windowState = globalThis as typeof globalThis & { [START_URL]?: string };
if (windowState[START_URL] === undefined) {
  windowState[START_URL] = window.location.href;
  // Once per window: antd's visibility rules (a second copy would only slow style computation).
  installAntdTestStyles();
} else {
  vi.resetModules();
  document.body.replaceChildren();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', windowState[START_URL]);
  document.title = '';
}

// findBy*/waitFor wait for a state of the page, not for a time: on the 2-core CI machine, with the
// server suites running beside them, a large section's save (the Telehealth consultation's seven
// sub-sections validated on submit) has taken over the library's 1 s default before its toast
// showed. 3 s keeps a missing state a failure well inside vitest's 5 s per test.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  document.title = '';
});
