/**
 * The real-ads yardstick, written for this project to the definitions in the shared evaluation's
 * README (the reference scorer is a Python file outside the repository; this is an independent
 * TypeScript reading of the same rules, checked against hand-worked figures in
 * `bench/scorer.test.ts`). It scores the body of `POST /v1/analyses` (or a bare analysis result)
 * for each ad against its labelled truth.
 *
 * Rules, as written down there:
 * - tokens are runs of lower-case ASCII letters and digits of two or more characters, after
 *   accents are folded (NFKD, combining marks dropped) and the text is lower-cased;
 * - text recall: each word of `all_text` (repeats counted) found anywhere in the engine's text;
 *   text precision: each token of the engine's text (repeats counted) that is a word of `all_text`;
 * - headline right: token F1 (multiset, CJK characters compared one by one) ≥ 0.6;
 * - CTA: right when the reported CTA holds every word of the labelled one; a wrong or extra one is
 *   a false positive, a missing or wrong one a false negative;
 * - brand exact: the reported name equals the labelled one once both are reduced to their joined
 *   tokens; brand precision: right names over every name reported, on ads with or without a brand;
 * - people F1: a `face` or `person` key element against `has_people`;
 * - ad type: the ad type or the placements name the labelled family;
 * - background: one of the first three palette colours within 40 RGB units of the labelled one;
 * - wrong advice: an ad with at least one recommendation its truth contradicts (codes read first,
 *   then the wording).
 */
import { createHash } from "node:crypto";

export type Family = "display" | "social" | "print" | "other";

export interface RealTruth {
  file: string;
  headline: string | null;
  all_text: string[];
  cta: string | null;
  brand: string | null;
  background: string;
  has_people: boolean;
  has_faces?: boolean;
  ad_type: Family;
}

type Json = unknown;

const present = (v: Json) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0);

/** The first value under one of `names`, this level's keys before any nested one, depth first. */
export function find(d: Json, ...names: string[]): Json {
  if (Array.isArray(d)) {
    for (const v of d) {
      const r = find(v, ...names);
      if (r !== undefined) return r;
    }
    return undefined;
  }
  if (d !== null && typeof d === "object") {
    const o = d as Record<string, Json>;
    for (const n of names) if (n in o && present(o[n])) return o[n];
    for (const v of Object.values(o)) {
      const r = find(v, ...names);
      if (r !== undefined) return r;
    }
  }
  return undefined;
}

const fold = (s: string) => s.normalize("NFKD").replace(/\p{M}/gu, "");

export function toks(s: string | null | undefined): string[] {
  return (
    fold(s ?? "")
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  ).filter((t) => t.length >= 2);
}

const cjk = (s: string | null | undefined) =>
  [...fold(s ?? "")].filter((c) => (c >= "\u3040" && c <= "\u9fff") || (c >= "\uac00" && c <= "\ud7af"));

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

const dist = (a: string, b: string) => {
  const [x, y] = [rgb(a), rgb(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
};

function f1(tp: number, fp: number, fn: number): number {
  const p = tp + fp ? tp / (tp + fp) : 0;
  const r = tp + fn ? tp / (tp + fn) : 0;
  return p + r ? Math.round(((2 * p * r) / (p + r)) * 1000) / 1000 : 0;
}

/** Brand exact: the two names reduced to their joined tokens are equal. */
export function sameBrand(got: string, want: string): boolean {
  return toks(got).join("") === toks(want).join("");
}

/**
 * The same names letter for letter in any script. `sameBrand` keeps only a–z and 0–9, so two
 * names in Han (or Arabic, Cyrillic) letters both reduce to "" and match whatever they say: a
 * check on our own figures, not the scorer's rule.
 */
export function sameBrandInAnyScript(got: string, want: string): boolean {
  const letters = (s: string) =>
    fold(s)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]/gu, "");
  return letters(got) === letters(want);
}

/**
 * The fixed half an ad belongs to: the first byte of the SHA-256 of its key (the file name), even
 * for *tune*, odd for *check*.
 */
export function halfOf(key: string): "tune" | "check" {
  return (createHash("sha256").update(key).digest()[0]! & 1) === 0 ? "tune" : "check";
}

