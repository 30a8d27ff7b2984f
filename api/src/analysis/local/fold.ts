/**
 * Text folded for matching: lower case, accents dropped ("más" → "mas", as OCR often reads it
 * anyway; Vietnamese "đ", which has no accent to drop, becomes the "d" it is read as),
 * apostrophes and other punctuation become spaces, spaces collapsed. "%", "&" and "-" stay: they
 * tell offers and brands ("C&A", "C-HR") apart.
 */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/đ/g, "d")
    .replace(/[^\p{L}\p{N}%&-]+/gu, " ")
    .trim();
}

type Case = "lower" | "upper" | "title" | "camel" | "caseless" | "mixed";

/** How one run of letters is set. */
function caseOfLetters(letters: string): Case {
  if (/^\p{Ll}+$/u.test(letters)) return "lower";
  if (/^\p{Lu}+$/u.test(letters)) return "upper";
  if (/^\p{Lu}\p{Ll}+$/u.test(letters)) return "title";
  if (/^(?:\p{Lu}\p{Ll}+){2,}$/u.test(letters)) return "camel";
  return letters === letters.toLowerCase() && letters === letters.toUpperCase() ? "caseless" : "mixed";
}

/**
 * How a word is set: in one case, in Title case, in CamelCase ("AppleTech", how coined names are
 * set), in letters without case ("桂冠"), or "mixed", the random mix of a misreading ("wrEnfiELd").
 * Figures and marks after the letters ("C3", "QUAKER.") do not count. Marks inside a name
 * ("POWER.CODERS", "Coca-Cola", "M&M'S") join runs of letters that must all be set alike; a lone
 * letter between marks (the "s" after an apostrophe, the "L" of "L'Oréal") goes with the rest.
 */
export function caseOf(word: string): Case {
  const letters = /^(\p{L}+(?:[&.'-]\p{L}+)*)[\p{N}&.'-]*$/u.exec(word)?.[1];
  if (letters === undefined) return "mixed";
  const runs = letters.split(/[&.'-]/);
  const long = runs.filter((r) => [...r].length > 1);
  const kinds = new Set((long.length > 0 ? long : runs).map(caseOfLetters));
  return kinds.size === 1 ? [...kinds][0]! : "mixed";
}

/**
 * Misreadings mix cases at random ("wrEnfiELd"); names are set in one case, Title or CamelCase.
 * A sign standing as a word ("&" in "Vela & Co") has no case.
 */
export const consistentlyCased = (t: string) =>
  t
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .every((word) => ["lower", "upper", "title", "camel"].includes(caseOf(word)));
