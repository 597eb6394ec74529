-- Every change to a user record is announced on channel scout_user_changed once its transaction
-- commits (payload: the user's id, or '*' after a TRUNCATE). Servers keep the current records of
-- signed-in users between requests only while they listen to this channel, and drop a record
-- the moment it is announced (apps/server/src/plugins/current-user-cache.ts), so what a user may
-- do still follows the current record, whichever server or tool changed it.
CREATE FUNCTION users_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('scout_user_changed', '*');
  ELSE
    PERFORM pg_notify('scout_user_changed', OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_announce_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_announce_change();
--> statement-breakpoint
CREATE TRIGGER users_announce_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION users_announce_change();
