-- VST outpatient clinics (issue 14; spec 3 §3.3, §4.4, §7.1 /outpatient). One row per clinic with
-- each section `sectionsToUpdate` names as one JSONB value (as the VST consult, migration 0017),
-- and the columns the clinic list and the provider scope read copied out of the sections by the
-- same save. Soft delete with the reason kept. Plain DDL: runs on the embedded engine (PGlite)
-- and PostgreSQL alike.
CREATE TABLE "vst_clinics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vst_clinics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_profile_id" integer NOT NULL,
	"specialist_id" integer NOT NULL,
	"call_date_time" timestamp (3) with time zone NOT NULL,
	"referrer_information" jsonb NOT NULL,
	"patient_information" jsonb,
	"clinical_assessment_details" jsonb,
	"further_followup" jsonb,
	"referrer_hospital_id" integer NOT NULL,
	"patient_hospital_id" integer,
	"patient_hospital_urn" text,
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
ALTER TABLE "vst_clinics" ADD CONSTRAINT "vst_clinics_patient_profile_id_patient_profiles_id_fk" FOREIGN KEY ("patient_profile_id") REFERENCES "public"."patient_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vst_clinics" ADD CONSTRAINT "vst_clinics_specialist_id_users_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vst_clinics" ADD CONSTRAINT "vst_clinics_referrer_hospital_id_health_care_providers_id_fk" FOREIGN KEY ("referrer_hospital_id") REFERENCES "public"."health_care_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vst_clinics" ADD CONSTRAINT "vst_clinics_patient_hospital_id_health_care_providers_id_fk" FOREIGN KEY ("patient_hospital_id") REFERENCES "public"."health_care_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vst_clinics" ADD CONSTRAINT "vst_clinics_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vst_clinics_list" ON "vst_clinics" USING btree ("call_date_time","id") WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX "vst_clinics_patient" ON "vst_clinics" USING btree ("patient_profile_id");
