-- The reperfusion register's cases are announced like every other case record (migration 0023):
-- the register was registered by hand, outside the case-module list, and so missed the change
-- feed and its trigger (issue 25 item 7): its dashboard and open cases had no live updates.
CREATE CONSTRAINT TRIGGER vst_reperfusion_cases_announce AFTER INSERT OR UPDATE ON vst_reperfusion_cases
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION announce_record_change();
