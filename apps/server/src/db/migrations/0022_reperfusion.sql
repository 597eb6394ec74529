-- The reperfusion case register (issue 14 item 2 and 3; spec 3 §2.11, §3.7, §4.6, §4.9, §7.3).
-- `vst_reperfusion_cases`: one row per VST consult that is, or was, a reperfusion case, keyed by the
-- consult's id. The VST consult save keeps `is_case` (domain reperfusion/register.ts
-- `isReperfusionCase`: thrombolysed or ECR-related) and `destination_hospital_id` (register.ts
-- `destinationHospitalId`) in step; the register's own sections are JSONB values as the case
-- schema outputs them (after the clearing rules), with the director review status copied out for
-- the dashboard's filter. A consult that stops qualifying keeps its row (is_case false) so its
-- answers come back with it. The call time is the consult's (a consult save never changes it),
-- copied for the dashboard's order. Soft-delete columns are the case-module framework's; the case
-- follows its consult's deletion.
CREATE TABLE "vst_reperfusion_cases" (
	"id" integer PRIMARY KEY NOT NULL,
	"patient_profile_id" integer NOT NULL,
	"call_date_time" timestamp (3) with time zone NOT NULL,
	"is_case" boolean DEFAULT true NOT NULL,
	"destination_hospital_id" integer,
	"patient_information" jsonb,
	"imaging_details" jsonb,
	"reperfusion_case_discharge_summary" jsonb,
	"reperfusion_case_director_review" jsonb,
	"director_review_status" text DEFAULT 'Awaiting' NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"deleted_by" integer,
	"deletion_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vst_reperfusion_cases" ADD CONSTRAINT "vst_reperfusion_cases_id_vst_consults_id_fk" FOREIGN KEY ("id") REFERENCES "public"."vst_consults"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vst_reperfusion_cases" ADD CONSTRAINT "vst_reperfusion_cases_patient_profile_id_patient_profiles_id_fk" FOREIGN KEY ("patient_profile_id") REFERENCES "public"."patient_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vst_reperfusion_cases" ADD CONSTRAINT "vst_reperfusion_cases_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vst_reperfusion_cases_register" ON "vst_reperfusion_cases" USING btree ("call_date_time","id") WHERE is_case AND deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX "vst_reperfusion_cases_patient" ON "vst_reperfusion_cases" USING btree ("patient_profile_id");
--> statement-breakpoint
-- Patient notes (§3.8, §4.9, §7.3): a note of a patient profile, an application and a record of it
-- (foreign_id: the reperfusion case's id). Each edit keeps the text it replaced in
-- `patient_note_edits` (editHistory: editedAt, editedBy, content).
CREATE TABLE "patient_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_profile_id" integer NOT NULL,
	"application" text NOT NULL,
	"foreign_id" integer NOT NULL,
	"content" text NOT NULL,
	"metadata_json" text,
	"created_by" integer NOT NULL,
	"created_on" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_notes" ADD CONSTRAINT "patient_notes_patient_profile_id_patient_profiles_id_fk" FOREIGN KEY ("patient_profile_id") REFERENCES "public"."patient_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_notes" ADD CONSTRAINT "patient_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_notes_record" ON "patient_notes" USING btree ("application","foreign_id","created_on");
--> statement-breakpoint
CREATE INDEX "patient_notes_patient" ON "patient_notes" USING btree ("patient_profile_id");
--> statement-breakpoint
CREATE TABLE "patient_note_edits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_note_edits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"note_id" integer NOT NULL,
	"edited_by" integer NOT NULL,
	"edited_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_note_edits" ADD CONSTRAINT "patient_note_edits_note_id_patient_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."patient_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_note_edits" ADD CONSTRAINT "patient_note_edits_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_note_edits_note" ON "patient_note_edits" USING btree ("note_id","id");
--> statement-breakpoint
-- Backfill: the consults already saved that the register rule admits (register.ts
-- `isReperfusionCase`, written once more in SQL for this one statement: tPA administered Yes, or
-- the ECR-related flag of §4.6), with their destination hospital (`destinationHospitalId`: the
-- accepting ECR hospital when ECR-related, else the patient's hospital). From here on the consult
-- save keeps the rows with the domain rule itself.
INSERT INTO "vst_reperfusion_cases" ("id", "patient_profile_id", "call_date_time", "is_case", "destination_hospital_id")
SELECT c.id, c.patient_profile_id, c.call_date_time, true,
	CASE WHEN f.ecr THEN
		CASE WHEN jsonb_typeof(c.reperfusion_therapies_details -> 'acceptingHospitalForECR') = 'number'
			THEN (c.reperfusion_therapies_details ->> 'acceptingHospitalForECR')::integer END
	ELSE
		CASE WHEN jsonb_typeof(c.patient_information -> 'patientHospitalId') = 'number'
			THEN (c.patient_information ->> 'patientHospitalId')::integer END
	END
FROM "vst_consults" c
CROSS JOIN LATERAL (SELECT
	coalesce(c.reperfusion_therapies_details ->> 'patientRecommendedForECR' = 'Yes' AND (
		c.reperfusion_therapies_details ->> 'patientAcceptedForECR' = 'Yes'
		OR (c.reperfusion_therapies_details ->> 'patientAcceptedForECR' = 'No'
			AND (c.reperfusion_therapies_details ->> 'furtherECRReferralUndertaken') IS DISTINCT FROM 'No'
			AND c.reperfusion_therapies_details ->> 'secondaryECRReferralAccepted' = 'Yes')), false) AS ecr
) f
WHERE c.deleted_at IS NULL
	AND (c.reperfusion_therapies_details ->> 'tpaAdministered' = 'Yes' OR f.ecr);
