-- Never-lost drafts (issue 15 item 2): the unsaved values of a section form, kept per user, case
-- module, record and section while the user edits it. Only its author reads it (the key holds
-- the user); it goes when the section is saved, when the user discards it, and after 7 days (the
-- server's hourly sweep; reads ignore older ones). No announce trigger: a draft is not a change
-- to the record.
CREATE TABLE "section_drafts" (
	"user_id" integer NOT NULL,
	"module" text NOT NULL,
	"record_id" integer NOT NULL,
	"section" text NOT NULL,
	"draft_values" jsonb NOT NULL,
	"saved_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "section_drafts_pkey" PRIMARY KEY ("user_id", "module", "record_id", "section")
);
--> statement-breakpoint
ALTER TABLE "section_drafts" ADD CONSTRAINT "section_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "section_drafts_saved_at_idx" ON "section_drafts" USING btree ("saved_at");
