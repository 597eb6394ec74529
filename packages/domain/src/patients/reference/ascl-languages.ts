/**
 * Spoken languages of the Australian Standard Classification of Languages (ASCL), 2016
 * (Australian Bureau of Statistics, cat. no. 1267.0): four-digit language codes.
 *
 * PARTIAL LIST. It holds the community languages an Australian (Victorian) clinical service meets
 * most often, not the whole classification (no "nfd"/"nec" residual codes, most Australian
 * Indigenous languages left out). Every code here was checked twice: against the transcriber's
 * knowledge of ASCL 2016 and against the ASCL 2016 domain published in a national health data
 * specification citing cat. no. 1267.0. A language whose code could not be confirmed both ways is
 * left out rather than guessed. Complete the list from the ABS publication (the ASCL 2016
 * classification structure, Excel data cube) when a language is missing, and bump ASCL_VERSION.
 */
export const ASCL_VERSION = 'ASCL 2016 (ABS cat. no. 1267.0), partial list v1';

export interface AsclLanguage {
  /** Four-digit ASCL code, kept as text (ASCL codes are identifiers, not quantities). */
  code: string;
  name: string;
}

export const ASCL_LANGUAGES: readonly AsclLanguage[] = [
  // 1 Northern European Languages
  { code: '1101', name: 'Gaelic (Scotland)' },
  { code: '1102', name: 'Irish' },
  { code: '1103', name: 'Welsh' },
  { code: '1201', name: 'English' },
  { code: '1301', name: 'German' },
  { code: '1303', name: 'Yiddish' },
  { code: '1401', name: 'Dutch' },
  { code: '1403', name: 'Afrikaans' },
  { code: '1501', name: 'Danish' },
  { code: '1502', name: 'Icelandic' },
  { code: '1503', name: 'Norwegian' },
  { code: '1504', name: 'Swedish' },
  { code: '1601', name: 'Estonian' },
  { code: '1602', name: 'Finnish' },
  // 2 Southern European Languages
  { code: '2101', name: 'French' },
  { code: '2201', name: 'Greek' },
  { code: '2301', name: 'Catalan' },
  { code: '2302', name: 'Portuguese' },
  { code: '2303', name: 'Spanish' },
  { code: '2401', name: 'Italian' },
  { code: '2501', name: 'Maltese' },
  { code: '2901', name: 'Basque' },
  // 3 Eastern European Languages
  { code: '3101', name: 'Latvian' },
  { code: '3102', name: 'Lithuanian' },
  { code: '3301', name: 'Hungarian' },
  { code: '3401', name: 'Belorussian' },
  { code: '3402', name: 'Russian' },
  { code: '3403', name: 'Ukrainian' },
  { code: '3501', name: 'Bosnian' },
  { code: '3502', name: 'Bulgarian' },
  { code: '3503', name: 'Croatian' },
  { code: '3504', name: 'Macedonian' },
  { code: '3505', name: 'Serbian' },
  { code: '3506', name: 'Slovene' },
  { code: '3601', name: 'Czech' },
  { code: '3602', name: 'Polish' },
  { code: '3603', name: 'Slovak' },
  { code: '3901', name: 'Albanian' },
  { code: '3904', name: 'Romanian' },
  // 4 Southwest and Central Asian Languages
  { code: '4101', name: 'Kurdish' },
  { code: '4102', name: 'Pashto' },
  { code: '4104', name: 'Balochi' },
  { code: '4105', name: 'Dari' },
  { code: '4106', name: 'Persian (excluding Dari)' },
  { code: '4107', name: 'Hazaraghi' },
  { code: '4202', name: 'Arabic' },
  { code: '4204', name: 'Hebrew' },
  { code: '4206', name: 'Assyrian Neo-Aramaic' },
  { code: '4207', name: 'Chaldean Neo-Aramaic' },
  { code: '4208', name: 'Mandaean (Mandaic)' },
  { code: '4301', name: 'Turkish' },
  { code: '4302', name: 'Azeri' },
  { code: '4306', name: 'Uzbek' },
  { code: '4901', name: 'Armenian' },
  { code: '4902', name: 'Georgian' },
  // 5 Southern Asian Languages
  { code: '5101', name: 'Kannada' },
  { code: '5102', name: 'Malayalam' },
  { code: '5103', name: 'Tamil' },
  { code: '5104', name: 'Telugu' },
  { code: '5201', name: 'Bengali' },
  { code: '5202', name: 'Gujarati' },
  { code: '5203', name: 'Hindi' },
  { code: '5204', name: 'Konkani' },
  { code: '5205', name: 'Marathi' },
  { code: '5206', name: 'Nepali' },
  { code: '5207', name: 'Punjabi' },
  { code: '5208', name: 'Sindhi' },
  { code: '5211', name: 'Sinhalese' },
  { code: '5212', name: 'Urdu' },
  { code: '5214', name: 'Dhivehi' },
  { code: '5217', name: 'Fijian Hindustani' },
  // 6 Southeast Asian Languages
  { code: '6101', name: 'Burmese' },
  { code: '6102', name: 'Chin Haka' },
  { code: '6103', name: 'Karen' },
  { code: '6104', name: 'Rohingya' },
  { code: '6201', name: 'Hmong' },
  { code: '6301', name: 'Khmer' },
  { code: '6302', name: 'Vietnamese' },
  { code: '6401', name: 'Lao' },
  { code: '6402', name: 'Thai' },
  { code: '6501', name: 'Bisaya' },
  { code: '6502', name: 'Cebuano' },
  { code: '6504', name: 'Indonesian' },
  { code: '6505', name: 'Malay' },
  { code: '6507', name: 'Tetum' },
  { code: '6511', name: 'Tagalog' },
  { code: '6512', name: 'Filipino' },
  // 7 Eastern Asian Languages
  { code: '7101', name: 'Cantonese' },
  { code: '7102', name: 'Hakka' },
  { code: '7104', name: 'Mandarin' },
  { code: '7106', name: 'Wu' },
  { code: '7107', name: 'Min Nan' },
  { code: '7201', name: 'Japanese' },
  { code: '7301', name: 'Korean' },
  { code: '7901', name: 'Tibetan' },
  { code: '7902', name: 'Mongolian' },
  // 8 Australian Indigenous Languages (a few of the most spoken; the rest to be added)
  { code: '8101', name: 'Anindilyakwa' },
  { code: '8117', name: 'Tiwi' },
  { code: '8146', name: 'Murrinh Patha' },
  { code: '8231', name: 'Djambarrpuyngu' },
  { code: '8403', name: 'Yumplatok (Torres Strait Creole)' },
  { code: '8521', name: 'Warlpiri' },
  { code: '8621', name: 'Eastern Arrernte' },
  { code: '8714', name: 'Pitjantjatjara' },
  { code: '8924', name: 'Kriol' },
  { code: '8941', name: 'Wiradjuri' },
  { code: '8945', name: 'Yorta Yorta' },
  // 9 Other Languages
  { code: '9206', name: 'Oromo' },
  { code: '9208', name: 'Somali' },
  { code: '9211', name: 'Swahili' },
  { code: '9214', name: 'Amharic' },
  { code: '9216', name: 'Dinka' },
  { code: '9231', name: 'Nuer' },
  { code: '9235', name: 'Tigrinya' },
  { code: '9246', name: 'Kinyarwanda (Rwanda)' },
  { code: '9247', name: 'Kirundi (Rundi)' },
  { code: '9301', name: 'Fijian' },
  { code: '9303', name: 'Maori (Cook Island)' },
  { code: '9304', name: 'Maori (New Zealand)' },
  { code: '9308', name: 'Samoan' },
  { code: '9311', name: 'Tongan' },
  { code: '9504', name: 'Tok Pisin (Neomelanesian)' },
  { code: '9701', name: 'Auslan' },
];