/** Token F1 of a reported headline against the labelled one (CJK compared by character). */
export function headlineF1(got: string | null, want: string): number {
  const a = [...toks(got), ...cjk(got)];
  const b = [...toks(want), ...cjk(want)];
  if (!a.length || !b.length) return 0;
  let common = 0;
  for (const w of new Set(a)) common += Math.min(a.filter((x) => x === w).length, b.filter((x) => x === w).length);
  return (2 * common) / (a.length + b.length);
}

/** The recommendations an ad's truth contradicts, as their code or text. */
export function wrongAdvice(truth: RealTruth, result: Json): string[] {
  const kind = truth.ad_type;
  const items: Json[] = [];
  for (const key of ["recommendations", "advice"]) {
    const list = find(result, key);
    if (Array.isArray(list)) items.push(...list);
  }
  const bad: string[] = [];
  for (const x of items) {
    const obj = x !== null && typeof x === "object" ? (x as Record<string, Json>) : null;
    const code = obj ? String(obj.code ?? obj.kind ?? "") : "";
    const text = obj ? String(obj.text ?? obj.message ?? JSON.stringify(x)) : String(x);
    const low = text.toLowerCase();
    if (
      ((code === "missing_brand" || low.includes("no brand")) && truth.brand) ||
      ((code === "missing_cta" || low.includes("no call to action")) && (truth.cta || kind === "other")) ||
      (low.includes("button") && (kind === "other" || kind === "print")) ||
      ((code === "safe_zone" || low.includes("app ui")) && kind !== "social") ||
      ((code === "export_size" || low.includes("export at")) && (kind === "other" || kind === "print"))
    )
      bad.push(code || text);
  }
  return bad;
}

export interface ItemScore {
  file: string;
  words: number;
  found: number;
  reported: number;
  correct: number;
  headline: { want: string | null; got: string | null; ok: boolean | null };
  cta: { want: string | null; got: string | null; tp: boolean; fp: boolean; fn: boolean };
  /** `ok` by the scorer's rule; `anyScript` false when the names differ in letters it drops. */
  brand: { want: string | null; got: string | null; ok: boolean | null; said: boolean; anyScript: boolean | null };
  people: { want: boolean; got: boolean };
  ad_type: { want: Family; ok: boolean | null };
  background: { want: string; top3: string[]; ok: boolean };
  wrong_advice: string[];
  ms: number | null;
}

