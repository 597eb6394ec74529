CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"is_participating" boolean DEFAULT false NOT NULL,
	"last_modified" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_care_providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "health_care_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"nick_name" text NOT NULL,
	"health_care_provider_type" text NOT NULL,
	"country_id" integer NOT NULL,
	"jurisdiction_id" integer NOT NULL,
	"address" text,
	"phone_number" text,
	"commonwealth_reference_number" text,
	"anzics_id" text,
	"website_link" text,
	"coordinate_lat" double precision,
	"coordinate_lng" double precision,
	"fax_ed" text,
	"fax_ed_enabled" boolean DEFAULT false NOT NULL,
	"fax_clinic" text,
	"fax_clinic_enabled" boolean DEFAULT false NOT NULL,
	"fax_vtis" text,
	"fax_vtis_enabled" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"box_enabled" boolean DEFAULT false NOT NULL,
	"vtis_enabled" boolean DEFAULT false NOT NULL,
	"discharge_summary_contact_number" text,
	"discharge_summary_header_section" text,
	"discharge_summary_footer_section" text,
	"logo_content_type" text,
	"logo_file_key" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jurisdictions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jurisdictions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"country_id" integer NOT NULL,
	"last_modified" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_health_care_providers" (
	"user_id" integer NOT NULL,
	"health_care_provider_id" integer NOT NULL,
	"platform_app_id" smallint NOT NULL,
	CONSTRAINT "user_health_care_providers_user_id_health_care_provider_id_platform_app_id_pk" PRIMARY KEY("user_id","health_care_provider_id","platform_app_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"account_enabled" boolean DEFAULT true NOT NULL,
	"is_vendor_account" boolean DEFAULT false NOT NULL,
	"surname" text NOT NULL,
	"given_name" text NOT NULL,
	"display_name" text NOT NULL,
	"mobile_phone" text NOT NULL,
	"is_system_admin" boolean DEFAULT false NOT NULL,
	"is_av_raso" boolean DEFAULT false NOT NULL,
	"is_telehealth_user" boolean DEFAULT false NOT NULL,
	"telehealth_access" smallint,
	"is_ecmo_user" boolean DEFAULT false NOT NULL,
	"ecmo_access" smallint,
	"is_vst_user" boolean DEFAULT false NOT NULL,
	"vst_access" smallint,
	"can_export_vst_data" boolean DEFAULT false NOT NULL,
	"is_vtis_user" boolean DEFAULT false NOT NULL,
	"vtis_access" smallint,
	"can_export_vtis_data" boolean DEFAULT false NOT NULL,
	"can_export_vtis_auscr_data" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"mfa_secret" text,
	"mfa_pending_secret" text,
	"mfa_last_step" integer,
	"failed_sign_in_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp (3) with time zone,
	"last_sign_in_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_email" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp (3) with time zone,
	"consumed_at" timestamp (3) with time zone,
	CONSTRAINT "oidc_payloads_id_type_pk" PRIMARY KEY("id","type")
);
--> statement-breakpoint
ALTER TABLE "health_care_providers" ADD CONSTRAINT "health_care_providers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_care_providers" ADD CONSTRAINT "health_care_providers_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jurisdictions" ADD CONSTRAINT "jurisdictions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_health_care_providers" ADD CONSTRAINT "user_health_care_providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_health_care_providers" ADD CONSTRAINT "user_health_care_providers_health_care_provider_id_health_care_providers_id_fk" FOREIGN KEY ("health_care_provider_id") REFERENCES "public"."health_care_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_care_providers_jurisdiction_idx" ON "health_care_providers" USING btree ("jurisdiction_id");--> statement-breakpoint
CREATE INDEX "health_care_providers_name_idx" ON "health_care_providers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "jurisdictions_country_idx" ON "jurisdictions" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity_type","entity_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_events_user_idx" ON "audit_events" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_idx" ON "oidc_payloads" USING btree ("expires_at");