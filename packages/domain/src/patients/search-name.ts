/**
 * How names are compared in the patient search: lower case, without accents, apostrophes,
 * hyphens, dots and spaces, so a keyword typed without them ("obrien", "smithjones",
 * "vanderberg", "angstrom", "strasse") finds O'Brien, Smith-Jones, Van der Berg, Ångström and
 * Straße by prefix, as it does with them. The database keeps the same form of each profile's
 * names (searchNameSql, the stored search columns of migrations 0015 and 0026), computed with
 * replace() and translate() from the same tables, so both sides fold every listed character
 * identically. A keyword token also finds the start of any later word of a name
 * (searchNameTails: "hong" finds Thị Hồng, "jones" Smith-Jones).
 */

/** Dropped: apostrophes (straight and curly), backtick, dot, hyphen, space. */
export const SEARCH_NAME_IGNORED = "'’‘`.- ";

/**
 * Dropped too: the combining diacritical marks (U+0300 to U+036F), so a name typed in decomposed
 * form (A followed by a combining ring) folds like the precomposed Å.
 */
export const SEARCH_NAME_COMBINING_MARKS = Array.from({ length: 0x70 }, (_, i) =>
  String.fromCharCode(0x300 + i),
).join('');

/**
 * Accented Latin letters and the plain letter each one folds to, upper and lower case (the
 * database's lower() may leave non-ASCII letters alone under a C locale). Every letter of the
 * Latin-1 Supplement, Latin Extended-A and -B and Latin Extended Additional blocks whose
 * canonical decomposition is one ASCII letter plus marks (İ excepted: its lower case is two
 * characters), then the letters with a stroke that have no decomposition (Ø, Đ, Ł, Ħ, ı, Ŧ).
 * Letters that fold to two (ß, æ, œ) are in SEARCH_NAME_EXPANDED: translate() maps one
 * character to one. Rows of equal length, one accented character per plain one.
 */
const FOLD_ROWS: readonly (readonly [string, string])[] = [
  ['ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíî', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiii'],
  ['ïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜ', 'inooooouuuuyyaaaaaaccccccccddeeeeeeeeeeg'],
  ['ĝĞğĠġĢģĤĥĨĩĪīĬĭĮįĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔ', 'ggggggghhiiiiiiiijjkkllllllnnnnnnoooooor'],
  ['ŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž', 'rrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzz'],
  ['ƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀ', 'oouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaa'],
  ['ȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰ', 'aaaeeeeiiiioooorrrruuuusstthhaaeeooooooo'],
  ['ȱȲȳḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤ', 'oyyaabbbbbbccddddddddddeeeeeeeeeeffgghhh'],
  ['ḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌ', 'hhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnno'],
  ['ṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴ', 'ooooooopppprrrrrrrrssssssssssttttttttuuu'],
  ['ṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẠạẢ', 'uuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzzhtwyaaa'],
  ['ảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊ', 'aaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiii'],
  ['ịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲ', 'ioooooooooooooooooooooooouuuuuuuuuuuuuuy'],
  ['ỳỴỵỶỷỸỹØøĐđŁłĦħıŦŧ', 'yyyyyyyooddllhhitt'],
];

/**
 * Letters written as two plain letters ("Straße" is searched as "strasse", "Æbelø" as "aebelo",
 * "Œuvre" as "oeuvre"), upper and lower case. In SQL each is a replace() around the translate().
 */
export const SEARCH_NAME_EXPANDED: readonly (readonly [string, string])[] = [
  ['ß', 'ss'],
  ['ẞ', 'ss'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
  ['œ', 'oe'],
  ['Œ', 'oe'],
];

export const SEARCH_NAME_ACCENTED = FOLD_ROWS.map(([accented]) => accented).join('');
export const SEARCH_NAME_UNACCENTED = FOLD_ROWS.map(([, plain]) => plain).join('');

const FOLD = new Map<string, string>();
for (let i = 0; i < SEARCH_NAME_ACCENTED.length; i++) {
  FOLD.set(SEARCH_NAME_ACCENTED.charAt(i), SEARCH_NAME_UNACCENTED.charAt(i));
}
for (const dropped of SEARCH_NAME_IGNORED + SEARCH_NAME_COMBINING_MARKS) FOLD.set(dropped, '');
for (const [letter, plain] of SEARCH_NAME_EXPANDED) FOLD.set(letter, plain);

export function searchName(name: string): string {
  let folded = '';
  for (const ch of name.toLowerCase()) folded += FOLD.get(ch) ?? ch;
  return folded;
}

/** A PostgreSQL Unicode string literal (U&'...'), the combining marks (invisible alone) written as \XXXX. */
function unicodeLiteral(text: string): string {
  let body = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === "'") body += "''";
    else if (ch === '\\') body += '\\\\';
    else if (code >= 0x300 && code <= 0x36f) body += `\\${code.toString(16).toUpperCase().padStart(4, '0')}`;
    else body += ch;
  }
  return `U&'${body}'`;
}

