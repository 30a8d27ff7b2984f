import * as OpenCC from "opencc-js";

/**
 * One Chinese standard per page. The recogniser's dictionary holds simplified and traditional
 * characters side by side, and on copy set in one standard it reads a few characters in the
 * other ("雅诗蘭黛" for 雅詩蘭黛, "限時领取" for 限時領取): a word with one such character is a
 * different word to anyone searching or comparing the text. When the page's distinguishing
 * characters are clearly of one standard, the characters that exist only in the other are
 * written in it, with OpenCC's tables (the `opencc-js` package). A character counts only where
 * every regional table agrees (Mainland, Taiwan and Hong Kong): "台", everyday in Taiwan, or
 * "着", kept in Hong Kong, is left as read.
 */

type Convert = (text: string) => string;

interface Tables {
  toTraditional: Convert[];
  toSimplified: Convert[];
}

let tables: Tables | null = null;

function load(): Tables {
  tables ??= {
    toTraditional: (["t", "tw", "hk"] as const).map((to) => OpenCC.Converter({ from: "cn", to })),
    toSimplified: (["t", "tw", "hk"] as const).map((from) => OpenCC.Converter({ from, to: "cn" })),
  };
  return tables;
}

const HAN = /\p{Script=Han}/u;
/** Japanese and Korean set Han characters in their own forms: pages with kana or hangul are left alone. */
const OTHER_CJK = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/**
 * The page is of one standard when at least this many times as many of its distinguishing
 * characters belong to it as to the other: the recogniser leans to simplified forms (most of its
 * training text), so a traditional page can read nearly as many simplified characters as
 * traditional ones, and is then left as read.
 */
const CLEAR = 1.5;
/** ...and at least this many characters show it. */
const MIN_EVIDENCE = 2;

const memo = new Map<string, { traditional: string | null; simplified: string | null }>();

/** The character's form in the other standard when it exists only in one and every table agrees on it. */
function formsOf(ch: string): { traditional: string | null; simplified: string | null } {
  let hit = memo.get(ch);
  if (hit) return hit;
  const t = load();
  const agreed = (convs: Convert[]) => {
    const outs = new Set(convs.map((c) => c(ch)));
    const [only] = outs;
    return outs.size === 1 && only !== ch && [...only!].length === 1 ? only! : null;
  };
  hit = { traditional: agreed(t.toTraditional), simplified: agreed(t.toSimplified) };
  memo.set(ch, hit);
  return hit;
}

/**
 * The texts with the characters of the page's minority standard written in its majority standard,
 * or the texts unchanged when the page is not clearly of one standard (or not Chinese).
 */
export function oneHanStandard(texts: string[]): string[] {
  const all = texts.join("");
  if (!HAN.test(all) || OTHER_CJK.test(all)) return texts;
  let simplifiedOnly = 0;
  let traditionalOnly = 0;
  for (const ch of all) {
    if (!HAN.test(ch)) continue;
    const f = formsOf(ch);
    if (f.traditional) simplifiedOnly++;
    if (f.simplified) traditionalOnly++;
  }
  const to =
    traditionalOnly >= MIN_EVIDENCE && traditionalOnly >= CLEAR * simplifiedOnly
      ? "traditional"
      : simplifiedOnly >= MIN_EVIDENCE && simplifiedOnly >= CLEAR * traditionalOnly
        ? "simplified"
        : null;
  if (!to) return texts;
  return texts.map((text) => [...text].map((ch) => (HAN.test(ch) ? (formsOf(ch)[to] ?? ch) : ch)).join(""));
}

/** Words with their texts in the page's one standard (`oneHanStandard`), the rest of each word kept. */
export function inOneHanStandard<T extends { text: string }>(words: T[]): T[] {
  const texts = oneHanStandard(words.map((w) => w.text));
  return words.map((w, i) => (texts[i] === w.text ? w : { ...w, text: texts[i]! }));
}
