-- The VST consult search by patient name or URN (docs/performance.md "VST consults", keyword
-- search): it starts from the patients the name's words name (the patient search indexes of
-- migration 0015), then reads their consults from an index on the patient that carries the call
-- order and the columns the dashboard's other filters and the provider scope read (hospitals,
-- neurologist, closed flag), so it counts and sorts the matches without reading their wide rows.
-- A URN keyword matches the start of the consult's URN, case-insensitive: a range of the second
-- index. Before, the keyword's total tested a contains-match against every consult's patient
-- (120 ms per statement at 100,000 consults, 8.6 s p95 under 50 clients).
-- Plain DDL: runs on the embedded engine (PGlite) and PostgreSQL alike.
CREATE INDEX "vst_consults_patient_calls" ON "vst_consults" USING btree ("patient_profile_id","call_date_time","id") INCLUDE ("referrer_hospital_id","patient_hospital_id","specialist_id","is_active") WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX "vst_consults_urn" ON "vst_consults" USING btree (lower("patient_hospital_urn") text_pattern_ops) WHERE deleted_at IS NULL;
