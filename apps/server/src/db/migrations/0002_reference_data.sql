CREATE TABLE "reference_data" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"checksum" text NOT NULL,
	"row_count" integer NOT NULL,
	"loaded_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
