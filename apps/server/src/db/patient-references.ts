/**
 * Tables that point at a patient profile: the case framework registers every area's here
 * (modules/cases/register.ts) and the patient merge (modules/patients/merge.service.ts) reads
 * them, so neither module imports the other.
 * A merge moves every registered reference from the duplicate (source) profile to the surviving
 * (target) profile inside the merge's transaction:
 * `UPDATE <table> SET <column> = target WHERE <column> = source`.
 *
 * Case modules register their case tables explicitly at start-up, never as an import side
 * effect: `registerCaseModules` (modules/cases/register.ts, called from app.ts) registers each
 * module's case table (`ecmo_cases`, `telehealth_cases`) and any `patientReferences` it declares.
 *
 * The registry always holds the cross-module presentations index. URNs and previous
 * addresses are not references in this sense: the merge resolves them itself.
 */
export interface PatientReference {
  /** Table name as created by the migration (snake_case). */
  table: string;
  /** Integer column holding patient_profiles.id. */
  column: string;
}

const references: PatientReference[] = [{ table: 'presentations', column: 'patient_profile_id' }];

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Registers a reference; returns a function that removes it again (tests). */
export function registerPatientReference(ref: PatientReference): () => void {
  if (!IDENTIFIER.test(ref.table) || !IDENTIFIER.test(ref.column)) {
    throw new Error(`Invalid patient reference ${ref.table}.${ref.column}`);
  }
  const exists = references.some((r) => r.table === ref.table && r.column === ref.column);
  if (!exists) references.push(ref);
  return () => {
    const i = references.findIndex((r) => r.table === ref.table && r.column === ref.column);
    if (i >= 0 && !exists) references.splice(i, 1);
  };
}

export function patientReferences(): readonly PatientReference[] {
  return references;
}
