-- Live dashboards (issue 15): every committed change to a case record is announced on the channel
-- scout_record_changed as '<table>:<id>:<user id or empty>', from the database itself, so a write
-- by any server process (or tool) reaches the browsers connected to every process. The trigger is
-- a deferred constraint trigger: it runs at commit, after the transaction's audit event was
-- written (every write is audited in its own transaction), and takes who acted from the
-- transaction-local setting scout.actor that each audit event sets (empty outside a transaction
-- that wrote one: seeding, tools). NOTIFY itself is delivered only on commit and folds duplicates
-- within a transaction. A new case table adds its own trigger
-- (modules/events/events.routes.test.ts checks every case table the feed serves has one).
CREATE FUNCTION audit_remember_actor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('scout.actor', coalesce(NEW.user_id::text, ''), true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_remember_actor AFTER INSERT ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_remember_actor();
--> statement-breakpoint
CREATE FUNCTION announce_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'scout_record_changed',
    TG_TABLE_NAME || ':' || NEW.id || ':' || coalesce(current_setting('scout.actor', true), '')
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ecmo_cases_announce AFTER INSERT OR UPDATE ON ecmo_cases
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION announce_record_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER telehealth_cases_announce AFTER INSERT OR UPDATE ON telehealth_cases
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION announce_record_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER vst_consults_announce AFTER INSERT OR UPDATE ON vst_consults
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION announce_record_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER vst_followups_announce AFTER INSERT OR UPDATE ON vst_followups
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION announce_record_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER vst_clinics_announce AFTER INSERT OR UPDATE ON vst_clinics
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION announce_record_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER vtis_consults_announce AFTER INSERT OR UPDATE ON vtis_consults
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION announce_record_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER vtis_followups_announce AFTER INSERT OR UPDATE ON vtis_followups
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION announce_record_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER vtis_hospital_documentation_announce AFTER INSERT OR UPDATE ON vtis_hospital_documentation
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION announce_record_change();
