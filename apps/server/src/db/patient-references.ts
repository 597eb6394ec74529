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
 * Each app holds its own list (`PatientReferences`, in ModuleDeps); it always holds the
 * cross-module presentations index. URNs and previous
 * addresses are not references in this sense: the merge resolves them itself.
 */
export interface PatientReference {
  /** Table name as created by the migration (snake_case). */
  table: string;
  /** Integer column holding patient_profiles.id. */
  column: string;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * One app's patient references (app.ts makes one and hands it to the modules in ModuleDeps): a
 * server owns the list, so two apps in one process (tests) never see each other's tables.
 */
export class PatientReferences {
  private readonly references: PatientReference[] = [
    { table: 'presentations', column: 'patient_profile_id' },
  ];

  /** Registers a reference; returns a function that removes it again (tests). */
  register(ref: PatientReference): () => void {
    if (!IDENTIFIER.test(ref.table) || !IDENTIFIER.test(ref.column)) {
      throw new Error(`Invalid patient reference ${ref.table}.${ref.column}`);
    }
    const same = (r: PatientReference) => r.table === ref.table && r.column === ref.column;
    const exists = this.references.some(same);
    if (!exists) this.references.push(ref);
    return () => {
      const i = this.references.findIndex(same);
      if (i >= 0 && !exists) this.references.splice(i, 1);
    };
  }

  list(): readonly PatientReference[] {
    return this.references;
  }
}
