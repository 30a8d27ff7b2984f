/**
 * Greedy CTC decoding of the recogniser's output: the most likely class per time step, repeats
 * collapsed, blanks dropped. Each character keeps the time steps it was read at, which is where
 * it sits along the line (one step per 8 crop pixels), so words get their own boxes.
 */

export interface DecodedChar {
  char: string;
  prob: number;
  /** First and last time step of the character's run. */
  from: number;
  to: number;
}

export interface Decoded {
  chars: DecodedChar[];
  /** Time steps the line's crop produced (including any right padding). */
  steps: number;
}

/**
 * The PP-OCRv4 Chinese/English recogniser rarely lets the space class win a time step between
 * Latin words, but its probability rises there (typically 0.1–0.6) while it stays near zero
 * between the letters of a word: a gap whose space probability reaches this is a word break.
 */
export const SPACE_PROB = 0.05;

/**
 * `probs` holds `steps × classes` softmax outputs for one line. Class 0 is the CTC blank,
 * classes 1… are `alphabet` in order (the dictionary, then a space, which must be last).
 */
export function ctcDecode(probs: Float32Array, offset: number, steps: number, alphabet: string[]): Decoded {
  const classes = alphabet.length + 1;
  const space = classes - 1;
  const chars: DecodedChar[] = [];
  let prev = 0;
  let gapSpace = 0;
  for (let t = 0; t < steps; t++) {
    const row = offset + t * classes;
    let best = 0;
    let bestP = probs[row]!;
    for (let c = 1; c < classes; c++) {
      const p = probs[row + c]!;
      if (p > bestP) {
        bestP = p;
        best = c;
      }
    }
    if (best === 0 || best === space) {
      gapSpace = Math.max(gapSpace, probs[row + space]!);
      prev = best;
      continue;
    }
    if (best === prev) chars[chars.length - 1]!.to = t;
    else {
      if (chars.length > 0 && gapSpace >= SPACE_PROB) chars.push({ char: " ", prob: gapSpace, from: t, to: t });
      chars.push({ char: alphabet[best - 1]!, prob: bestP, from: t, to: t });
    }
    gapSpace = 0;
    prev = best;
  }
  return { chars, steps };
}

/**
 * PaddleOCR's line score: the mean probability of the characters read (at each run's first
 * step). Spaces are left out: they are inferred from the gaps, not read as characters.
 */
export function lineScore(d: Decoded): number {
  const letters = d.chars.filter((c) => c.char !== " ");
  if (letters.length === 0) return 0;
  return letters.reduce((s, c) => s + c.prob, 0) / letters.length;
}

/** Another reading of a word, with the natural log of the probability the recogniser gives it. */
export interface Alternative {
  text: string;
  logp: number;
}

/** Prefixes kept at each step of the beam search. */
const BEAM = 64;
/** Classes below this probability at a step are not followed. */
const MIN_CLASS_PROB = 1e-3;

/**
 * The `n` likeliest readings of time steps `from`…`to` (CTC prefix beam search): each labelling's
 * probability sums every path of classes that collapses to it, so a glyph the greedy path read as
 * two letters ("WUIN") and the one letter it is ("WIN") are weighed by the model itself. The space
 * class counts as a blank inside a word. Readings that differ only in case are summed as one, in
 * the likeliest casing. Returned likeliest first.
 */
export function alternatives(
  probs: Float32Array,
  from: number,
  to: number,
  alphabet: string[],
  n: number,
): Alternative[] {
  const classes = alphabet.length + 1;
  const space = classes - 1;
  interface Beam {
    text: string;
    last: number;
    blank: number;
    other: number;
  }
  let beams = new Map<string, Beam>([["", { text: "", last: 0, blank: 1, other: 0 }]]);
  for (let t = from; t <= to; t++) {
    const row = t * classes;
    const pBlank = probs[row]! + probs[row + space]!;
    const live: number[] = [];
    for (let c = 1; c < space; c++) if (probs[row + c]! >= MIN_CLASS_PROB) live.push(c);
    const next = new Map<string, Beam>();
    const at = (text: string, last: number) => {
      const known = next.get(text);
      if (known) return known;
      const b = { text, last, blank: 0, other: 0 };
      next.set(text, b);
      return b;
    };
    for (const b of beams.values()) {
      const total = b.blank + b.other;
      at(b.text, b.last).blank += total * pBlank;
      for (const c of live) {
        const p = probs[row + c]!;
        if (c === b.last) {
          // The same class again continues its run; after a blank it is a second letter.
          at(b.text, b.last).other += b.other * p;
          at(b.text + alphabet[c - 1], c).other += b.blank * p;
        } else at(b.text + alphabet[c - 1], c).other += total * p;
      }
    }
    beams = new Map(
      [...next.values()]
        .sort((a, b) => b.blank + b.other - (a.blank + a.other))
        .slice(0, BEAM)
        .map((b) => [b.text, b]),
    );
  }
  // Readings that differ only in case are one reading for the words they could be (the model often
  // cannot tell "l" from "L" in capitals): their probabilities add up, in the likeliest casing.
  const byLetters = new Map<string, { text: string; p: number }>();
  for (const b of beams.values()) {
    if (b.text === "") continue;
    const key = b.text.toLowerCase();
    const seen = byLetters.get(key);
    if (seen) seen.p += b.blank + b.other;
    else byLetters.set(key, { text: b.text, p: b.blank + b.other });
  }
  return [...byLetters.values()]
    .sort((a, b) => b.p - a.p)
    .slice(0, n)
    .map((r) => ({ text: r.text, logp: Math.log(r.p) }));
}
