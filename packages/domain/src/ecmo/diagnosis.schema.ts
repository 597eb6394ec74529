import { z } from 'zod';
import { dbId } from '../api/ids.ts';
import { optionalId, optionalText, requiredId } from '../cases/schema-helpers.ts';
import { ECMO_LIMITS as L } from './limits.ts';
import { ECMO_MESSAGES as M } from './messages.ts';

/** Lookups of spec 2 §3.2 (GET /api/ecmo/ecmoprimaryorganfailures, ...). */
export const lookupSchema = z.object({ id: z.number().int(), name: z.string() });
export type Lookup = z.infer<typeof lookupSchema>;
export const diagnosisCategorySchema = lookupSchema.extend({ primaryOrganFailureId: z.number().int() });
export type DiagnosisCategory = z.infer<typeof diagnosisCategorySchema>;

/**
 * Diagnosis (spec 2 §3.2, §5.2). Primary organ failure is required; categories and secondary
 * diagnoses are lookup ids. Whether the category belongs to the failure needs the lookups, so the
 * service checks it with `isDiagnosisCategoryAllowed` (clinical-rules.ts).
 */
export const diagnosisSchema = z.object({
  primaryOrganFailureId: requiredId,
  diagnosisCategoryId: optionalId,
  secondaryDiagnosisIds: z
    .array(dbId())
    .nullish()
    .transform((v) => v ?? [])
    .refine((ids) => new Set(ids).size === ids.length, M.duplicateChoice),
  clinicalHistory: optionalText(L.longText),
  pastHistory: optionalText(L.longText),
  previousMedications: optionalText(L.longText),
  allergies: optionalText(L.longText),
});
export type DiagnosisInput = z.input<typeof diagnosisSchema>;
export type Diagnosis = z.output<typeof diagnosisSchema>;