/**
 * The SQL expression of searchName for a column: replace() writes each letter of
 * SEARCH_NAME_EXPANDED as its two letters, then one translate() maps each accented letter to its
 * plain one and drops the ignored characters and combining marks (those come after the accented
 * letters in the first list and have no counterpart in the second).
 */
export function searchNameSql(column: string): string {
  const from = SEARCH_NAME_ACCENTED + SEARCH_NAME_IGNORED + SEARCH_NAME_COMBINING_MARKS;
  let expanded = `lower(${column})`;
  for (const [letter, plain] of SEARCH_NAME_EXPANDED)
    expanded = `replace(${expanded}, '${letter}', '${plain}')`;
  return `translate(${expanded}, ${unicodeLiteral(from)}, '${SEARCH_NAME_UNACCENTED}')`;
}

/** Dropped by searchText: the apostrophes and the backtick only. */
export const SEARCH_TEXT_IGNORED = "'’‘`";

const TEXT_FOLD = new Map(FOLD);
for (const kept of SEARCH_NAME_IGNORED) if (!SEARCH_TEXT_IGNORED.includes(kept)) TEXT_FOLD.delete(kept);

/**
 * searchName that keeps spaces, dots and hyphens: for matching text inside longer text (the user
 * list's keyword, "Zoe OBrien" in "Zoë O'Brien", "nunez" in "Núñez", "ecmo." in an e-mail-like
 * display name), where a dropped space would join words that were apart.
 */
export function searchText(text: string): string {
  let folded = '';
  for (const ch of text.toLowerCase()) folded += TEXT_FOLD.get(ch) ?? ch;
  return folded;
}

/** The SQL expression of searchText for a column (searchNameSql with spaces, dots and hyphens kept). */
export function searchTextSql(column: string): string {
  const from = SEARCH_NAME_ACCENTED + SEARCH_TEXT_IGNORED + SEARCH_NAME_COMBINING_MARKS;
  let expanded = `lower(${column})`;
  for (const [letter, plain] of SEARCH_NAME_EXPANDED)
    expanded = `replace(${expanded}, '${letter}', '${plain}')`;
  return `translate(${expanded}, ${unicodeLiteral(from)}, '${SEARCH_NAME_UNACCENTED}')`;
}

/** Where a name splits into words: spaces, hyphens and dots ("Thị Hồng", "Smith-Jones", "St.John"). */
export const SEARCH_NAME_WORD_BREAK = '[ .-]+';

/**
 * The search forms of a name from each of its words after the first to the end: "Thị Hồng Anh"
 * gives "honganh" and "anh", "Smith-Jones" gives "jones", a one-word name nothing. With the
 * whole name's search form, a keyword token finds the start of any word of the name. Words that
 * fold to nothing (a lone apostrophe) are not words.
 */
export function searchNameTails(name: string): string[] {
  const words = name
    .split(new RegExp(SEARCH_NAME_WORD_BREAK))
    .map(searchName)
    .filter((w) => w.length > 0);
  return words.slice(1).map((_, i) => words.slice(i + 1).join(''));
}

/**
 * The body of the SQL function patient_search_tails(full_name text) (migration 0026):
 * searchNameTails of `name`, in the same order, '{}' for a one-word name.
 */
export function searchNameTailsSql(name: string): string {
  // A name without a word break (most) skips the split: bulk inserts call this per row.
  return `SELECT CASE WHEN ${name} !~ '${SEARCH_NAME_WORD_BREAK.slice(0, -1)}' THEN '{}'::text[] ELSE (
  SELECT coalesce(array_agg(array_to_string(w.words[i:], '') ORDER BY i), '{}')
  FROM (SELECT ARRAY(
    SELECT f.folded
    FROM regexp_split_to_table(${name}, '${SEARCH_NAME_WORD_BREAK}') WITH ORDINALITY AS s(word, n),
      LATERAL (SELECT ${searchNameSql('s.word')} AS folded) AS f
    WHERE f.folded <> ''
    ORDER BY s.n) AS words) AS w,
  generate_series(2, cardinality(w.words)) AS i) END`;
}
