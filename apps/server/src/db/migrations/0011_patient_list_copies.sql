ALTER TABLE "patient_profiles" ADD COLUMN "urn_entries" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD COLUMN "active_presentations" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
-- What a list of profiles shows of each one besides its row, computed the way profile-sql.ts
-- computed it per listed profile before: URN entries in entry order with their providers' names,
-- open presentations newest first.
CREATE FUNCTION patient_urn_entries(profile_id integer) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_object(
      'healthCareProviderId', u.health_care_provider_id, 'healthCareProviderName', h.name,
      'healthCareProviderNickName', h.nick_name, 'urn', u.urn) ORDER BY u.id), '[]'::json)
  FROM patient_urns u JOIN health_care_providers h ON h.id = u.health_care_provider_id
  WHERE u.patient_profile_id = profile_id
$$;--> statement-breakpoint
CREATE FUNCTION patient_active_presentations(profile_id integer) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_object(
      'discriminator', pr.discriminator, 'caseId', pr.case_id, 'status', pr.status)
      ORDER BY pr.presentation_date_time DESC, pr.id DESC), '[]'::json)
  FROM presentations pr
  WHERE pr.patient_profile_id = profile_id AND pr.is_active AND pr.deleted_at IS NULL
$$;--> statement-breakpoint
-- Recomputes both copies of the given profiles. The rows are locked first, in id order; the
-- UPDATE after it takes a new snapshot, so it reads what a concurrent writer of the same
-- profile committed while this one waited (no lost update of the copies).
CREATE FUNCTION patient_profiles_refresh_copies(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- Joined to unnest(ids), not "= ANY(ids)": a bulk load passes every profile it touched.
  PERFORM 1 FROM patient_profiles p JOIN unnest(ids) AS x(id) ON p.id = x.id ORDER BY p.id FOR UPDATE OF p;
  -- Rows whose copies come out the same are not written again.
  UPDATE patient_profiles p SET urn_entries = c.urns, active_presentations = c.active
  FROM (
    SELECT x.id, patient_urn_entries(x.id) AS urns, patient_active_presentations(x.id) AS active
    FROM unnest(ids) AS x(id)
  ) c
  WHERE p.id = c.id
    AND (p.urn_entries::text <> c.urns::text OR p.active_presentations::text <> c.active::text);
END
$$;--> statement-breakpoint
CREATE FUNCTION profile_rows_refresh_copies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM patient_profiles_refresh_copies(ARRAY(SELECT DISTINCT patient_profile_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM patient_profiles_refresh_copies(ARRAY(SELECT DISTINCT patient_profile_id FROM old_rows));
  ELSE
    PERFORM patient_profiles_refresh_copies(ARRAY(
      SELECT patient_profile_id FROM old_rows UNION SELECT patient_profile_id FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER patient_urns_copies_insert AFTER INSERT ON patient_urns
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_rows_refresh_copies();--> statement-breakpoint
CREATE TRIGGER patient_urns_copies_update AFTER UPDATE ON patient_urns
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_rows_refresh_copies();--> statement-breakpoint
CREATE TRIGGER patient_urns_copies_delete AFTER DELETE ON patient_urns
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_rows_refresh_copies();--> statement-breakpoint
-- The same function for presentations: both tables name the profile patient_profile_id.
CREATE TRIGGER presentations_copies_insert AFTER INSERT ON presentations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_rows_refresh_copies();--> statement-breakpoint
CREATE TRIGGER presentations_copies_update AFTER UPDATE ON presentations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_rows_refresh_copies();--> statement-breakpoint
CREATE TRIGGER presentations_copies_delete AFTER DELETE ON presentations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_rows_refresh_copies();--> statement-breakpoint
-- A provider's new name reaches the copies of every profile with a URN there (a rare change that
-- rewrites those profiles' copies in the same transaction).
CREATE FUNCTION health_care_providers_refresh_copies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM patient_profiles_refresh_copies(ARRAY(
    SELECT DISTINCT u.patient_profile_id
    FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN patient_urns u ON u.health_care_provider_id = n.id
    WHERE (o.name, o.nick_name) IS DISTINCT FROM (n.name, n.nick_name)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER health_care_providers_copies_update AFTER UPDATE ON health_care_providers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION health_care_providers_refresh_copies();--> statement-breakpoint
-- The prefix counts (0008) change only with a name or with retirement: an UPDATE that leaves
-- both alone (such as the copies above) no longer recounts the prefixes of every row it touched.
CREATE OR REPLACE FUNCTION patient_name_prefix_counts_sync() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO patient_name_prefix_counts AS c (prefix, profiles)
    SELECT k, count(*)::int
    FROM new_rows n, unnest(patient_name_prefixes(n.search_last, n.search_first)) AS k
    WHERE n.merged_into_id IS NULL
    GROUP BY k ORDER BY k
    ON CONFLICT (prefix) DO UPDATE SET profiles = c.profiles + excluded.profiles;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE patient_name_prefix_counts c SET profiles = c.profiles - d.n
    FROM (
      SELECT k, count(*)::int AS n
      FROM old_rows o, unnest(patient_name_prefixes(o.search_last, o.search_first)) AS k
      WHERE o.merged_into_id IS NULL
      GROUP BY k ORDER BY k
    ) d
    WHERE c.prefix = d.k;
  ELSE
    INSERT INTO patient_name_prefix_counts AS c (prefix, profiles)
    SELECT d.k, sum(d.delta)::int FROM (
      SELECT o.search_last AS olast, o.search_first AS ofirst, o.merged_into_id IS NULL AS olive,
        n.search_last AS nlast, n.search_first AS nfirst, n.merged_into_id IS NULL AS nlive
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.search_last, o.search_first, o.merged_into_id IS NULL)
        IS DISTINCT FROM (n.search_last, n.search_first, n.merged_into_id IS NULL)
    ) ch,
    LATERAL (
      SELECT k, -1 AS delta FROM unnest(patient_name_prefixes(ch.olast, ch.ofirst)) AS k WHERE ch.olive
      UNION ALL
      SELECT k, 1 FROM unnest(patient_name_prefixes(ch.nlast, ch.nfirst)) AS k WHERE ch.nlive
    ) d
    GROUP BY d.k HAVING sum(d.delta) <> 0 ORDER BY d.k
    ON CONFLICT (prefix) DO UPDATE SET profiles = c.profiles + excluded.profiles;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE patient_profiles p
SET urn_entries = patient_urn_entries(p.id), active_presentations = patient_active_presentations(p.id)
WHERE EXISTS (SELECT 1 FROM patient_urns u WHERE u.patient_profile_id = p.id)
   OR EXISTS (SELECT 1 FROM presentations pr WHERE pr.patient_profile_id = p.id);
