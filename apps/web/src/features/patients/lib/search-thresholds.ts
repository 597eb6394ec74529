import { PROVIDER_SEARCH_MIN_LENGTH } from '@scout/domain/admin/health-care-provider.schema';
import { COUNTRY_SEARCH_MIN_LENGTH } from '@scout/domain/admin/jurisdiction.schema';
import { PATIENT_LIMITS } from '@scout/domain/patients/limits';

/** Spec 1 §5 and §9: where each search starts, and the one debounce for all of them. */
export const SEARCH_DEBOUNCE_MS = PATIENT_LIMITS.searchDebounceMs;
export const PATIENT_SEARCH_MIN_CHARS = PATIENT_LIMITS.searchMinChars;
export const ADDRESS_SEARCH_MIN_CHARS = PATIENT_LIMITS.addressSearchMinChars;
export const PROVIDER_SEARCH_MIN_CHARS = PROVIDER_SEARCH_MIN_LENGTH;
export const COUNTRY_SEARCH_MIN_CHARS = COUNTRY_SEARCH_MIN_LENGTH;
