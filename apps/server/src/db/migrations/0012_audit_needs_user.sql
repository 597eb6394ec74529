-- Every audit event names the user who acted. The only exceptions: the system itself (demo
-- seeding, reference-data loads; user_email 'system') and sign-in events of the bundled provider
-- (auth.*), which happen before anyone is signed in (a failed sign-in for an unknown e-mail).
-- coalesce: a CHECK whose expression is NULL passes, so a NULL e-mail must compare as false.
-- NOT VALID: enforced for every new row without rejecting history written before this rule.
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_user_required"
  CHECK ("user_id" IS NOT NULL OR coalesce("user_email", '') = 'system' OR "action" LIKE 'auth.%') NOT VALID;
