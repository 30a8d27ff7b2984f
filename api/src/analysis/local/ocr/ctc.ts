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
