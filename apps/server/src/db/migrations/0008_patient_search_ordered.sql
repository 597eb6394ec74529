CREATE TABLE "patient_name_prefix_counts" (
	"prefix" text PRIMARY KEY NOT NULL,
	"profiles" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_profiles" drop column "search_last";--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD COLUMN "search_last" text GENERATED ALWAYS AS (translate(lower("last_name"), '''’‘`.- ', '')) STORED;--> statement-breakpoint
ALTER TABLE "patient_profiles" drop column "search_first";--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD COLUMN "search_first" text GENERATED ALWAYS AS (translate(lower("first_name"), '''’‘`.- ', '')) STORED;--> statement-breakpoint
-- Dropping the columns dropped their indexes (0005): created again over the new columns.
CREATE INDEX "patient_profiles_search_last" ON "patient_profiles" USING btree ("search_last" text_pattern_ops,"search_first" text_pattern_ops,"id","date_of_birth","age","gender","last_modified") WHERE merged_into_id IS NULL;--> statement-breakpoint
CREATE INDEX "patient_profiles_search_first" ON "patient_profiles" USING btree ("search_first" text_pattern_ops,"search_last" text_pattern_ops,"id","date_of_birth","age","gender","last_modified") WHERE merged_into_id IS NULL;--> statement-breakpoint
CREATE INDEX "patient_profiles_first2_by_last" ON "patient_profiles" USING btree (left("search_first", 2),"search_last" text_pattern_ops,"search_first" text_pattern_ops,"id") WHERE merged_into_id IS NULL;--> statement-breakpoint
CREATE INDEX "patient_profiles_last2_by_first" ON "patient_profiles" USING btree (left("search_last", 2),"search_first" text_pattern_ops,"search_last" text_pattern_ops,"id") WHERE merged_into_id IS NULL;--> statement-breakpoint
-- The 2- to 4-letter prefixes of a profile's two search names, each once.
CREATE FUNCTION patient_name_prefixes(last_name text, first_name text) RETURNS text[]
  LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT k ORDER BY k), '{}')
  FROM unnest(ARRAY[left(last_name, 2), left(last_name, 3), left(last_name, 4),
    left(first_name, 2), left(first_name, 3), left(first_name, 4)]) AS k
  WHERE char_length(k) >= 2
$$;--> statement-breakpoint
-- Statement-level, over the transition tables: a bulk INSERT or a merge adds its deltas once per
-- statement (one upsert per prefix) instead of once per row, and keys go in order, so concurrent
-- writers lock the counter rows in the same order.
CREATE FUNCTION patient_name_prefix_counts_sync() RETURNS trigger
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
      SELECT k, -1 AS delta
      FROM old_rows o, unnest(patient_name_prefixes(o.search_last, o.search_first)) AS k
      WHERE o.merged_into_id IS NULL
      UNION ALL
      SELECT k, 1
      FROM new_rows n, unnest(patient_name_prefixes(n.search_last, n.search_first)) AS k
      WHERE n.merged_into_id IS NULL
    ) d
    GROUP BY d.k HAVING sum(d.delta) <> 0 ORDER BY d.k
    ON CONFLICT (prefix) DO UPDATE SET profiles = c.profiles + excluded.profiles;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER patient_name_prefix_counts_insert AFTER INSERT ON patient_profiles
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION patient_name_prefix_counts_sync();--> statement-breakpoint
CREATE TRIGGER patient_name_prefix_counts_update AFTER UPDATE ON patient_profiles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION patient_name_prefix_counts_sync();--> statement-breakpoint
CREATE TRIGGER patient_name_prefix_counts_delete AFTER DELETE ON patient_profiles
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION patient_name_prefix_counts_sync();--> statement-breakpoint
INSERT INTO patient_name_prefix_counts (prefix, profiles)
SELECT k, count(*)::int
FROM patient_profiles p, unnest(patient_name_prefixes(p.search_last, p.search_first)) AS k
WHERE p.merged_into_id IS NULL
GROUP BY k;
