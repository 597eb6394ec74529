CREATE TABLE "patient_name_prefix_counts" (
	"prefix" text PRIMARY KEY NOT NULL,
	"profiles" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "patient_profiles_first2_by_last" ON "patient_profiles" USING btree (left("search_first", 2),"search_last" text_pattern_ops,"search_first" text_pattern_ops,"id") WHERE merged_into_id IS NULL;--> statement-breakpoint
CREATE INDEX "patient_profiles_last2_by_first" ON "patient_profiles" USING btree (left("search_last", 2),"search_first" text_pattern_ops,"search_last" text_pattern_ops,"id") WHERE merged_into_id IS NULL;--> statement-breakpoint
CREATE FUNCTION patient_name_prefixes(last_name text, first_name text) RETURNS text[]
  LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT k ORDER BY k), '{}')
  FROM unnest(ARRAY[left(last_name, 2), left(first_name, 2)]) AS k
  WHERE char_length(k) = 2
$$;--> statement-breakpoint
CREATE FUNCTION patient_name_prefix_counts_sync() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  old_keys text[] := '{}';
  new_keys text[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.merged_into_id IS NULL THEN
    old_keys := patient_name_prefixes(OLD.search_last, OLD.search_first);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.merged_into_id IS NULL THEN
    new_keys := patient_name_prefixes(NEW.search_last, NEW.search_first);
  END IF;
  IF old_keys = new_keys THEN
    RETURN NULL;
  END IF;
  -- One statement, keys in order: concurrent writers lock the counter rows in the same order.
  INSERT INTO patient_name_prefix_counts AS c (prefix, profiles)
  SELECT d.key, sum(d.delta)::int FROM (
    SELECT unnest(old_keys) AS key, -1 AS delta
    UNION ALL
    SELECT unnest(new_keys), 1
  ) d
  GROUP BY d.key HAVING sum(d.delta) <> 0
  ORDER BY d.key
  ON CONFLICT (prefix) DO UPDATE SET profiles = c.profiles + excluded.profiles;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER patient_name_prefix_counts_sync
  AFTER INSERT OR DELETE OR UPDATE OF last_name, first_name, merged_into_id ON patient_profiles
  FOR EACH ROW EXECUTE FUNCTION patient_name_prefix_counts_sync();--> statement-breakpoint
INSERT INTO patient_name_prefix_counts (prefix, profiles)
SELECT k, count(*)::int
FROM patient_profiles p, unnest(patient_name_prefixes(p.search_last, p.search_first)) AS k
WHERE p.merged_into_id IS NULL
GROUP BY k;
