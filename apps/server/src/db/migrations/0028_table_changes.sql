-- Cheap, exact versions for polled lists (issue 27): every committed statement that writes a table
-- adds one to that table's change count, in the same transaction (a statement-level trigger), so a
-- dashboard's 304 can be answered from the counts of the tables its page reads instead of running
-- the page's query (modules/cases/list-version.ts `tablesVersion`). The counts only grow and are
-- committed with the change they count: a reader that sees a count sees the change, and every
-- committed change (insert, update, delete, truncate) raises the sum of the counts it touched.
-- The counts of one table are spread over 16 slots (the writer's backend pid modulo 16), so
-- concurrent writers of one table seldom wait on the same row lock; a version is the sum of the
-- slots. Every table gets the trigger but the append-only audit log, the identity provider's
-- sessions and the sign-in throttle, which no list shows; a table created later adds its own
-- (list-version.test.ts checks each list's tables carry it).
CREATE TABLE table_changes (
  table_name text NOT NULL,
  slot smallint NOT NULL,
  changes bigint NOT NULL,
  PRIMARY KEY (table_name, slot)
);
--> statement-breakpoint
CREATE FUNCTION count_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_changes AS c (table_name, slot, changes)
    VALUES (TG_TABLE_NAME, pg_backend_pid() % 16, 1)
    ON CONFLICT (table_name, slot) DO UPDATE SET changes = c.changes + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND c.relname NOT IN ('table_changes', 'audit_events', 'oidc_payloads', 'sign_in_throttle')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION count_table_change()',
      t || '_count_changes', t);
  END LOOP;
END
$$;
