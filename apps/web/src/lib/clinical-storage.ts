import { DISMISSED_BANNER_STORAGE_KEY } from '@scout/domain/shell/version';

/** What the browser's storage may keep after logout: nothing clinical (the dismissed version banner). */
const KEPT_AFTER_LOGOUT: ReadonlySet<string> = new Set([DISMISSED_BANNER_STORAGE_KEY]);

/**
 * Empties local and session storage of everything but KEPT_AFTER_LOGOUT (issue 15 item 2: nothing
 * clinical stays in the browser after logout): dashboard filters and pages (a search keyword can be
 * a patient's name or URN; the reperfusion register keeps its filters in local storage), and the
 * sign-in library's entries. Unsaved section edits are never kept in the browser: they are drafts
 * on the server (components/case-module/section-drafts.ts).
 */
export function clearClinicalStorage(
  stores: () => Storage[] = () => [window.localStorage, window.sessionStorage],
) {
  let all: Storage[];
  try {
    all = stores();
  } catch {
    return; // Storage unavailable (private mode, blocked): nothing was kept there either.
  }
  for (const store of all) {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key !== null && !KEPT_AFTER_LOGOUT.has(key)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  }
}
