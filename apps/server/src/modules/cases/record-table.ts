/**
 * The SQL of a case record table as the framework needs it (issue 25 item 1): the columns every
 * case table has (case-module.ts `CaseTable`; Drizzle's side is db/schema/record-columns.ts
 * `patientColumn` + `deletionAndStamps`) and the two triggers every record table carries, calling
 * the migrations' own functions: the live notice of each committed change (`announce_record_change`,
 * migration 0023, which the change feed LISTENs for) and the table's change count
 * (`count_table_change`, migration 0028, which the lists' conditional GET reads). A migration adding
 * an area's table writes the same statements; a test's sample area runs them (sample-area test).
 */

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not a table name: '${name}'`);
  return name;
}

/** The framework's columns of a case table, as SQL column definitions. */
export const RECORD_COLUMNS_SQL = [
  '"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY',
  '"patient_profile_id" integer NOT NULL REFERENCES "patient_profiles" ("id")',
  '"deleted_at" timestamp (3) with time zone',
  '"deleted_by" integer REFERENCES "users" ("id")',
  '"deletion_reason" text',
  '"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL',
  '"last_modified" timestamp (3) with time zone DEFAULT now() NOT NULL',
] as const;

/** The two triggers of a record table: its live notices and its change count. */
export function createRecordTriggersSql(tableName: string): string[] {
  const t = identifier(tableName);
  return [
    `CREATE CONSTRAINT TRIGGER "${t}_announce" AFTER INSERT OR UPDATE ON "${t}"
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION announce_record_change()`,
    `CREATE TRIGGER "${t}_count_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${t}"
      FOR EACH STATEMENT EXECUTE FUNCTION count_table_change()`,
  ];
}

/**
 * A whole record table: the framework's columns, the area's own (`columns`: SQL column
 * definitions) and the two triggers, one statement each.
 */
export function createRecordTableSql(tableName: string, columns: readonly string[]): string[] {
  const t = identifier(tableName);
  return [
    `CREATE TABLE "${t}" (\n  ${[...RECORD_COLUMNS_SQL, ...columns].join(',\n  ')}\n)`,
    ...createRecordTriggersSql(t),
  ];
}
