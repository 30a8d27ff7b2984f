import { describe, expect, test } from "bun:test";
import { alternatives, ctcDecode, lineScore } from "../../../src/analysis/local/ocr/ctc.ts";
import { inOneHanStandard } from "../../../src/analysis/local/ocr/han.ts";
import { guessLanguage, isStrayGlyph, scriptsOf } from "../../../src/analysis/local/ocr/language.ts";
import { layoutBlocks, readingOrder, rowsOf } from "../../../src/analysis/local/ocr/order.ts";
import { addSpaces } from "../../../src/analysis/local/ocr/spacing.ts";
import { splitWords } from "../../../src/analysis/local/ocr/words.ts";

/** Texts as the reader's words, put in the page's one Chinese standard. */
const oneHanStandard = (texts: string[]) => inOneHanStandard(texts.map((text) => ({ text }))).map((w) => w.text);

/** The alphabet the tests decode with: classes 1…4 are a, b, c, then the space (last, as in the model). */
const ALPHABET = ["a", "b", "c", " "];

/** Softmax rows for a sequence of steps: each step names its winning class and, optionally, P(space). */
function probs(steps: [string, number?][]): Float32Array {
  const classes = ALPHABET.length + 1;
  const out = new Float32Array(steps.length * classes);
  steps.forEach(([winner, space = 0], t) => {
    const c = winner === "_" ? 0 : ALPHABET.indexOf(winner) + 1;
    out[t * classes + classes - 1] = space;
    out[t * classes + c] = 0.9;
  });
  return out;
}

describe("CTC decoding", () => {
  test("repeats collapse, blanks separate repeated letters, and each letter keeps its time steps", () => {
    const d = ctcDecode(probs([["_"], ["a"], ["a"], ["_"], ["a"], ["b"], ["_"], ["_"]]), 0, 8, ALPHABET);
    expect(d.chars.map((c) => c.char).join("")).toBe("aab");
    expect(d.chars.map((c) => [c.from, c.to])).toEqual([
      [1, 2],
      [4, 4],
      [5, 5],
    ]);
    expect(lineScore(d)).toBeCloseTo(0.9, 6);
  });

  test("a gap where the space class rises becomes a word break; one where it stays near zero does not", () => {
    const d = ctcDecode(probs([["a"], ["_", 0.3], ["b"], ["_", 0.01], ["c"]]), 0, 5, ALPHABET);
    expect(d.chars.map((c) => c.char).join("")).toBe("a bc");
    // Inferred spaces do not count towards the line's confidence.
    expect(lineScore(d)).toBeCloseTo(0.9, 6);
  });

  test("a space the model reads outright is kept once", () => {
    const d = ctcDecode(probs([["a"], [" ", 0.9], [" ", 0.9], ["b"]]), 0, 4, ALPHABET);
    expect(d.chars.map((c) => c.char).join("")).toBe("a b");
  });

  test("other readings sum every path the model allows: a letter read in two halves is also one letter", () => {
    // Steps of explicit probabilities (the rest of each row is the blank). Greedy reads "acb": the
    // middle step's c wins by a little, but its a continues the first letter's run.
    const rows: Record<string, number>[] = [{ a: 0.9 }, { c: 0.55, a: 0.4 }, { b: 0.9 }, {}];
    const classes = ALPHABET.length + 1;
    const out = new Float32Array(rows.length * classes);
    rows.forEach((row, t) => {
      let rest = 1;
      for (const [char, p] of Object.entries(row)) {
        out[t * classes + ALPHABET.indexOf(char) + 1] = p;
        rest -= p;
      }
      out[t * classes] = rest;
    });
    const read = alternatives(out, 0, rows.length - 1, ALPHABET, 4);
    expect(read[0]!.text).toBe("acb");
    expect(read[1]!.text).toBe("ab");
    expect(read[0]!.logp).toBeCloseTo(Math.log(0.9 * 0.55 * 0.9), 4);
    // "ab" sums its paths: a at the first step, then a again or a blank at the middle one (0.9 × 0.45
    // × 0.9), and a blank first with a at the middle step (0.1 × 0.4 × 0.9).
    expect(read[1]!.logp).toBeCloseTo(Math.log(0.9 * 0.45 * 0.9 + 0.1 * 0.4 * 0.9), 4);
    expect(read.every((r, i) => i === 0 || r.logp <= read[i - 1]!.logp)).toBe(true);
  });

  test("readings that differ only in case are one reading, in the likeliest casing", () => {
    // Classes: blank, "l", "L", space. Each of two steps is "l" or "L" about evenly.
    const cased = new Float32Array([0.1, 0.5, 0.4, 0, 0.1, 0.4, 0.5, 0]);
    const read = alternatives(cased, 0, 1, ["l", "L", " "], 8);
    const letters = read.map((r) => r.text.toLowerCase());
    expect(new Set(letters).size).toBe(letters.length);
    // One letter: "l" by l·blank, blank·l or l·l (0.05 + 0.04 + 0.2) and "L" likewise (0.04 + 0.05 + 0.2).
    expect(read.map((r) => [r.text.toLowerCase(), Math.exp(r.logp)])).toEqual([
      ["l", expect.closeTo(0.58, 4)],
      // Two letters, in either order of case: 0.5 × 0.5 + 0.4 × 0.4.
      ["ll", expect.closeTo(0.41, 4)],
    ]);
  });

  test("an offset selects one line of a batch", () => {
    const two = probs([["a"], ["_"], ["b"], ["c"]]);
    expect(
      ctcDecode(two, 2 * 5, 2, ALPHABET)
        .chars.map((c) => c.char)
        .join(""),
    ).toBe("bc");
  });
});

