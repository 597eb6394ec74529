-- VST consults and follow-ups (issue 12; spec 3 §3.1, §3.2, §4.1, §7.1). One row per record with
-- each section `sectionsToUpdate` names as one JSONB value (as Telehealth), and the columns the
-- dashboard, the select-consult search and the provider scope read copied out of the sections by
-- the same save. A follow-up is its own record pointing at its consult. Each send of a record's
-- PDF to a hospital (fax, file share) is a row of vst_form_sends. Plain DDL: runs on the embedded
-- engine (PGlite) and PostgreSQL alike.
CREATE TABLE "vst_consults" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vst_consults_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_profile_id" integer NOT NULL,
	"call_taker_id" integer NOT NULL,
	"call_date_time" timestamp (3) with time zone NOT NULL,
	"schema_version" smallint,
	"referrer_information" jsonb NOT NULL,
	"patient_information" jsonb,
	"neurologist_information" jsonb,
	"clinical_presentation_information" jsonb,
	"imaging_details" jsonb,
	"diagnosis_details" jsonb,
	"reperfusion_therapies_details" jsonb,
	"technical_consultation_information" jsonb,
	"hospital_agreement_details" jsonb,
	"referrer_hospital_id" integer NOT NULL,
	"patient_hospital_id" integer,
	"patient_hospital_urn" text,
	"specialist_id" integer,
	"specialist_date_time" timestamp (3) with time zone,
	"referral_date_time" timestamp (3) with time zone,
	"stroke_type" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"closed_on" timestamp (3) with time zone,
	"deleted_at" timestamp (3) with time zone,
	"deleted_by" integer,
	"deletion_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vst_followups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vst_followups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vst_consult_id" integer NOT NULL,
	"patient_profile_id" integer NOT NULL,
	"call_taker_id" integer NOT NULL,
	"call_date_time" timestamp (3) with time zone NOT NULL,
	"referrer_information" jsonb NOT NULL,
	"patient_information" jsonb,
	"neurologist_information" jsonb,
	"followup_consultation_information" jsonb,
	"hospital_agreement_details" jsonb,
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
CREATE TABLE "vst_form_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vst_form_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"study_id" text NOT NULL,
	"hospital_id" integer,
	"destination" text,
	"sent_by" integer NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"result" text NOT NULL,
	"error" text,
	"outbound_message_id" bigint
);
--> statement-breakpoint
ALTER TABLE "vst_consults" ADD CONSTRAINT "vst_consults_patient_profile_id_patient_profiles_id_fk" FOREIGN KEY ("patient_profile_id") REFERENCES "public"."patient_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vst_consults" ADD CONSTRAINT "vst_consults_call_taker_id_users_id_fk" FOREIGN KEY ("call_taker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vst_consults" ADD CONSTRAINT "vst_consults_referrer_hospital_id_health_care_providers_id_fk" FOREIGN KEY ("referrer_hospital_id") REFERENCES "public"."health_care_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vst_consults" ADD CONSTRAINT "vst_consults_patient_hospital_id_health_care_providers_id_fk" FOREIGN KEY ("patient_hospital_id") REFERENCES "public"."health_care_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vst_consults" ADD CONSTRAINT "vst_consults_specialist_id_users_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vst_consults" ADD CONSTRAINT "vst_consults_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vst_followups" ADD CONSTRAINT "vst_followups_vst_consult_id_vst_consults_id_fk" FOREIGN KEY ("vst_consult_id") REFERENCES "public"."vst_consults"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vst_followups" ADD CONSTRAINT "vst_followups_patient_profile_id_patient_profiles_id_fk" FOREIGN KEY ("patient_profile_id") REFERENCES "public"."patient_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vst_followups" ADD CONSTRAINT "vst_followups_call_taker_id_users_id_fk" FOREIGN KEY ("call_taker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vst_followups" ADD CONSTRAINT "vst_followups_referrer_hospital_id_health_care_providers_id_fk" FOREIGN KEY ("referrer_hospital_id") REFERENCES "public"."health_care_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vst_followups" ADD CONSTRAINT "vst_followups_patient_hospital_id_health_care_providers_id_fk" FOREIGN KEY ("patient_hospital_id") REFERENCES "public"."health_care_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vst_followups" ADD CONSTRAINT "vst_followups_specialist_id_users_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vst_followups" ADD CONSTRAINT "vst_followups_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vst_form_sends" ADD CONSTRAINT "vst_form_sends_hospital_id_health_care_providers_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."health_care_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vst_form_sends" ADD CONSTRAINT "vst_form_sends_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vst_form_sends" ADD CONSTRAINT "vst_form_sends_outbound_message_id_outbound_messages_id_fk" FOREIGN KEY ("outbound_message_id") REFERENCES "public"."outbound_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vst_consults_dashboard" ON "vst_consults" USING btree ("call_date_time","id") WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX "vst_consults_closed" ON "vst_consults" USING btree ("call_date_time","id") WHERE is_active = false AND deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX "vst_consults_patient" ON "vst_consults" USING btree ("patient_profile_id");
--> statement-breakpoint
CREATE INDEX "vst_followups_consult" ON "vst_followups" USING btree ("vst_consult_id","id") WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX "vst_followups_patient" ON "vst_followups" USING btree ("patient_profile_id");
--> statement-breakpoint
CREATE INDEX "vst_form_sends_record" ON "vst_form_sends" USING btree ("record_type","record_id","sent_at");
