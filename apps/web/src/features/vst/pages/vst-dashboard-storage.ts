/**
 * Session storage keys of the VST dashboard (spec 3 §2.2, §9: the names are SCOUT's):
 * `scout.vst.dashboard.filters` holds { keyword, hospitalId, neurologistId, fromDate, toDate }
 * and `scout.vst.dashboard.page` holds { pageNumber, pageSize }. Its own module: the export pages
 * read the filters without loading the dashboard (issue 15 item 5, the area budgets).
 */
export const VST_DASHBOARD_STORAGE_KEY = 'scout.vst.dashboard';
