CREATE TABLE "ecmo_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ecmo_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_profile_id" integer NOT NULL,
	"call_taker_id" integer NOT NULL,
	"call_date_time" timestamp (3) with time zone NOT NULL,
	"referrer_first_name" text NOT NULL,
	"referrer_last_name" text NOT NULL,
	"referrer_position" text NOT NULL,
	"referrer_contact_number" text NOT NULL,
	"referrer_hospital_id" integer NOT NULL,
	"referrer_hospital_unit" text NOT NULL,
	"referrer_hospital_address" text,
	"referrer_email_address" text,
	"patient_hospital_information" jsonb,
	"clinical_details" jsonb,
	"ecmo_details" jsonb,
	"conclusion" jsonb,
	"ecmo_status" text,
	"ecmo_mode" text,
	"ecmo_device" text,
	"ecmo_start_date" timestamp (3) with time zone,
	"decannulation_date_time" timestamp (3) with time zone,
	"diagnosis_category_id" integer,
	"patient_hospital_id" integer,
	"infectious_risk" boolean,
	"closed_on" timestamp (3) with time zone,
	"deleted_at" timestamp (3) with time zone,
	"deleted_by" integer,
	"deletion_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecmo_clinical_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ecmo_clinical_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"committed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"committed_by" integer
);
--> statement-breakpoint
CREATE TABLE "ecmo_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ecmo_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ecmo_item_type_id" integer NOT NULL,
	"circuit_type_id" integer,
	"current_location_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"expiry" date,
	"ecmo_item_brand_id" integer,
	"serial_number" text,
	"status_id" integer NOT NULL,
	"date_primed" date,
	"prime_expiry_date" date,
	"remarks" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecmo_lookups" (
	"list" text NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"primary_organ_failure_id" integer,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "ecmo_lookups_list_id_pk" PRIMARY KEY("list","id")
);
--> statement-breakpoint
ALTER TABLE "ecmo_cases" ADD CONSTRAINT "ecmo_cases_patient_profile_id_patient_profiles_id_fk" FOREIGN KEY ("patient_profile_id") REFERENCES "public"."patient_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecmo_cases" ADD CONSTRAINT "ecmo_cases_call_taker_id_users_id_fk" FOREIGN KEY ("call_taker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecmo_cases" ADD CONSTRAINT "ecmo_cases_referrer_hospital_id_health_care_providers_id_fk" FOREIGN KEY ("referrer_hospital_id") REFERENCES "public"."health_care_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecmo_cases" ADD CONSTRAINT "ecmo_cases_patient_hospital_id_health_care_providers_id_fk" FOREIGN KEY ("patient_hospital_id") REFERENCES "public"."health_care_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecmo_cases" ADD CONSTRAINT "ecmo_cases_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecmo_clinical_entries" ADD CONSTRAINT "ecmo_clinical_entries_case_id_ecmo_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."ecmo_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecmo_clinical_entries" ADD CONSTRAINT "ecmo_clinical_entries_committed_by_users_id_fk" FOREIGN KEY ("committed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecmo_items" ADD CONSTRAINT "ecmo_items_current_location_id_health_care_providers_id_fk" FOREIGN KEY ("current_location_id") REFERENCES "public"."health_care_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ecmo_cases_open" ON "ecmo_cases" USING btree ("created_at") WHERE closed_on IS NULL AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "ecmo_cases_archive" ON "ecmo_cases" USING btree ("closed_on") WHERE closed_on IS NOT NULL AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "ecmo_cases_patient" ON "ecmo_cases" USING btree ("patient_profile_id");--> statement-breakpoint
CREATE INDEX "ecmo_clinical_entries_case" ON "ecmo_clinical_entries" USING btree ("case_id","kind","id");--> statement-breakpoint
CREATE INDEX "ecmo_items_status" ON "ecmo_items" USING btree ("status_id");