-- Token revocation (issue 23): the API's access tokens are JWTs checked without a database look-up,
-- so what ends them early is kept in the user's row, which every authenticated request already
-- reads (and which servers drop from their current-user cache the moment it changes: 0009).
-- tokens_revoked_before: every token issued in a whole second before it is refused (password
-- changed, account disabled; those also revoke the account's grants). revoked_grants: [{"id": grant id, "until": epoch seconds}] of sign-ins ended by a
-- logout, each kept until the last access token it could have issued has expired.
ALTER TABLE "users" ADD COLUMN "tokens_revoked_before" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "revoked_grants" jsonb DEFAULT '[]'::jsonb NOT NULL;
