-- The VST dashboard index carries the columns the consult search filters on (issue 12 benchmark,
-- docs/performance.md "VST consults"): the referring and patient hospitals (the hospital filter
-- and the provider scope), the patient (the join of a name search) and the URN (the keyword). The
-- search's total then counts from the index alone (an index-only scan) instead of reading every
-- wide consult row: 386 ms to 32 ms for a hospital's total at 100,000 consults on PostgreSQL.
-- Plain DDL: runs on the embedded engine (PGlite) and PostgreSQL alike.
DROP INDEX IF EXISTS "vst_consults_dashboard";
--> statement-breakpoint
CREATE INDEX "vst_consults_dashboard" ON "vst_consults" USING btree ("call_date_time","id") INCLUDE ("referrer_hospital_id","patient_hospital_id","patient_profile_id","patient_hospital_urn") WHERE deleted_at IS NULL;
