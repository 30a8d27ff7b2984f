import { createRequire } from "node:module";

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
type Standard = "traditional" | "simplified";

interface Tables {
  toTraditional: Convert[];
  toSimplified: Convert[];
}

let tables: Tables | null = null;

/** The tables, loaded on the first Chinese page: a worker that never reads Chinese never loads them. */
function load(): Tables {
  if (tables) return tables;
  const OpenCC = createRequire(import.meta.url)("opencc-js") as typeof import("opencc-js");
  tables = {
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

const memo = new Map<string, Record<Standard, string | null>>();

/** The character's form in each standard, when it exists only in the other and every table agrees on it. */
function formsOf(ch: string): Record<Standard, string | null> {
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

/** The standard a page's texts are clearly set in, or null (not Chinese, Japanese or Korean, or unclear). */
function standardOf(texts: string[]): Standard | null {
  const all = texts.join("");
  if (!HAN.test(all) || OTHER_CJK.test(all)) return null;
  let simplifiedOnly = 0;
  let traditionalOnly = 0;
  for (const ch of all) {
    if (!HAN.test(ch)) continue;
    const f = formsOf(ch);
    if (f.traditional) simplifiedOnly++;
    if (f.simplified) traditionalOnly++;
  }
  if (traditionalOnly >= MIN_EVIDENCE && traditionalOnly >= CLEAR * simplifiedOnly) return "traditional";
  if (simplifiedOnly >= MIN_EVIDENCE && simplifiedOnly >= CLEAR * traditionalOnly) return "simplified";
  return null;
}

const writtenIn = (text: string, to: Standard) =>
  [...text].map((ch) => (HAN.test(ch) ? (formsOf(ch)[to] ?? ch) : ch)).join("");

/** Words with their texts in the page's one standard, the rest of each word kept; unchanged when there is none. */
export function inOneHanStandard<T extends { text: string }>(words: T[]): T[] {
  const to = standardOf(words.map((w) => w.text));
  if (!to) return words;
  return words.map((w) => {
    const text = writtenIn(w.text, to);
    return text === w.text ? w : { ...w, text };
  });
}
