/**
 * Whole words: glued words split only when both the word lists and the pixels say so, long
 * unsure near misses corrected against the lists, figures read as letters repaired, and unsure
 * readings that are no word left out of the transcript.
 */
import { describe, expect, test } from "bun:test";
import { caseOf } from "../../src/analysis/local/fold.ts";
import { decode } from "../../src/analysis/local/raster.ts";
import { figure, glueSplit, isMisreading, nearWord, spaceAt } from "../../src/analysis/local/whole-words.ts";
import { render, text } from "./stages/render.ts";

const split = (w: string) => {
  const at = glueSplit(w);
  return at === null ? w : `${w.slice(0, at)} ${w.slice(at)}`;
};

describe("whole words", () => {
  test("a glued pair of listed words splits; listed words, brands and coined names stay whole", () => {
    expect(split("yearsavings")).toBe("year savings");
    expect(split("printingforever")).toBe("printing forever");
    expect(split("withjust")).toBe("with just");
    expect(split("OURSTORY")).toBe("OUR STORY");
    for (const w of ["Refrigerators", "Thanksgiving", "documentaries", "Facebook", "Rubbermaid", "Merakify"]) {
      expect(split(w)).toBe(w);
    }
    // Mixed case is how coined names and misreadings look, not glued words.
    expect(split("AppleTech")).toBe("AppleTech");
  });

  test("the pixels decide between a dropped space and a closed compound", async () => {
    const glued = await decode(
      await render(
        400,
        80,
        `<rect width="400" height="80" fill="#fff"/>${text(10, 55, 40, "#000", "cash back", 'word-spacing="-6"')}`,
      ),
    );
    const closed = await decode(
      await render(400, 80, `<rect width="400" height="80" fill="#fff"/>${text(10, 55, 40, "#000", "cashback")}`),
    );
    const box = { x: 8, y: 15, width: 200, height: 55 };
    const measure = (img: typeof glued) => {
      const ink = { ...box, width: Math.min(box.width, img.work.width - box.x) };
      return spaceAt(img.work, ink, 4, 8);
    };
    expect(measure(glued)).toBe(true);
    expect(measure(closed)).toBe(false);
  });

  test("a long unsure reading one letter from exactly one listed word is that word, in its case", () => {
    expect(nearWord("Availabiity", 80)).toBe("Availability");
    expect(nearWord("AVAILABIITY", 80)).toBe("AVAILABILITY");
    // Read with full confidence: taken as printed. Short: too many neighbours.
    expect(nearWord("Availabiity", 98)).toBeNull();
    expect(nearWord("WUIN", 60)).toBeNull();
  });

  test("how a word is set: the cases typesetters use, apart from a misreading's random mix", () => {
    expect(["spotify", "QUAKER.", "Lloyds", "AppleTech", "桂冠", "C3", "wrEnfiELd", "eBay"].map(caseOf)).toEqual([
      "lower",
      "upper",
      "title",
      "camel",
      "caseless",
      "upper",
      "mixed",
      "mixed",
    ]);
  });

  test("marks inside a name join runs of letters set alike; a lone letter goes with the rest", () => {
    expect(["POWER.CODERS", "Coca-Cola", "M&M'S", "J.P.", "L'Oréal", "McDonald's", "e.on"].map(caseOf)).toEqual([
      "upper",
      "title",
      "upper",
      "upper",
      "title",
      "camel",
      "lower",
    ]);
    expect(["MERCEDES-benz", "wr.EnfiELd", "dell-Technologies"].map(caseOf)).toEqual(["mixed", "mixed", "mixed"]);
  });

  test("figures read as letters", () => {
    expect(figure("2O18")).toBe("2018");
    expect(figure("I6")).toBe("16");
    expect(figure("c2024")).toBe("2024");
    for (const w of ["IO", "Oil", "2024", "SOLD"]) expect(figure(w)).toBeNull();
  });

  test("an unsure reading in no list is a misreading; words, brands, coined names and other scripts are not", () => {
    const word = (text: string, confidence: number) => ({
      text,
      confidence,
      box: { x: 0, y: 0, width: 40, height: 12 },
      line: 0,
    });
    for (const t of ["alllagll", "WUIN.", "limitd", "nxeru.bcod"]) expect(isMisreading(word(t, 72))).toBe(true);
    // Read surely, an unlisted word is taken as printed (a name, a coined word).
    expect(isMisreading(word("alllagll", 92))).toBe(false);
    // Listed words, lexicon brands and near misses of them, however unsure.
    for (const t of ["savings", "Limited", "Samsung", "Spotifi"]) expect(isMisreading(word(t, 60))).toBe(false);
    // A capital inside a word is how a stylised logo reads ("SsmoLex"); other scripts are in no list.
    expect(isMisreading(word("SsmoLex", 71))).toBe(false);
    expect(isMisreading(word("限時領取", 60))).toBe(false);
    expect(isMisreading(word("2019", 60))).toBe(false);
  });
});
