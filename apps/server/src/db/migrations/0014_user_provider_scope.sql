-- A user's health care providers, per platform app, as a copy on the users row:
-- {"20": [3, 7]} = ECMO cases at providers 3 and 7 only; an app without an entry = every case
-- (docs/architecture.md, "Access by health care provider"). The copy rides with the user record
-- that every authenticated request already reads (and the current-user cache keeps), so deciding
-- what a user may see costs no extra query; because a change to the providers updates the users
-- row, the users trigger of migration 0009 announces it and cached records are dropped at once.
ALTER TABLE "users" ADD COLUMN "provider_ids_by_app" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
CREATE FUNCTION user_provider_ids_by_app(uid integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_object_agg(app, ids), '{}'::jsonb)
  FROM (
    SELECT platform_app_id::text AS app, jsonb_agg(health_care_provider_id ORDER BY health_care_provider_id) AS ids
    FROM user_health_care_providers
    WHERE user_id = uid
    GROUP BY platform_app_id
  ) per_app
$$;
--> statement-breakpoint
CREATE FUNCTION user_providers_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE users SET provider_ids_by_app = '{}'::jsonb WHERE provider_ids_by_app <> '{}'::jsonb;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE users SET provider_ids_by_app = user_provider_ids_by_app(NEW.user_id)
      WHERE id = NEW.user_id AND provider_ids_by_app IS DISTINCT FROM user_provider_ids_by_app(NEW.user_id);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE users SET provider_ids_by_app = user_provider_ids_by_app(OLD.user_id)
      WHERE id = OLD.user_id AND provider_ids_by_app IS DISTINCT FROM user_provider_ids_by_app(OLD.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_providers_refresh AFTER INSERT OR UPDATE OR DELETE ON user_health_care_providers
  FOR EACH ROW EXECUTE FUNCTION user_providers_refresh();
--> statement-breakpoint
CREATE TRIGGER user_providers_refresh_truncate AFTER TRUNCATE ON user_health_care_providers
  FOR EACH STATEMENT EXECUTE FUNCTION user_providers_refresh();
--> statement-breakpoint
UPDATE users SET provider_ids_by_app = user_provider_ids_by_app(id)
  WHERE id IN (SELECT user_id FROM user_health_care_providers);
