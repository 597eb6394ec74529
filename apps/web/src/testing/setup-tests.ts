import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installAntdTestStyles } from './antd-test-styles.ts';

installAntdTestStyles();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  document.title = '';
});
