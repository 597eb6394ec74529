import { COUNTRY_SEARCH_MIN_LENGTH } from '../admin/jurisdiction.schema.ts';
import { STROKE_LIMITS } from '../stroke/limits.ts';

/**
 * VTIS limits: spec 3 §5.5, §9, and the limits VTIS shares with VST (paging, refresh, keyword
 * debounce, text lengths) from STROKE_LIMITS. Values outside a limit fail validation with a message
 * naming it; nothing is clamped.
 */
export const VTIS_LIMITS = {
  ...STROKE_LIMITS,
  // Spec 3 §5.4, §9: "Medicare number maximum 11" ("Cannot exceed 11 digits long").
  medicareNumberMaxDigits: 11,
  // Spec 3 §5.5, §9: country and language search from 3 characters, debounced 500 ms (the country
  // search of spec 1 §5 starts at the same length).
  countryLanguageSearchMinChars: COUNTRY_SEARCH_MIN_LENGTH,
  countryLanguageSearchDebounceMs: 500,
  // Spec 3 §9: VTIS text areas autosize from 3 rows (4 for the longer notes) to 10.
  textAreaMinRows: 3,
  notesMinRows: 4,
  textAreaMaxRows: 10,
  // SCOUT's own
  /** Medicare card number without the individual reference number (IRN): 10 digits (see stroke/medicare.ts). */
  medicareNumberMinDigits: 10,
  /** Names of the next of kin, as the patient profile's. */
  nokName: STROKE_LIMITS.name,
  /** Free-text clinical notes (history, findings, plan, comments). */
  clinicalText: STROKE_LIMITS.longText,
} as const;
