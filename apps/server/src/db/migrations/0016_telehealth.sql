-- Telehealth (issue 11; spec 2 §3.6, §4.10, §7.2). One row per case with each section as one
-- JSONB value (as ECMO), the columns the dashboards, the provider scope and the search need
-- copied out of the sections by the same save, consultations as rows of their own (adding one
-- is an INSERT; only the newest, the highest id of its case, may change), and the drugs of the
-- infusion and stat-dose lookups as reference data. Plain DDL and INSERTs: runs on the embedded
-- engine (PGlite) and PostgreSQL alike.
CREATE TABLE "telehealth_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telehealth_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_profile_id" integer NOT NULL,
	"call_taker_id" integer NOT NULL,
	"call_date_time" timestamp (3) with time zone NOT NULL,
	"referrer_information" jsonb NOT NULL,
	"intensivist_information" jsonb,
	"patient_information" jsonb,
	"patient_history_information" jsonb,
	"outcome_information" jsonb,
	"referrer_hospital_id" integer NOT NULL,
	"health_care_provider_id" integer,
	"case_intensivist_id" integer,
	"hospital_urn" text,
	"date_of_admission_critical_care" timestamp (3) with time zone,
	"outcome" smallint,
	"closed_date_time" timestamp (3) with time zone,
	"deleted_at" timestamp (3) with time zone,
	"deleted_by" integer,
	"deletion_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telehealth_consultations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telehealth_consultations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_on" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"last_modified" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telehealth_drugs" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "telehealth_cases" ADD CONSTRAINT "telehealth_cases_patient_profile_id_patient_profiles_id_fk" FOREIGN KEY ("patient_profile_id") REFERENCES "public"."patient_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telehealth_cases" ADD CONSTRAINT "telehealth_cases_call_taker_id_users_id_fk" FOREIGN KEY ("call_taker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telehealth_cases" ADD CONSTRAINT "telehealth_cases_referrer_hospital_id_health_care_providers_id_fk" FOREIGN KEY ("referrer_hospital_id") REFERENCES "public"."health_care_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telehealth_cases" ADD CONSTRAINT "telehealth_cases_health_care_provider_id_health_care_providers_id_fk" FOREIGN KEY ("health_care_provider_id") REFERENCES "public"."health_care_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telehealth_cases" ADD CONSTRAINT "telehealth_cases_case_intensivist_id_users_id_fk" FOREIGN KEY ("case_intensivist_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telehealth_cases" ADD CONSTRAINT "telehealth_cases_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telehealth_consultations" ADD CONSTRAINT "telehealth_consultations_case_id_telehealth_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."telehealth_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telehealth_consultations" ADD CONSTRAINT "telehealth_consultations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telehealth_cases_open" ON "telehealth_cases" USING btree ("created_at") WHERE closed_date_time IS NULL AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "telehealth_cases_archive" ON "telehealth_cases" USING btree ("closed_date_time") WHERE closed_date_time IS NOT NULL AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "telehealth_cases_patient" ON "telehealth_cases" USING btree ("patient_profile_id");--> statement-breakpoint
CREATE INDEX "telehealth_consultations_case" ON "telehealth_consultations" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "telehealth_drugs_type" ON "telehealth_drugs" USING btree ("type","sort_order");--> statement-breakpoint
-- The ICU infusions and stat doses a regional ICU is advised on (SCOUT's list: the spec names
-- the lookup, not its values). Ids are fixed so stored consultations keep their meaning; a drug
-- is never removed once shipped (rename it instead).
INSERT INTO "telehealth_drugs" ("id", "name", "type", "sort_order") VALUES
(1, 'Noradrenaline', 'Infusion', 1),
(2, 'Adrenaline', 'Infusion', 2),
(3, 'Vasopressin', 'Infusion', 3),
(4, 'Metaraminol', 'Infusion', 4),
(5, 'Dobutamine', 'Infusion', 5),
(6, 'Dopamine', 'Infusion', 6),
(7, 'Milrinone', 'Infusion', 7),
(8, 'Glyceryl Trinitrate', 'Infusion', 8),
(9, 'Propofol', 'Infusion', 9),
(10, 'Midazolam', 'Infusion', 10),
(11, 'Fentanyl', 'Infusion', 11),
(12, 'Morphine', 'Infusion', 12),
(13, 'Hydromorphone', 'Infusion', 13),
(14, 'Ketamine', 'Infusion', 14),
(15, 'Dexmedetomidine', 'Infusion', 15),
(16, 'Insulin (Actrapid)', 'Infusion', 16),
(17, 'Heparin', 'Infusion', 17),
(18, 'Frusemide', 'Infusion', 18),
(19, 'Amiodarone', 'Infusion', 19),
(20, 'Potassium Chloride', 'Infusion', 20),
(101, 'Paracetamol', 'StatDose', 1),
(102, 'Ondansetron', 'StatDose', 2),
(103, 'Metoclopramide', 'StatDose', 3),
(104, 'Ceftriaxone', 'StatDose', 4),
(105, 'Piperacillin-Tazobactam', 'StatDose', 5),
(106, 'Vancomycin', 'StatDose', 6),
(107, 'Meropenem', 'StatDose', 7),
(108, 'Dexamethasone', 'StatDose', 8),
(109, 'Hydrocortisone', 'StatDose', 9),
(110, 'Enoxaparin', 'StatDose', 10),
(111, 'Pantoprazole', 'StatDose', 11),
(112, 'Potassium Chloride', 'StatDose', 12),
(113, 'Magnesium Sulphate', 'StatDose', 13),
(114, 'Calcium Gluconate', 'StatDose', 14),
(115, 'Frusemide', 'StatDose', 15),
(116, 'Metoprolol', 'StatDose', 16),
(117, 'Salbutamol', 'StatDose', 17),
(118, 'Naloxone', 'StatDose', 18),
(119, 'Tranexamic Acid', 'StatDose', 19),
(120, 'Aspirin', 'StatDose', 20);
