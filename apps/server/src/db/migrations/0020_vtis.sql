-- VTIS consults, follow-ups and hospital documentation (issue 13; spec 3 §3.4 to §3.6, §4.1, §4.7,
-- §7.2). The design of VST (0017 to 0019): one row per record with each section `sectionsToUpdate`
-- names as one JSONB value, and the columns the dashboard, the keyword search, the provider scope
-- and the AuSCR export read copied out of the sections by the same save. A VTIS consult keeps the
-- VST consult that referred it automatically (one live VTIS consult per VST consult) and its decline
-- (who, when, why). The hospital documentation is keyed by its consult's id. The dashboard indexes
-- carry the filtered columns as VST's do (index-only totals, name search from the patient). Sends of
-- a record's PDF (fax, file share) are rows of vst_form_sends with the VTIS record types.
-- Plain DDL: runs on the embedded engine (PGlite) and PostgreSQL alike.
CREATE TABLE "vtis_consults" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vtis_consults_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_profile_id" integer NOT NULL,
	"call_taker_id" integer NOT NULL,
	"call_date_time" timestamp (3) with time zone NOT NULL,
	"vst_consult_id" integer,
	"referrer_information" jsonb NOT NULL,
	"patient_information" jsonb,
	"patient_history" jsonb,
	"neurologist_information" jsonb,
	"imaging_details" jsonb,
	"diagnosis_details" jsonb,
	"recommended_management" jsonb,
	"technical_consultation_information" jsonb,
	"referrer_hospital_id" integer NOT NULL,
	"patient_hospital_id" integer,
	"patient_hospital_urn" text,
	"specialist_id" integer,
	"specialist_date_time" timestamp (3) with time zone,
	"referral_date_time" timestamp (3) with time zone,
	"stroke_type" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"closed_on" timestamp (3) with time zone,
	"is_pending" boolean DEFAULT true NOT NULL,
	"declined_at" timestamp (3) with time zone,
	"declined_by" integer,
	"reason_for_declining" text,
	"other_reason_for_declining" text,
	"deleted_at" timestamp (3) with time zone,
	"deleted_by" integer,
	"deletion_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vtis_followups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vtis_followups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vtis_consult_id" integer NOT NULL,
	"patient_profile_id" integer NOT NULL,
	"call_taker_id" integer NOT NULL,
	"call_date_time" timestamp (3) with time zone NOT NULL,
	"referrer_information" jsonb NOT NULL,
	"patient_information" jsonb,
	"neurologist_information" jsonb,
	"followup_consultation_information" jsonb,
	"referrer_hospital_id" integer NOT NULL,
	"patient_hospital_id" integer,
	"patient_hospital_urn" text,
	"specialist_id" integer,
	"specialist_date_time" timestamp (3) with time zone,
	"referral_date_time" timestamp (3) with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"closed_on" timestamp (3) with time zone,
	"deleted_at" timestamp (3) with time zone,
	"deleted_by" integer,
	"deletion_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vtis_hospital_documentation" (
	"id" integer PRIMARY KEY NOT NULL,
	"patient_profile_id" integer NOT NULL,
	"admission_details" jsonb,
	"clinical_information" jsonb,
	"secondary_prevention" jsonb,
	"discharge_information" jsonb,
	"hospital_admission_date" date,
	"hospital_discharge_date" date,
	"closed_on" timestamp (3) with time zone,
	"closed_by" integer,
	"deleted_at" timestamp (3) with time zone,
	"deleted_by" integer,
	"deletion_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vtis_consults" ADD CONSTRAINT "vtis_consults_patient_profile_id_patient_profiles_id_fk" FOREIGN KEY ("patient_profile_id") REFERENCES "public"."patient_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtis_consults" ADD CONSTRAINT "vtis_consults_call_taker_id_users_id_fk" FOREIGN KEY ("call_taker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtis_consults" ADD CONSTRAINT "vtis_consults_vst_consult_id_vst_consults_id_fk" FOREIGN KEY ("vst_consult_id") REFERENCES "public"."vst_consults"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtis_consults" ADD CONSTRAINT "vtis_consults_referrer_hospital_id_health_care_providers_id_fk" FOREIGN KEY ("referrer_hospital_id") REFERENCES "public"."health_care_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtis_consults" ADD CONSTRAINT "vtis_consults_patient_hospital_id_health_care_providers_id_fk" FOREIGN KEY ("patient_hospital_id") REFERENCES "public"."health_care_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtis_consults" ADD CONSTRAINT "vtis_consults_specialist_id_users_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtis_consults" ADD CONSTRAINT "vtis_consults_declined_by_users_id_fk" FOREIGN KEY ("declined_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtis_consults" ADD CONSTRAINT "vtis_consults_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtis_followups" ADD CONSTRAINT "vtis_followups_vtis_consult_id_vtis_consults_id_fk" FOREIGN KEY ("vtis_consult_id") REFERENCES "public"."vtis_consults"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtis_followups" ADD CONSTRAINT "vtis_followups_patient_profile_id_patient_profiles_id_fk" FOREIGN KEY ("patient_profile_id") REFERENCES "public"."patient_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtis_followups" ADD CONSTRAINT "vtis_followups_call_taker_id_users_id_fk" FOREIGN KEY ("call_taker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtis_followups" ADD CONSTRAINT "vtis_followups_referrer_hospital_id_health_care_providers_id_fk" FOREIGN KEY ("referrer_hospital_id") REFERENCES "public"."health_care_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtis_followups" ADD CONSTRAINT "vtis_followups_patient_hospital_id_health_care_providers_id_fk" FOREIGN KEY ("patient_hospital_id") REFERENCES "public"."health_care_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtis_followups" ADD CONSTRAINT "vtis_followups_specialist_id_users_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtis_followups" ADD CONSTRAINT "vtis_followups_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtis_hospital_documentation" ADD CONSTRAINT "vtis_hospital_documentation_id_vtis_consults_id_fk" FOREIGN KEY ("id") REFERENCES "public"."vtis_consults"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtis_hospital_documentation" ADD CONSTRAINT "vtis_hospital_documentation_patient_profile_id_patient_profiles_id_fk" FOREIGN KEY ("patient_profile_id") REFERENCES "public"."patient_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtis_hospital_documentation" ADD CONSTRAINT "vtis_hospital_documentation_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vtis_hospital_documentation" ADD CONSTRAINT "vtis_hospital_documentation_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vtis_consults_dashboard" ON "vtis_consults" USING btree ("call_date_time","id") INCLUDE ("referrer_hospital_id","patient_hospital_id","patient_profile_id","patient_hospital_urn") WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX "vtis_consults_patient_calls" ON "vtis_consults" USING btree ("patient_profile_id","call_date_time","id") INCLUDE ("referrer_hospital_id","patient_hospital_id","specialist_id","is_active") WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX "vtis_consults_urn" ON "vtis_consults" USING btree (lower("patient_hospital_urn") text_pattern_ops) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "vtis_consults_vst_consult" ON "vtis_consults" USING btree ("vst_consult_id") WHERE vst_consult_id IS NOT NULL AND deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX "vtis_followups_consult" ON "vtis_followups" USING btree ("vtis_consult_id","id") WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX "vtis_followups_patient" ON "vtis_followups" USING btree ("patient_profile_id");
--> statement-breakpoint
CREATE INDEX "vtis_hospital_documentation_patient" ON "vtis_hospital_documentation" USING btree ("patient_profile_id");
--> statement-breakpoint
CREATE INDEX "vtis_hospital_documentation_admission" ON "vtis_hospital_documentation" USING btree ("hospital_admission_date","id") WHERE deleted_at IS NULL;
