import { z } from 'zod';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from '../cases/dates.ts';
import {
  type AddIssue,
  ALWAYS,
  isBlank,
  issueAdder,
  optionalId,
  optionalNumber,
  optionalPastDateTime,
  optionalText,
  requireWhen,
} from '../cases/schema-helpers.ts';
import { ECMO_LIMITS as L } from './limits.ts';

/**
 * The numeric investigations of spec 2 §3.2 in form order, with the label and unit the web shows.
 * Units are SCOUT's (Australian SI units as pathology reports them), pending the service's
 * confirmation; every value is at least 0 (spec 2 §5.2).
 */
export const INVESTIGATION_FIELDS = [
  { key: 'bilirubin', label: 'Bilirubin', unit: 'µmol/L' },
  { key: 'alt', label: 'ALT', unit: 'U/L' },
  { key: 'ast', label: 'AST', unit: 'U/L' },
  { key: 'dDimer', label: 'D-Dimer', unit: 'mg/L FEU' },
  { key: 'fibrinogen', label: 'Fibrinogen', unit: 'g/L' },
  { key: 'antiXa', label: 'Anti-Xa', unit: 'U/mL' },
  { key: 'plasmaFreeHb', label: 'Plasma free Hb', unit: 'mg/L' },
  { key: 'hb', label: 'Hb', unit: 'g/L' },
  { key: 'wcc', label: 'WCC', unit: '×10⁹/L' },
  { key: 'plat', label: 'Platelets', unit: '×10⁹/L' },
  { key: 'aptt', label: 'APTT', unit: 's' },
  { key: 'inr', label: 'INR', unit: '' },
  { key: 'na', label: 'Na', unit: 'mmol/L' },
  { key: 'k', label: 'K', unit: 'mmol/L' },
  { key: 'urea', label: 'Urea', unit: 'mmol/L' },
  { key: 'creatinine', label: 'Creatinine', unit: 'µmol/L' },
  { key: 'egfr', label: 'eGFR', unit: 'mL/min/1.73m²' },
  { key: 'cl', label: 'Cl', unit: 'mmol/L' },
  { key: 'trop1', label: 'Troponin 1', unit: 'ng/L' },
  { key: 'trop2', label: 'Troponin 2', unit: 'ng/L' },
  { key: 'gluc', label: 'Glucose', unit: 'mmol/L' },
  { key: 'lactate', label: 'Lactate', unit: 'mmol/L' },
  { key: 'crp', label: 'CRP', unit: 'mg/L' },
  { key: 'bic', label: 'Bicarbonate', unit: 'mmol/L' },
  { key: 'ca', label: 'Ca', unit: 'mmol/L' },
  { key: 'mg', label: 'Mg', unit: 'mmol/L' },
  { key: 'po4', label: 'PO4', unit: 'mmol/L' },
] as const;
export type InvestigationValueKey = (typeof INVESTIGATION_FIELDS)[number]['key'];

/** Every field whose value makes the investigation date required. */
export const INVESTIGATION_VALUE_FIELDS = [
  ...INVESTIGATION_FIELDS.map((f) => f.key),
  'trop1Time',
  'trop2Time',
  'ecgImagingNote',
] as const;

const valueShape = Object.fromEntries(
  INVESTIGATION_FIELDS.map((f) => [f.key, optionalNumber({ min: 0 })]),
) as Record<InvestigationValueKey, ReturnType<typeof optionalNumber>>;

const investigationShape = (now: Now, timeZone: string) => ({
  id: optionalId,
  investigationDateAndTime: optionalPastDateTime(now, timeZone),
  ...valueShape,
  trop1Time: optionalPastDateTime(now, timeZone),
  trop2Time: optionalPastDateTime(now, timeZone),
  ecgImagingNote: optionalText(L.longText),
});

/** True when any investigation value (or troponin time or ECG/imaging note) has been entered. */
export function hasInvestigationData(entry: Partial<Record<string, unknown>> | null | undefined): boolean {
  return !!entry && INVESTIGATION_VALUE_FIELDS.some((f) => !isBlank(entry[f]));
}

/** Date required once any value is entered (spec 2 §5.2), and always for a committed entry. */
export function checkInvestigation(
  v: Partial<Record<string, unknown>>,
  add: AddIssue,
  mode: 'commit' | 'draft' = 'draft',
): void {
  const required = mode === 'commit' || hasInvestigationData(v);
  requireWhen(add, required, v.investigationDateAndTime, ['investigationDateAndTime']);
}

function build(mode: 'commit' | 'draft', now: Now, timeZone: string) {
  return z
    .object(investigationShape(now, timeZone))
    .superRefine((v, ctx) => checkInvestigation(v, issueAdder(ctx), mode), ALWAYS);
}

/** One investigation (spec 2 §3.2): commit and draft variants as for blood gases. */
export function makeInvestigationSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return build('commit', now, timeZone);
}
export function makeInvestigationDraftSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return build('draft', now, timeZone);
}
export const investigationSchema = makeInvestigationSchema();
export const investigationDraftSchema = makeInvestigationDraftSchema();
export type InvestigationInput = z.input<typeof investigationSchema>;
export type Investigation = z.output<typeof investigationSchema>;
