-- Prefix counts for 2 to 12 letters (0008 kept 2 to 4): a whole surname typed as the keyword
-- ("nguyen", "smith") is the most common search, and its exact total now comes from one row
-- instead of counting the matching index entries. Same triggers; the function they call changes.
CREATE OR REPLACE FUNCTION patient_name_prefixes(last_name text, first_name text) RETURNS text[]
  LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT left(n, len) ORDER BY left(n, len)), '{}')
  FROM unnest(ARRAY[last_name, first_name]) AS n, generate_series(2, 12) AS len
  WHERE char_length(n) >= len
$$;--> statement-breakpoint
-- Counted again under the new function, in the same transaction as the change of function.
LOCK TABLE patient_profiles IN SHARE MODE;--> statement-breakpoint
TRUNCATE patient_name_prefix_counts;--> statement-breakpoint
INSERT INTO patient_name_prefix_counts (prefix, profiles)
SELECT k, count(*)::int
FROM patient_profiles p, unnest(patient_name_prefixes(p.search_last, p.search_first)) AS k
WHERE p.merged_into_id IS NULL
GROUP BY k;
