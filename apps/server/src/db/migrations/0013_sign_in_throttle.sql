-- Sign-in throttling by (typed e-mail, client address) with a progressive delay replaces the
-- per-account lock (users.failed_sign_in_count / locked_until are no longer set): the lock told
-- which e-mails exist and let anyone lock any known account for 15 minutes.
CREATE TABLE "sign_in_throttle" (
  "key" text PRIMARY KEY NOT NULL,
  "failures" integer DEFAULT 0 NOT NULL,
  "blocked_until" timestamp (3) with time zone,
  "last_failure_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_throttle_last_failure_idx" ON "sign_in_throttle" ("last_failure_at");
--> statement-breakpoint
UPDATE "users" SET "locked_until" = NULL, "failed_sign_in_count" = 0 WHERE "locked_until" IS NOT NULL OR "failed_sign_in_count" <> 0;
