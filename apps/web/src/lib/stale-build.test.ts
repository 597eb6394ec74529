import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleBuild, STALE_BUILD_RELOAD_GUARD_MS } from './stale-build.ts';

/** A window whose reload is observable (jsdom cannot reload); the page's real sessionStorage. */
function fakeWindow() {
  const reload = vi.fn();
  const win = Object.assign(new EventTarget(), {
    sessionStorage: window.sessionStorage,
    location: { reload },
  });
  return { win, reload };
}
const preloadError = () => new Event('vite:preloadError', { cancelable: true });

afterEach(() => window.sessionStorage.clear());

describe('a stale tab after a deploy', () => {
  it('reloads once when a chunk of its build is gone, and takes the error over', () => {
    const { win, reload } = fakeWindow();
    let time = 1_000_000;
    const remove = reloadOnStaleBuild(win, () => time);
    const first = preloadError();
    win.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    // Failing again right after the reload: no loop, the error is the page's to show.
    time += 1_000;
    const again = preloadError();
    win.dispatchEvent(again);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(again.defaultPrevented).toBe(false);
    // Much later (another deploy), it reloads again.
    time += STALE_BUILD_RELOAD_GUARD_MS;
    win.dispatchEvent(preloadError());
    expect(reload).toHaveBeenCalledTimes(2);
    remove();
    time += STALE_BUILD_RELOAD_GUARD_MS;
    win.dispatchEvent(preloadError());
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
