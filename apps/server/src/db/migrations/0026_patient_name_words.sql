-- Patient search by the start of any word of a name, and ß/æ/œ folded (issue 24 C).
-- 1. The stored search columns fold ß, ẞ, æ, Æ, œ, Œ to two letters (replace() around the
--    translate() of 0015; searchNameSql in packages/domain/src/patients/search-name.ts), so
--    "strasse" finds Straße and "aebelo" Æbelø. Re-added as 0015 did, their indexes built again.
-- 2. patient_name_words: per profile, the search form of each name from each word after the first
--    ("Thị Hồng" -> "hong"; "Smith-Jones" -> "jones"), so a keyword token finds the start of any
--    word, by an index range (text_pattern_ops) like the whole names. patient_search_tails(name)
--    is the domain's searchNameTails; a statement-level trigger keeps the table.
-- 3. The typo-tolerant fallback compares folded names: its trigram indexes are on the search
--    columns and the words instead of lower(last_name) / lower(first_name).
-- 4. The prefix counts count a profile under the prefixes of its words too (exact totals for the
--    new matches), recounted here.
LOCK TABLE patient_profiles IN ACCESS EXCLUSIVE MODE;--> statement-breakpoint
ALTER TABLE "patient_profiles" drop column "search_last";--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD COLUMN "search_last" text GENERATED ALWAYS AS (translate(replace(replace(replace(replace(replace(replace(lower("last_name"), 'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), U&'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹØøĐđŁłĦħıŦŧ''’‘`.- \0300\0301\0302\0303\0304\0305\0306\0307\0308\0309\030A\030B\030C\030D\030E\030F\0310\0311\0312\0313\0314\0315\0316\0317\0318\0319\031A\031B\031C\031D\031E\031F\0320\0321\0322\0323\0324\0325\0326\0327\0328\0329\032A\032B\032C\032D\032E\032F\0330\0331\0332\0333\0334\0335\0336\0337\0338\0339\033A\033B\033C\033D\033E\033F\0340\0341\0342\0343\0344\0345\0346\0347\0348\0349\034A\034B\034C\034D\034E\034F\0350\0351\0352\0353\0354\0355\0356\0357\0358\0359\035A\035B\035C\035D\035E\035F\0360\0361\0362\0363\0364\0365\0366\0367\0368\0369\036A\036B\036C\036D\036E\036F', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyaabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzzhtwyaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyyooddllhhitt')) STORED;--> statement-breakpoint
ALTER TABLE "patient_profiles" drop column "search_first";--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD COLUMN "search_first" text GENERATED ALWAYS AS (translate(replace(replace(replace(replace(replace(replace(lower("first_name"), 'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), U&'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹØøĐđŁłĦħıŦŧ''’‘`.- \0300\0301\0302\0303\0304\0305\0306\0307\0308\0309\030A\030B\030C\030D\030E\030F\0310\0311\0312\0313\0314\0315\0316\0317\0318\0319\031A\031B\031C\031D\031E\031F\0320\0321\0322\0323\0324\0325\0326\0327\0328\0329\032A\032B\032C\032D\032E\032F\0330\0331\0332\0333\0334\0335\0336\0337\0338\0339\033A\033B\033C\033D\033E\033F\0340\0341\0342\0343\0344\0345\0346\0347\0348\0349\034A\034B\034C\034D\034E\034F\0350\0351\0352\0353\0354\0355\0356\0357\0358\0359\035A\035B\035C\035D\035E\035F\0360\0361\0362\0363\0364\0365\0366\0367\0368\0369\036A\036B\036C\036D\036E\036F', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyaabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzzhtwyaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyyooddllhhitt')) STORED;--> statement-breakpoint
-- Dropping the columns dropped their indexes: created again over the new columns.
CREATE INDEX "patient_profiles_search_last" ON "patient_profiles" USING btree ("search_last" text_pattern_ops,"search_first" text_pattern_ops,"id","date_of_birth","age","gender","last_modified") WHERE merged_into_id IS NULL;--> statement-breakpoint
CREATE INDEX "patient_profiles_search_first" ON "patient_profiles" USING btree ("search_first" text_pattern_ops,"search_last" text_pattern_ops,"id","date_of_birth","age","gender","last_modified") WHERE merged_into_id IS NULL;--> statement-breakpoint
CREATE INDEX "patient_profiles_first2_by_last" ON "patient_profiles" USING btree (left("search_first", 2),"search_last" text_pattern_ops,"search_first" text_pattern_ops,"id") WHERE merged_into_id IS NULL;--> statement-breakpoint
CREATE INDEX "patient_profiles_last2_by_first" ON "patient_profiles" USING btree (left("search_last", 2),"search_first" text_pattern_ops,"search_last" text_pattern_ops,"id") WHERE merged_into_id IS NULL;--> statement-breakpoint
DROP INDEX "patient_profiles_last_name_trgm";--> statement-breakpoint
DROP INDEX "patient_profiles_first_name_trgm";--> statement-breakpoint
CREATE INDEX "patient_profiles_search_last_trgm" ON "patient_profiles" USING gin ("search_last" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patient_profiles_search_first_trgm" ON "patient_profiles" USING gin ("search_first" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION patient_search_tails(full_name text) RETURNS text[]
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN full_name !~ '[ .-]' THEN '{}'::text[] ELSE (
  SELECT coalesce(array_agg(array_to_string(w.words[i:], '') ORDER BY i), '{}')
  FROM (SELECT ARRAY(
    SELECT f.folded
    FROM regexp_split_to_table(full_name, '[ .-]+') WITH ORDINALITY AS s(word, n),
      LATERAL (SELECT translate(replace(replace(replace(replace(replace(replace(lower(s.word), 'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), U&'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹØøĐđŁłĦħıŦŧ''’‘`.- \0300\0301\0302\0303\0304\0305\0306\0307\0308\0309\030A\030B\030C\030D\030E\030F\0310\0311\0312\0313\0314\0315\0316\0317\0318\0319\031A\031B\031C\031D\031E\031F\0320\0321\0322\0323\0324\0325\0326\0327\0328\0329\032A\032B\032C\032D\032E\032F\0330\0331\0332\0333\0334\0335\0336\0337\0338\0339\033A\033B\033C\033D\033E\033F\0340\0341\0342\0343\0344\0345\0346\0347\0348\0349\034A\034B\034C\034D\034E\034F\0350\0351\0352\0353\0354\0355\0356\0357\0358\0359\035A\035B\035C\035D\035E\035F\0360\0361\0362\0363\0364\0365\0366\0367\0368\0369\036A\036B\036C\036D\036E\036F', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyaabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzzhtwyaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyyooddllhhitt') AS folded) AS f
    WHERE f.folded <> ''
    ORDER BY s.n) AS words) AS w,
  generate_series(2, cardinality(w.words)) AS i) END
$$;--> statement-breakpoint
CREATE TABLE "patient_name_words" (
	"profile_id" integer NOT NULL REFERENCES "patient_profiles"("id") ON DELETE CASCADE,
	"word" text NOT NULL,
	PRIMARY KEY ("profile_id", "word")
);--> statement-breakpoint
CREATE INDEX "patient_name_words_word" ON "patient_name_words" USING btree ("word" text_pattern_ops,"profile_id");--> statement-breakpoint
CREATE INDEX "patient_name_words_trgm" ON "patient_name_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of a profile's last and first names, each once.
CREATE FUNCTION patient_name_words_of(last_name text, first_name text) RETURNS text[]
  LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}')
  FROM unnest(patient_search_tails(last_name) || patient_search_tails(first_name)) AS w
$$;--> statement-breakpoint
CREATE FUNCTION patient_name_words_sync() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM patient_name_words w
    USING old_rows o JOIN new_rows n ON n.id = o.id
    WHERE w.profile_id = o.id
      AND (o.last_name, o.first_name) IS DISTINCT FROM (n.last_name, n.first_name);
    INSERT INTO patient_name_words (profile_id, word)
    SELECT n.id, w
    FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(patient_name_words_of(n.last_name, n.first_name)) AS w
    WHERE (o.last_name, o.first_name) IS DISTINCT FROM (n.last_name, n.first_name)
    ORDER BY 1, 2;
  ELSE
    INSERT INTO patient_name_words (profile_id, word)
    SELECT n.id, w FROM new_rows n, unnest(patient_name_words_of(n.last_name, n.first_name)) AS w
    ORDER BY 1, 2;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER patient_name_words_insert AFTER INSERT ON patient_profiles
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION patient_name_words_sync();--> statement-breakpoint
CREATE TRIGGER patient_name_words_update AFTER UPDATE ON patient_profiles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION patient_name_words_sync();--> statement-breakpoint
INSERT INTO patient_name_words (profile_id, word)
SELECT p.id, w FROM patient_profiles p, unnest(patient_name_words_of(p.last_name, p.first_name)) AS w;--> statement-breakpoint
-- The 2- to 12-letter prefixes of a profile's two search names and of its words, each once.
CREATE FUNCTION patient_name_prefixes(last_name text, first_name text, words text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT left(n, len) ORDER BY left(n, len)), '{}')
  FROM unnest(ARRAY[last_name, first_name] || words) AS n, generate_series(2, 12) AS len
  WHERE char_length(n) >= len
$$;--> statement-breakpoint
-- As 0011's, with the words: a change of the names (not only of their search forms: "Van der
-- Berg" and "Vanderberg" have one search name and different words) or of retirement recounts.
CREATE OR REPLACE FUNCTION patient_name_prefix_counts_sync() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO patient_name_prefix_counts AS c (prefix, profiles)
    SELECT k, count(*)::int
    FROM new_rows n,
      unnest(patient_name_prefixes(n.search_last, n.search_first, patient_name_words_of(n.last_name, n.first_name))) AS k
    WHERE n.merged_into_id IS NULL
    GROUP BY k ORDER BY k
    ON CONFLICT (prefix) DO UPDATE SET profiles = c.profiles + excluded.profiles;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE patient_name_prefix_counts c SET profiles = c.profiles - d.n
    FROM (
      SELECT k, count(*)::int AS n
      FROM old_rows o,
        unnest(patient_name_prefixes(o.search_last, o.search_first, patient_name_words_of(o.last_name, o.first_name))) AS k
      WHERE o.merged_into_id IS NULL
      GROUP BY k ORDER BY k
    ) d
    WHERE c.prefix = d.k;
  ELSE
    INSERT INTO patient_name_prefix_counts AS c (prefix, profiles)
    SELECT d.k, sum(d.delta)::int FROM (
      SELECT o.search_last AS olast, o.search_first AS ofirst, o.last_name AS oln, o.first_name AS ofn,
        o.merged_into_id IS NULL AS olive,
        n.search_last AS nlast, n.search_first AS nfirst, n.last_name AS nln, n.first_name AS nfn,
        n.merged_into_id IS NULL AS nlive
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.last_name, o.first_name, o.merged_into_id IS NULL)
        IS DISTINCT FROM (n.last_name, n.first_name, n.merged_into_id IS NULL)
    ) ch,
    LATERAL (
      SELECT k, -1 AS delta
      FROM unnest(patient_name_prefixes(ch.olast, ch.ofirst, patient_name_words_of(ch.oln, ch.ofn))) AS k
      WHERE ch.olive
      UNION ALL
      SELECT k, 1
      FROM unnest(patient_name_prefixes(ch.nlast, ch.nfirst, patient_name_words_of(ch.nln, ch.nfn))) AS k
      WHERE ch.nlive
    ) d
    GROUP BY d.k HAVING sum(d.delta) <> 0 ORDER BY d.k
    ON CONFLICT (prefix) DO UPDATE SET profiles = c.profiles + excluded.profiles;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP FUNCTION patient_name_prefixes(text, text);--> statement-breakpoint
TRUNCATE patient_name_prefix_counts;--> statement-breakpoint
INSERT INTO patient_name_prefix_counts (prefix, profiles)
SELECT k, count(*)::int
FROM patient_profiles p,
  unnest(patient_name_prefixes(p.search_last, p.search_first, patient_name_words_of(p.last_name, p.first_name))) AS k
WHERE p.merged_into_id IS NULL
GROUP BY k;
