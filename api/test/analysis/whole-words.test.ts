/**
 * Whole words: glued words split only when both the word lists and the pixels say so, long
 * unsure near misses corrected against the lists, figures read as letters repaired, and unsure
 * readings that are no word left out of the transcript.
 */
import { describe, expect, test } from "bun:test";
import path from "node:path";
import sharp from "sharp";
import { caseOf, consistentlyCased } from "../../src/analysis/local/fold.ts";
import { decode, type RasterRgb } from "../../src/analysis/local/raster.ts";
import { cleanWords } from "../../src/analysis/local/text.ts";
import {
  figure,
  glueSplits,
  inCapitals,
  isMisreading,
  likelierWord,
  nearWord,
  smallInitial,
  spaceAt,
  wholeWords,
} from "../../src/analysis/local/whole-words.ts";
import { render, rendered, text } from "./stages/render.ts";

const split = (w: string) => {
  const cuts = glueSplits(w) ?? [];
  return [0, ...cuts].map((at, i) => w.slice(at, cuts[i])).join(" ");
};

describe("whole words", () => {
  test("a glued pair of listed words splits; listed words, brands and coined names stay whole", () => {
    expect(split("yearsavings")).toBe("year savings");
    expect(split("printingforever")).toBe("printing forever");
    expect(split("withjust")).toBe("with just");
    expect(split("OURSTORY")).toBe("OUR STORY");
    // Three or four words glued are split as well, where each part is a listed word.
    expect(split("foryourfirst")).toBe("for your first");
    expect(split("Fastinternetfor")).toBe("Fast internet for");
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

  test("in type a few pixels tall, a gap one pixel wider than the letters' is no space", async () => {
    // A 9 px name on a skyscraper saved at JPEG quality 50: between "n" and "t" the blank run is
    // 2 px against 1 px between the other letters, and "Vantelle" was cut into "Van telle".
    const name = async (words: string) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80"><rect width="100%" height="100%" fill="#FDF2F8"/>${text(9.6, 50.8, 8.8, "#3B0764", words, 'font-weight="bold"')}</svg>`;
      return (await decode(new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 50 }).toBuffer()))).work;
    };
    expect(spaceAt(await name("Vantelle"), { x: 9, y: 42, width: 40, height: 11 }, 3, 8)).toBe(false);
    // A space set in the same type is three pixels or more.
    expect(spaceAt(await name("Van telle"), { x: 9, y: 42, width: 44, height: 11 }, 3, 8)).toBe(true);
  });

  test("three words glued by the reader split where the pixels show both spaces", async () => {
    const line = (words: string) =>
      rendered(
        360,
        40,
        `<rect width="360" height="40" fill="#0F172A"/>${text(10, 27, 18, "#fff", words, 'font-weight="bold"')}`,
      );
    const read = (img: RasterRgb) =>
      wholeWords(
        [{ text: "Fastinternetfor", confidence: 99, box: { x: 9, y: 8, width: 171, height: 24 }, line: 0 }],
        img,
      );
    const spaced = read(await line("Fast internet for"));
    expect(spaced.map((w) => w.text)).toEqual(["Fast", "internet", "for"]);
    // Each part keeps its share of the box, in order.
    expect(spaced[1]!.box.x).toBeGreaterThan(spaced[0]!.box.x);
    expect(spaced[2]!.box.x + spaced[2]!.box.width).toBeCloseTo(9 + 171, 6);
    // Set without spaces, the same letters stay one word.
    expect(read(await line("Fastinternetfor")).map((w) => w.text)).toEqual(["Fastinternetfor"]);
  });

  test("a box as tight as its capitals: the counters of O, N and E are no spaces, the word spaces are", async () => {
    // Bold condensed capitals over a darkened photo, in a box no taller than the letters: the
    // middle rows miss the bars, and each counter is a gap as wide as condensed type's narrow space.
    const [w, h] = [960, 300];
    const photo = await sharp(path.join(import.meta.dir, "../fixtures/photos/standing.jpg"))
      .resize(w, h, { fit: "cover" })
      .toBuffer();
    const line = async (words: string) => {
      const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" opacity="0.5"/>${text(190, 180, 69, "#fff", words, 'font-weight="bold"', "DejaVu Sans Condensed")}</svg>`;
      const ad = await sharp(photo)
        .composite([{ input: Buffer.from(overlay) }])
        .jpeg({ quality: 90 })
        .toBuffer();
      return (await decode(new Uint8Array(ad))).work;
    };
    const read = (img: RasterRgb) =>
      wholeWords(
        [{ text: "COOKDINNERIN", confidence: 99, box: { x: 186, y: 132, width: 590, height: 48 }, line: 0 }],
        img,
      );
    expect(read(await line("COOK DINNER IN")).map((w) => w.text)).toEqual(["COOK", "DINNER", "IN"]);
    expect(read(await line("COOKDINNERIN")).map((w) => w.text)).toEqual(["COOKDINNERIN"]);
  });

  test("a first capital shaped like its small letter is small when the pixels show it no taller", async () => {
    const line = (words: string) =>
      rendered(
        600,
        120,
        `<rect width="600" height="120" fill="#fff"/>${text(20, 85, 80, "#222", words, 'font-weight="bold"')}`,
      );
    const word = (t: string, width: number) => ({
      text: t,
      confidence: 99,
      box: { x: 16, y: 20, width, height: 90 },
      line: 0,
    });
    // Read as "Vacances", set as "vacances" (a headline's second line, mid-sentence).
    expect(smallInitial(word("Vacances", 420), await line("vacances"))).toBe("vacances");
    // A real capital stands above the small letters, whatever their descenders.
    expect(smallInitial(word("Vacances", 430), await line("Vacances"))).toBeNull();
    expect(smallInitial(word("Comprar", 400), await line("Comprar"))).toBeNull();
    // Letters that rise above the x-height, or capitals of another shape, are not guessed at.
    expect(smallInitial(word("Valley", 300), await line("valley"))).toBeNull();
    expect(smallInitial(word("Ranges", 360), await line("ranges"))).toBeNull();
  });

  test("a second letter read small in a word of capitals is a capital when it stands as tall as they do", async () => {
    const line = (words: string) =>
      rendered(
        500,
        110,
        `<rect width="100%" height="100%" fill="#1e293b"/>${text(20, 78, 56, "#fff", words, 'font-weight="bold" letter-spacing="6"')}`,
      );
    const read = async (reading: string, set: string) =>
      wholeWords(
        [{ text: reading, confidence: 97, box: { x: 14, y: 28, width: 470, height: 60 }, line: 0 }],
        await line(set),
      ).map((w) => w.text);
    expect(await read("LuMORA", "LUMORA")).toEqual(["LUMORA"]);
    // A small letter set so stands at the x-height, and is kept.
    expect(await read("McKINLEY", "McKINLEY")).toEqual(["McKINLEY"]);
  });

  test("thin letters leave gaps as wide as the one at the cut: a coined name stays whole", async () => {
    // "Trail|mark" splits into two listed words; over a darkened photo, the gap after "l" measured
    // 1.6 times the median letter gap, but no wider than the gaps around "i".
    const [w, h] = [1080, 600];
    const photo = await sharp(path.join(import.meta.dir, "../fixtures/photos/standing.jpg"))
      .resize(w, h, { fit: "cover" })
      .toBuffer();
    const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" opacity="0.35"/><text x="80" y="150" font-family="Liberation Sans" font-size="48" font-weight="bold" fill="#fff">Trailmark</text></svg>`;
    const ad = await sharp(photo)
      .composite([{ input: Buffer.from(overlay) }])
      .jpeg({ quality: 88 })
      .toBuffer();
    const img = await decode(new Uint8Array(ad));
    expect(glueSplits("Trailmark")).toEqual([5]);
    for (const x of [78.5, 79.5, 80.5])
      expect(spaceAt(img.work, { x, y: 110.9, width: 210.8, height: 46.8 }, 5, 9)).toBe(false);
  });

  test("a long unsure reading one letter from exactly one listed word is that word, in its case", () => {
    expect(nearWord("Availabiity", 80)).toBe("Availability");
    expect(nearWord("AVAILABIITY", 80)).toBe("AVAILABILITY");
    // Read with full confidence: taken as printed. Short: too many neighbours.
    expect(nearWord("Availabiity", 98)).toBeNull();
    expect(nearWord("WUIN", 60)).toBeNull();
  });

  test("an unsure word in no list is the likeliest listed reading the recogniser also allows, if any is close", () => {
    const word = (text: string, confidence: number, others: [string, number][]) => ({
      text,
      confidence,
      box: { x: 0, y: 0, width: 40, height: 10 },
      line: 0,
      alternatives: [{ text, logp: -1 }, ...others.map(([t, logp]) => ({ text: t, logp }))],
    });
    // The W read as two letters: the one-letter reading is a third as likely and a word.
    expect(
      likelierWord(
        word("WUIN.", 84, [
          ["WUIN", -2],
          ["WIN.", -2.3],
        ]),
      ),
    ).toBe("WIN.");
    expect(
      likelierWord(
        word("INNOCITION", 85, [
          ["INNOCATION", -1.9],
          ["INNOVATION", -3.3],
        ]),
      ),
    ).toBe("INNOVATION");
    // The word was read far likelier than any listed reading: a coined name keeps its spelling.
    expect(
      likelierWord(
        word("Qorvex", 90, [
          ["Qorvax", -3],
          ["Convex", -6],
        ]),
      ),
    ).toBeNull();
    // Listed, a brand, or so unsure it is a misreading: taken as read, or left to the misreading rule.
    expect(likelierWord(word("sale", 85, [["safe", -1.2]]))).toBeNull();
    expect(likelierWord(word("Spotify", 85, [["Spotty", -1.2]]))).toBeNull();
    expect(likelierWord(word("slall", 70, [["sell", -2.6]]))).toBeNull();
    // A rare short word of the spelling dictionaries is no better evidence than the misreading.
    expect(likelierWord(word("BETTERA", 85, [["RETERA", -2.4]]))).toBeNull();
    // No other readings kept (a confident word): nothing to choose from.
    expect(
      likelierWord({ text: "WUIN", confidence: 84, box: { x: 0, y: 0, width: 40, height: 10 }, line: 0 }),
    ).toBeNull();
  });

  test("one lower-case letter inside a word in capitals is a capital; names set with one are left", () => {
    expect(inCapitals("ORbITAL")).toBe("ORBITAL");
    expect(inCapitals("QOrVEX.")).toBe("QORVEX.");
    for (const w of ["McDONALD'S", "IIoT", "PhD", "iPHONE", "TEDx", "GmbH", "Orbital", "ORBITAL"]) {
      expect(inCapitals(w)).toBeNull();
    }
    // Once in capitals, a word of the spelling dictionaries is not "corrected" to a commoner
    // neighbour ("ORBITAL" is not the Spanish "órbita" with a letter too many).
    expect(nearWord("ORBITAL", 80)).toBeNull();
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

  test("an ampersand between words is a word, and a sign has no case", () => {
    const at = (text: string, x: number, line = 0) => ({
      text,
      confidence: 98,
      box: { x, y: 0, width: 30, height: 12 },
      line,
    });
    const kept = cleanWords([at("Vela", 0), at("&", 40), at("Co", 60), at("&", 0, 1)]).map((w) => w.text);
    // The first "&" follows a word of its line; the second opens a line and is a lone sign.
    expect(kept).toEqual(["Vela", "&", "Co"]);
    expect(["Vela & Co", "VELA & CO", "Salt & Pepper"].map(consistentlyCased)).toEqual([true, true, true]);
    expect(consistentlyCased("wrEn & Co")).toBe(false);
  });

  test("a dash ending its line is the arrow of a text link; a dash between words is not", () => {
    const at = (text: string, x: number, line = 0) => ({
      text,
      confidence: 90,
      box: { x, y: 0, width: 30, height: 12 },
      line,
    });
    const kept = cleanWords([
      at("Try", 0),
      at("it", 35),
      at("free", 50),
      at("-", 85),
      at("Paris", 0, 1),
      at("-", 40, 1),
      at("Rome", 55, 1),
    ]);
    expect(kept.map((w) => [w.text, w.arrow === true])).toEqual([
      ["Try", false],
      ["it", false],
      ["free", true],
      ["Paris", false],
      ["Rome", false],
    ]);
  });

  test("figures read as letters", () => {
    expect(figure("2O18")).toBe("2018");
    expect(figure("I6")).toBe("16");
    expect(figure("c2024")).toBe("2024");
    for (const w of ["IO", "Oil", "2024", "SOLD"]) expect(figure(w)).toBeNull();
  });

  test("a comma between letters ends a word; a comma inside a figure does not", () => {
    const word = (text: string) => ({ text, confidence: 99, box: { x: 0, y: 0, width: 130, height: 20 }, line: 0 });
    const img = { width: 1, height: 1, data: new Uint8Array(3) };
    expect(wholeWords([word("Dinner,sorted")], img).map((w) => w.text)).toEqual(["Dinner,", "sorted"]);
    const [left, right] = wholeWords([word("Dinner,sorted")], img);
    expect(left!.box.x + left!.box.width).toBeCloseTo(right!.box.x, 6);
    expect(wholeWords([word("1,000"), word("a,b")], img).map((w) => w.text)).toEqual(["1,000", "a,b"]);
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
