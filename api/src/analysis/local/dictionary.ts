import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawnSync } from "bun";
import { type CompiledHeader, dictionaryVersions, plain } from "./dictionary-build.ts";

/**
 * Spelling dictionaries of the languages the reader covers, for one question: is this a word of
 * the language, or a name? The frequency lists (brand-lexicon.ts) hold each language's 10,000
 * commonest words; copy also uses rarer ones ("preservatives", "instantanément", "consumidores"),
 * and a rarer word is no more a brand than a common one.
 *
 * The dictionaries are Hunspell's, from npm (`dictionary-en`, `-fr`, `-es`, `-pt`, `-nl`; German
 * and Italian are GPL-only there and left out, their frequency lists serve alone). A word is found
 * as Hunspell finds it: listed as a stem, or formed from a stem by one suffix or one prefix rule
 * the stem's flags allow. Entries spelt with a capital are proper nouns (brands among them) and
 * are left out. Accents are dropped on both sides, as the reader often drops them.
 *
 * Memory: each language is its sorted stems in one string, an offset table and a table of flag sets,
 * searched by bisection (about 15 MB for all five), read the first time a word is looked up from a
 * file that dictionary-build.ts compiles once per machine in a child process.
 */
interface Affix {
  flag: string;
  strip: string;
  add: string;
  /** Hunspell's condition on the stem's end (a suffix) or start (a prefix). */
  condition: RegExp | null;
}

interface Language {
  /** The stems, sorted, one after another: stem i runs from offsets[i] to offsets[i + 1]. */
  stems: string;
  offsets: Uint32Array;
  /** Each stem's flag set, as an index into the sets. */
  flagSetOf: Uint32Array;
  flagSets: string[][];
  /** Suffix rules by the last letter they add ("" for none). */
  suffixes: Map<string, Affix[]>;
  prefixes: Affix[];
  notAlone: string[];
}

/** The compiled dictionaries, from the temp folder, compiled there by a child process when missing. */
function load(): Language[] {
  const file = path.join(tmpdir(), "adlens-dictionaries", `hunspell-${dictionaryVersions()}.bin`);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const built = spawnSync([process.execPath, path.join(import.meta.dir, "dictionary-build.ts"), file], {
      stderr: "pipe",
    });
    if (!built.success) throw new Error(`compiling the spelling dictionaries failed: ${built.stderr.toString()}`);
  }
  const buf = readFileSync(file);
  const headerLength = buf.readUInt32LE(0);
  const header = JSON.parse(buf.toString("utf8", 4, 4 + headerLength)) as CompiledHeader;
  let at = 4 + headerLength;
  const take = (bytes: number) => {
    at += (4 - (at % 4)) % 4;
    const part = buf.subarray(at, at + bytes);
    at += bytes;
    return part;
  };
  // Copies, so that the file's buffer can go.
  const u32 = (part: Buffer) => new Uint32Array(part.buffer.slice(part.byteOffset, part.byteOffset + part.length));
  const conditions = new Map<string, RegExp>();
  const regex = (source: string) => {
    if (!conditions.has(source)) conditions.set(source, new RegExp(source, "u"));
    return conditions.get(source)!;
  };
  return header.languages.map((h) => {
    const stems = take(h.chars).toString("latin1");
    const offsets = u32(take((h.count + 1) * 4));
    const flagSetOf = u32(take(h.count * 4));
    const suffixes = new Map<string, Affix[]>();
    const prefixes: Affix[] = [];
    for (const [type, flag, strip, add, condition] of h.rules) {
      const affix: Affix = { flag, strip, add, condition: condition === null ? null : regex(condition) };
      if (type === "PFX") prefixes.push(affix);
      else {
        const bucket = suffixes.get(add.slice(-1));
        if (bucket) bucket.push(affix);
        else suffixes.set(add.slice(-1), [affix]);
      }
    }
    return { stems, offsets, flagSetOf, flagSets: h.flagSets, suffixes, prefixes, notAlone: h.notAlone };
  });
}

/** The stem's flags, or null when the stem is not listed. */
function flagsOf(lang: Language, stem: string): string[] | null {
  const { stems, offsets } = lang;
  let lo = 0;
  let hi = offsets.length - 2;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const key = stems.slice(offsets[mid]!, offsets[mid + 1]!);
    if (key === stem) return lang.flagSets[lang.flagSetOf[mid]!]!;
    if (key < stem) lo = mid + 1;
    else hi = mid - 1;
  }
  return null;
}

function known(lang: Language, word: string): boolean {
  const alone = flagsOf(lang, word);
  if (alone !== null && !lang.notAlone.some((f) => alone.includes(f))) return true;
  const withRule = (stem: string, affix: Affix) => {
    if (affix.condition && !affix.condition.test(stem)) return false;
    const flags = flagsOf(lang, stem);
    return flags?.includes(affix.flag) === true;
  };
  for (const affix of lang.suffixes.get(word.slice(-1)) ?? []) {
    if (word.length > affix.add.length && word.endsWith(affix.add)) {
      if (withRule(word.slice(0, word.length - affix.add.length) + affix.strip, affix)) return true;
    }
  }
  for (const affix of lang.suffixes.get("") ?? []) if (withRule(word + affix.strip, affix)) return true;
  for (const affix of lang.prefixes) {
    if (word.length > affix.add.length && word.startsWith(affix.add)) {
      if (withRule(affix.strip + word.slice(affix.add.length), affix)) return true;
    }
  }
  return false;
}

let languages: Language[] | null = null;

/** Whether `word` (one word, letters only) is in the spelling dictionary of one of the languages. */
export function inDictionary(word: string): boolean {
  if (!languages) {
    try {
      languages = load();
    } catch (error) {
      // Without the dictionaries the frequency lists still tell words from names, less widely.
      console.error(`spelling dictionaries unavailable: ${(error as Error).message}`);
      languages = [];
    }
  }
  const w = plain(word);
  return w.length > 0 && languages.some((lang) => known(lang, w));
}