/** Scores one analysis (the API body, or the bare result) against its truth. */
export function scoreItem(truth: RealTruth, body: Json): ItemScore {
  const outer = (body ?? {}) as Record<string, Json>;
  const raw = (outer.analysis_result ?? outer.analysis ?? outer) as Record<string, Json>;
  const r = Object.fromEntries(Object.entries(raw).filter(([k]) => k !== "basis"));

  const text = toks(String(find(r, "textContent", "text_content") ?? ""));
  const tset = new Set(text);
  const want = truth.all_text.flatMap(toks);
  const wantSet = new Set(want);

  let headline: ItemScore["headline"] = { want: truth.headline, got: null, ok: null };
  if (truth.headline) {
    const h = find(r, "headline");
    const got =
      h !== null && typeof h === "object"
        ? String((h as Record<string, Json>).text ?? "")
        : typeof h === "string"
          ? h
          : null;
    headline = { want: truth.headline, got, ok: headlineF1(got, truth.headline) >= 0.6 };
  }

  const c = find(r, "call_to_action", "callToAction");
  const ctaText = c === undefined ? null : typeof c === "string" ? c : JSON.stringify(c);
  const gotCta = new Set(toks(ctaText ?? ""));
  let cta: ItemScore["cta"];
  if (truth.cta) {
    const ok = gotCta.size > 0 && toks(truth.cta).every((w) => gotCta.has(w));
    cta = { want: truth.cta, got: ctaText, tp: ok, fn: !ok, fp: !ok && gotCta.size > 0 };
  } else cta = { want: null, got: ctaText, tp: false, fn: false, fp: gotCta.size > 0 };

  let brand: ItemScore["brand"];
  if (truth.brand) {
    const b = find(r, "brandName", "brand_name", "brand");
    const got = b === undefined ? null : String(b);
    brand = {
      want: truth.brand,
      got,
      said: got !== null,
      ok: got !== null && sameBrand(got, truth.brand),
      anyScript: got !== null && sameBrandInAnyScript(got, truth.brand),
    };
  } else {
    const b = find(r, "brandName", "brand_name");
    brand = { want: null, got: b === undefined ? null : String(b), said: b !== undefined, ok: null, anyScript: null };
  }

  const elements = find(r, "keyElements", "key_elements");
  const kinds = Array.isArray(elements)
    ? elements.filter((e) => e && typeof e === "object").map((e) => (e as Record<string, Json>).kind)
    : [];

  let adType: ItemScore["ad_type"] = { want: truth.ad_type, ok: null };
  if (truth.ad_type !== "other") {
    const blob =
      JSON.stringify(find(r, "adType", "ad_type") ?? "").toLowerCase() +
      JSON.stringify(find(r, "placements") ?? "").toLowerCase();
    adType = { want: truth.ad_type, ok: blob.includes(truth.ad_type) };
  }

  const palette = find(r, "palette");
  const top3 = (Array.isArray(palette) ? palette : [])
    .map((p) => (p && typeof p === "object" ? (p as Record<string, Json>).hex : undefined))
    .filter((h): h is string => typeof h === "string")
    .slice(0, 3);
  const valid = top3.filter((h) => /^#[0-9a-fA-F]{6}$/.test(h));
  const bgOk = valid.length > 0 && Math.min(...valid.map((h) => dist(truth.background, h))) < 40;

  const ms = find(r, "duration_ms");
  return {
    file: truth.file,
    words: want.length,
    found: want.filter((w) => tset.has(w)).length,
    reported: text.length,
    correct: text.filter((w) => wantSet.has(w)).length,
    headline,
    cta,
    brand,
    people: { want: truth.has_people, got: kinds.includes("face") || kinds.includes("person") },
    ad_type: adType,
    background: { want: truth.background, top3, ok: bgOk },
    wrong_advice: wrongAdvice(truth, r),
    ms: typeof ms === "number" ? ms : null,
  };
}

export interface Totals {
  analysed: number;
  all_text_word_recall: number | null;
  text_word_precision: number | null;
  headline_right: number | null;
  cta_f1: number;
  brand_exact: number | null;
  brand_precision: number | null;
  people_f1: number;
  ad_type_right: number | null;
  background_in_top3: number | null;
  wrong_advice_rate: number | null;
  engine_ms_p50: number | null;
}

const ratio = (a: number, b: number) => (b ? Math.round((a / b) * 1000) / 1000 : null);

export function totals(items: ItemScore[]): Totals {
  const sum = (f: (i: ItemScore) => number) => items.reduce((s, i) => s + f(i), 0);
  const count = (f: (i: ItemScore) => boolean) => items.filter(f).length;
  const withHeadline = items.filter((i) => i.headline.ok !== null);
  const withBrand = items.filter((i) => i.brand.want !== null);
  const said = count((i) => i.brand.said);
  const ms = items
    .map((i) => i.ms)
    .filter((m): m is number => m !== null)
    .sort((a, b) => a - b);
  return {
    analysed: items.length,
    all_text_word_recall: ratio(
      sum((i) => i.found),
      sum((i) => i.words),
    ),
    text_word_precision: ratio(
      sum((i) => i.correct),
      sum((i) => i.reported),
    ),
    headline_right: ratio(withHeadline.filter((i) => i.headline.ok).length, withHeadline.length),
    cta_f1: f1(
      count((i) => i.cta.tp),
      count((i) => i.cta.fp),
      count((i) => i.cta.fn),
    ),
    brand_exact: ratio(withBrand.filter((i) => i.brand.ok).length, withBrand.length),
    brand_precision: ratio(
      count((i) => i.brand.ok === true),
      said,
    ),
    people_f1: f1(
      count((i) => i.people.want && i.people.got),
      count((i) => !i.people.want && i.people.got),
      count((i) => i.people.want && !i.people.got),
    ),
    ad_type_right: ratio(
      count((i) => i.ad_type.ok === true),
      items.length,
    ),
    background_in_top3: ratio(
      count((i) => i.background.ok),
      items.length,
    ),
    wrong_advice_rate: ratio(
      count((i) => i.wrong_advice.length > 0),
      items.length,
    ),
    engine_ms_p50: ms.length ? ms[Math.floor(ms.length / 2)]! : null,
  };
}
