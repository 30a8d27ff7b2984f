import type { Script } from "./types.ts";

const SCRIPTS: [Script, RegExp][] = [
  ["latin", /\p{Script=Latin}/u],
  ["han", /\p{Script=Han}/u],
  ["kana", /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ["hangul", /\p{Script=Hangul}/u],
  ["greek", /\p{Script=Greek}/u],
  ["cyrillic", /\p{Script=Cyrillic}/u],
];

/** Scripts of the letters in `text`, most letters first. */
export function scriptsOf(text: string): Script[] {
  const counts = new Map<Script, number>();
  for (const ch of text) {
    const hit = SCRIPTS.find(([, re]) => re.test(ch));
    if (hit) counts.set(hit[0], (counts.get(hit[0]) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([s]) => s);
}

/**
 * A lone character of another script in Latin text: the recogniser's dictionary is mostly
 * Chinese, so an icon or logo mark beside Latin copy tends to come out as one Han character.
 * Real Chinese copy is read as runs of characters and stays.
 */
export function isStrayGlyph(word: string, pageScripts: Script[]): boolean {
  if (pageScripts[0] !== "latin" || [...word].length !== 1) return false;
  const own = scriptsOf(word);
  return own.length === 1 && own[0] !== "latin";
}

/**
 * Function words and everyday ad words per language, written without accents: the recogniser's
 * dictionary lacks ñ, ç, ê and others, so "más" may come out "mas" and must still count.
 */
const WORDS: Record<string, string[]> = {
  en: "the and you your for with to of is are our now get new more in on at by from this all free it be we can off shop today learn save".split(
    " ",
  ),
  es: "el la los las de del y en con para por tu tus su sus que es un una mas ahora nuevo nueva conoce compra comprar aqui aca hoy descubre gratis envio tienda nuestro nuestra".split(
    " ",
  ),
  fr: "le la les des du de et en pour avec votre vos un une est sur au aux nouveau nouvelle decouvrir decouvrez offert episode maintenant plus ici gratuit notre nos".split(
    " ",
  ),
  de: "der die das und mit fur ihr ihre jetzt neu neue ist zu von den dem ein eine entdecken kaufen mehr hier unser unsere".split(
    " ",
  ),
  pt: "o os as da do das dos e em com para por seu sua um uma mais agora novo nova compre saiba confira aqui gratis nosso nossa".split(
    " ",
  ),
  it: "il lo gli le di del della e con per tuo tua un una piu ora nuovo nuova scopri acquista qui gratis nostro nostra".split(
    " ",
  ),
};

/** How many languages list each word: a word shared by three counts a third for each. */
const SHARE = new Map<string, number>();
for (const list of Object.values(WORDS)) for (const w of new Set(list)) SHARE.set(w, (SHARE.get(w) ?? 0) + 1);

const plain = (w: string) => w.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * A language guess for the text, or null when the words do not make it clear: at least 1.5
 * words' worth of evidence and twice the runner-up's. Scripts that belong to one language decide
 * outright (kana → ja, hangul → ko, Han without kana → zh).
 */
export function guessLanguage(text: string, scripts: Script[]): string | null {
  if (scripts[0] === "kana" || (scripts[0] === "han" && scripts.includes("kana"))) return "ja";
  if (scripts[0] === "hangul") return "ko";
  if (scripts[0] === "han") return "zh";
  if (scripts[0] !== "latin") return null;
  const tokens = text
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .map(plain);
  const score = new Map<string, number>();
  for (const [lang, list] of Object.entries(WORDS)) {
    const set = new Set(list);
    score.set(
      lang,
      tokens.reduce((s, t) => s + (set.has(t) ? 1 / SHARE.get(t)! : 0), 0),
    );
  }
  const [best, second] = [...score.entries()].sort((a, b) => b[1] - a[1]);
  if (!best || best[1] < 1.5 || best[1] < 2 * (second?.[1] ?? 0)) return null;
  return best[0];
}
