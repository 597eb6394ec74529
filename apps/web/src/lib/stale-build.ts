/**
 * A tab opened before a deploy still runs the old build: when it first needs one of that build's
 * lazily loaded chunks, the server no longer has it and answers 404 (server plugins/web-app.ts,
 * never the app's HTML), the import fails and Vite announces `vite:preloadError`. The page then
 * reloads once, onto the new build, instead of showing a broken screen. A second failure soon after
 * a reload is left to the page's own error handling (no reload loop when a chunk is truly missing).
 */
export const STALE_BUILD_RELOAD_GUARD_MS = 10_000;
const RELOADED_AT = 'scout.staleBuildReloadedAt';

type Win = Pick<Window, 'addEventListener' | 'removeEventListener' | 'sessionStorage'> & {
  location: Pick<Location, 'reload'>;
};

/** Installs the reload; returns its removal. */
export function reloadOnStaleBuild(win: Win = window, now: () => number = Date.now): () => void {
  const onPreloadError = (event: Event) => {
    const last = Number(win.sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (now() - last < STALE_BUILD_RELOAD_GUARD_MS) return;
    win.sessionStorage.setItem(RELOADED_AT, String(now()));
    event.preventDefault();
    win.location.reload();
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => win.removeEventListener('vite:preloadError', onPreloadError);
}
