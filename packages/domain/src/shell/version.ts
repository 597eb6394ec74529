/** The product's displayed version and environment (spec 1 §1). */
export const APP_VERSION = '1.0.6498.1';
export const PRODUCT_SHORT_NAME = 'SCOUT';
export const PRODUCT_TITLE = 'SCOUT Clinical Coordination';
export const DEFAULT_ENVIRONMENT = 'Prod';

/** Version check cadence (spec 3 §9): every 15 s; after "Not yet", every 5 minutes. */
export const VERSION_CHECK_INTERVAL_MS = 15_000;
export const VERSION_CHECK_SNOOZED_INTERVAL_MS = 5 * 60_000;

/** Local-storage key of the dismissed new-version banner. */
export const DISMISSED_BANNER_STORAGE_KEY = 'scout.releaseBanner.dismissedVersion';