describe("word breaks and word boxes", () => {
  const chars = (spec: [string, number, number][]) => spec.map(([char, from, to]) => ({ char, prob: 0.9, from, to }));

  test("a wide ink gap the time steps agree with becomes a space; a wide gap inside a word alone does not", () => {
    // Steps are 8 px; letters at steps 0, 2, 4 | 9, 11. Ink everywhere except a 20 px gap at 40–60.
    const ink = new Uint8Array(100).fill(1);
    ink.fill(0, 40, 60);
    const d = {
      steps: 13,
      chars: chars([
        ["a", 0, 0],
        ["b", 2, 2],
        ["c", 4, 4],
        ["a", 9, 9],
        ["b", 11, 11],
      ]),
    };
    expect(
      addSpaces(d, ink, 8, 48)
        .chars.map((c) => c.char)
        .join(""),
    ).toBe("abc ab");
    // The same gap between letters the recogniser read at their usual spacing is not a break.
    const tight = {
      steps: 13,
      chars: chars([
        ["a", 0, 0],
        ["b", 2, 2],
        ["c", 4, 4],
        ["a", 6, 6],
        ["b", 8, 8],
      ]),
    };
    const inkTight = new Uint8Array(100).fill(1);
    inkTight.fill(0, 36, 46);
    expect(
      addSpaces(tight, inkTight, 8, 48)
        .chars.map((c) => c.char)
        .join(""),
    ).toBe("abcab");
  });

  test("letter-spaced type: a space read at a gap no wider than the letters' own goes, a wider one stays", () => {
    // Steps are 4 px; letters 4 px wide, 12 px apart (a quarter of the 48 px line), then a 32 px
    // word space. The recogniser read a space at one of the letter gaps too ("abc ab ca").
    const at = [0, 16, 32, 48, 64, 100, 116];
    const letters = "abcabca";
    const ink = new Uint8Array(124);
    for (const x of at) ink.fill(1, x, x + 4);
    const spaced = (...spaces: number[]) => {
      const out = [...letters].map((char, i) => ({ char, prob: 0.9, from: at[i]! / 4, to: at[i]! / 4 }));
      for (const before of spaces.sort((a, b) => b - a))
        out.splice(before, 0, { char: " ", prob: 0.9, from: 0, to: 0 });
      return { steps: 31, chars: out };
    };
    const read = (d: ReturnType<typeof spaced>, height: number) =>
      addSpaces(d, ink, 4, height)
        .chars.map((c) => c.char)
        .join("");
    expect(read(spaced(3, 5), 48)).toBe("abcab ca");
    // The same gaps on a line three times as tall are ordinary letter gaps: every space read stays.
    expect(read(spaced(3, 5), 144)).toBe("abc ab ca");
  });

  test("words get consecutive boxes along the line, meeting between them", () => {
    const d = {
      steps: 20,
      chars: chars([
        ["a", 1, 1],
        ["b", 3, 3],
        [" ", 6, 6],
        ["c", 8, 8],
        ["a", 10, 10],
      ]),
    };
    const rect = { cx: 100 + 80, cy: 50, width: 160, height: 24, angle: 0 };
    const words = splitWords(d, rect, 160, 8);
    expect(words.map((w) => w.text)).toEqual(["ab", "ca"]);
    const [ab, ca] = words;
    expect(ab!.box.x).toBeGreaterThanOrEqual(100);
    expect(ab!.box.x + ab!.box.width).toBeCloseTo(ca!.box.x, 6);
    expect(ca!.box.x + ca!.box.width).toBeLessThanOrEqual(260);
    expect(ab!.box.height).toBeCloseTo(24, 6);
    expect(ab!.box.y).toBeCloseTo(38, 6);
  });
});

