/**
 * How names are compared in the patient search: lower case, without accents, apostrophes,
 * hyphens, dots and spaces, so a keyword typed without them ("obrien", "smithjones",
 * "vanderberg", "angstrom") finds O'Brien, Smith-Jones, Van der Berg and Ångström by prefix, as it
 * does with them. The database keeps the same form of each profile's names (searchNameSql, the
 * stored search columns of migration 0015), computed with translate() from the same table, so
 * both sides fold every listed character identically.
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
 * Letters that fold to two (ß, æ, œ) are not folded: translate() maps one character to one.
 * Rows of equal length, one accented character per plain one.
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

export const SEARCH_NAME_ACCENTED = FOLD_ROWS.map(([accented]) => accented).join('');
export const SEARCH_NAME_UNACCENTED = FOLD_ROWS.map(([, plain]) => plain).join('');

const FOLD = new Map<string, string>();
for (let i = 0; i < SEARCH_NAME_ACCENTED.length; i++) {
  FOLD.set(SEARCH_NAME_ACCENTED.charAt(i), SEARCH_NAME_UNACCENTED.charAt(i));
}
for (const dropped of SEARCH_NAME_IGNORED + SEARCH_NAME_COMBINING_MARKS) FOLD.set(dropped, '');

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
 * The SQL expression of searchName for a column: one translate() maps each accented letter to
 * its plain one and drops the ignored characters and combining marks (those come after the
 * accented letters in the first list and have no counterpart in the second).
 */
export function searchNameSql(column: string): string {
  const from = SEARCH_NAME_ACCENTED + SEARCH_NAME_IGNORED + SEARCH_NAME_COMBINING_MARKS;
  return `translate(lower(${column}), ${unicodeLiteral(from)}, '${SEARCH_NAME_UNACCENTED}')`;
}
