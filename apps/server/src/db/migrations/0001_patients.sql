CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "patient_previous_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_previous_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_profile_id" integer NOT NULL,
	"lives_overseas" boolean DEFAULT false NOT NULL,
	"address_unit_or_room_number" text,
	"address_street_number" text,
	"address_street_name" text,
	"address_suburb" text,
	"address_state" text,
	"address_postcode" text,
	"address_country_code" integer,
	"added_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"middlename" text,
	"date_of_birth" date,
	"age" smallint,
	"gender" text NOT NULL,
	"email_address" text,
	"country_code" integer,
	"lives_overseas" boolean DEFAULT false NOT NULL,
	"address_unit_or_room_number" text,
	"address_street_number" text,
	"address_street_name" text,
	"address_suburb" text,
	"address_state" text,
	"address_postcode" text,
	"address_country_code" integer,
	"merged_into_id" integer,
	"merged_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_urns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_urns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_profile_id" integer NOT NULL,
	"health_care_provider_id" integer NOT NULL,
	"urn" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presentations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "presentations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"discriminator" text NOT NULL,
	"case_id" integer NOT NULL,
	"patient_profile_id" integer NOT NULL,
	"presentation_date_time" timestamp (3) with time zone NOT NULL,
	"study_id" text,
	"principal_problem" text,
	"health_care_provider_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"status" text,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_previous_addresses" ADD CONSTRAINT "patient_previous_addresses_patient_profile_id_patient_profiles_id_fk" FOREIGN KEY ("patient_profile_id") REFERENCES "public"."patient_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_urns" ADD CONSTRAINT "patient_urns_patient_profile_id_patient_profiles_id_fk" FOREIGN KEY ("patient_profile_id") REFERENCES "public"."patient_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_urns" ADD CONSTRAINT "patient_urns_health_care_provider_id_health_care_providers_id_fk" FOREIGN KEY ("health_care_provider_id") REFERENCES "public"."health_care_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_patient_profile_id_patient_profiles_id_fk" FOREIGN KEY ("patient_profile_id") REFERENCES "public"."patient_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_previous_addresses_patient" ON "patient_previous_addresses" USING btree ("patient_profile_id","added_at");--> statement-breakpoint
CREATE INDEX "patient_profiles_last_name_trgm" ON "patient_profiles" USING gin (lower("last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patient_profiles_first_name_trgm" ON "patient_profiles" USING gin (lower("first_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patient_profiles_name_sort" ON "patient_profiles" USING btree (lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "patient_profiles_dob" ON "patient_profiles" USING btree ("date_of_birth");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_urns_patient_provider" ON "patient_urns" USING btree ("patient_profile_id","health_care_provider_id");--> statement-breakpoint
CREATE INDEX "patient_urns_provider_urn" ON "patient_urns" USING btree ("health_care_provider_id",lower("urn"));--> statement-breakpoint
CREATE INDEX "patient_urns_urn" ON "patient_urns" USING btree (lower("urn"));--> statement-breakpoint
CREATE UNIQUE INDEX "presentations_case" ON "presentations" USING btree ("discriminator","case_id");--> statement-breakpoint
CREATE INDEX "presentations_patient" ON "presentations" USING btree ("patient_profile_id","presentation_date_time");