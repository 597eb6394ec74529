CREATE TABLE "case_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"module" text NOT NULL,
	"case_id" integer NOT NULL,
	"filename" text NOT NULL,
	"filesize" bigint NOT NULL,
	"content_type" text NOT NULL,
	"file_key" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer,
	"created_by" text NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_by" text,
	"deleted_on" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "case_note_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_note_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"note_id" integer NOT NULL,
	"type_of_note" text NOT NULL,
	"conversation_date_time" timestamp (3) with time zone NOT NULL,
	"conversation_with" text,
	"vround_change" text,
	"note" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"replaced_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "case_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"module" text NOT NULL,
	"case_id" integer NOT NULL,
	"type_of_note" text NOT NULL,
	"conversation_date_time" timestamp (3) with time zone NOT NULL,
	"conversation_with" text,
	"vround_change" text,
	"note" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer,
	"created_by" text NOT NULL,
	"last_modified" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfer_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"module" text NOT NULL,
	"case_id" integer NOT NULL,
	"request" jsonb NOT NULL,
	"status" text NOT NULL,
	"requested_by_user_id" integer,
	"requested_by" text NOT NULL,
	"when_submitted" timestamp (3) with time zone,
	"when_requested" timestamp (3) with time zone,
	"when_accepted" timestamp (3) with time zone,
	"when_rejected" timestamp (3) with time zone,
	"when_completed" timestamp (3) with time zone,
	"arvis_case_id" text,
	"driver" text NOT NULL,
	"actual_destination_hospital" text,
	"actual_arrival_date_time" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_attachments" ADD CONSTRAINT "case_attachments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_note_versions" ADD CONSTRAINT "case_note_versions_note_id_case_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."case_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_note_versions" ADD CONSTRAINT "case_note_versions_replaced_by_user_id_users_id_fk" FOREIGN KEY ("replaced_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_attachments_case_idx" ON "case_attachments" USING btree ("module","case_id","created_at");--> statement-breakpoint
CREATE INDEX "case_note_versions_note_idx" ON "case_note_versions" USING btree ("note_id");--> statement-breakpoint
CREATE INDEX "case_notes_case_idx" ON "case_notes" USING btree ("module","case_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_requests_case_idx" ON "transfer_requests" USING btree ("module","case_id");