describe("reading order", () => {
  const item = (name: string, x: number, y: number, width = 100, height = 20) => ({
    name,
    box: { x, y, width, height },
  });

  test("columns before rows; a full-width headline comes off first", () => {
    const items = [
      item("right-2", 400, 124),
      item("head", 20, 10, 500, 40),
      item("left-1", 20, 100),
      item("right-1", 400, 100),
      item("left-2", 20, 124),
    ];
    expect(readingOrder(items).map((r) => r.items.map((i) => i.name))).toEqual([
      ["head"],
      ["left-1"],
      ["left-2"],
      ["right-1"],
      ["right-2"],
    ]);
    expect(layoutBlocks(items)).toHaveLength(3);
  });

  test("items on one row share a line left to right, even when one sits a little higher", () => {
    const rows = readingOrder([item("Klein", 230, 96, 100, 30), item("Calvin", 100, 100, 110, 30)]);
    expect(rows.map((r) => r.items.map((i) => i.name))).toEqual([["Calvin", "Klein"]]);
  });

  test("a word joins the row it overlaps most: a small logo beside a large headline keeps to its own row", () => {
    // The logo's box overlaps the top of "Friday" by just over half its own height, "Black" by less;
    // "Friday" shares nearly all of "Black"'s height.
    const rows = rowsOf([
      item("LOGO", 36, 52, 224, 32),
      item("Black", 273, 69, 214, 63),
      item("Friday", 505, 67, 258, 75),
    ]);
    expect(rows.map((r) => r.map((i) => i.name))).toEqual([["LOGO"], ["Black", "Friday"]]);
  });
});

describe("scripts and language", () => {
  test("scripts are counted by letter, most first", () => {
    expect(scriptsOf("Sale 50% 限时优惠大促销")).toEqual(["han", "latin"]);
    expect(scriptsOf("2024")).toEqual([]);
  });

  test("languages are guessed from common words, accents optional", () => {
    expect(guessLanguage("Conoce mas de la nueva coleccion", ["latin"])).toBe("es");
    expect(guessLanguage("Découvrez le premier épisode offert avec votre abonnement", ["latin"])).toBe("fr");
    expect(guessLanguage("Get the new app and save more today", ["latin"])).toBe("en");
    expect(guessLanguage("Jetzt neu: entdecken Sie die Kollektion", ["latin"])).toBe("de");
    expect(guessLanguage("限时优惠", ["han"])).toBe("zh");
    expect(guessLanguage("カメラ", ["kana"])).toBe("ja");
  });

  test("a lone Han character in Latin copy is a misread icon; Chinese copy and Latin pages are kept", () => {
    expect(isStrayGlyph("示", ["latin"])).toBe(true);
    expect(isStrayGlyph("限时", ["latin", "han"])).toBe(false);
    expect(isStrayGlyph("示", ["han", "latin"])).toBe(false);
    expect(isStrayGlyph("A", ["latin"])).toBe(false);
    expect(isStrayGlyph("é", ["latin"])).toBe(false);
  });

  test("Chinese read in one standard: a page's few characters of the other standard are written in its own", () => {
    // Traditional copy with simplified misreadings: 领 and 门 become 領 and 門; 台, everyday in Taiwan, stays.
    expect(oneHanStandard(["會員限時優惠", "立即领取", "台北门市體驗"])).toEqual([
      "會員限時優惠",
      "立即領取",
      "台北門市體驗",
    ]);
    // Simplified copy with a traditional misreading.
    expect(oneHanStandard(["会员限时优惠", "立即領取"])).toEqual(["会员限时优惠", "立即领取"]);
    // As many of each: nothing says which the page is.
    expect(oneHanStandard(["会员 會員"])).toEqual(["会员 會員"]);
    // Japanese sets Han characters in its own forms; Latin text has none.
    expect(oneHanStandard(["期間限定", "会員様へ", "セール"])).toEqual(["期間限定", "会員様へ", "セール"]);
    expect(oneHanStandard(["Shop now"])).toEqual(["Shop now"]);
  });

  test("too few words, or a brand name alone, make no guess", () => {
    expect(guessLanguage("TOYOTA C-HR", ["latin"])).toBeNull();
    expect(guessLanguage("de la", ["latin"])).toBeNull();
  });
});
