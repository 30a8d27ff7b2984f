import { describe, expect, test } from "bun:test";
import { isCommonWord, isWord } from "../../src/analysis/local/brand-lexicon.ts";
import { inDictionary } from "../../src/analysis/local/dictionary.ts";

describe("spelling dictionaries", () => {
  test("find rarer words of each language, inflected by the stem's own rules", () => {
    // Stems and forms a frequency list of 10,000 words misses: English, French, Spanish, Portuguese, Dutch.
    for (const word of [
      "preservatives",
      "tackling",
      "instantanément",
      "consumidores",
      "personalizada",
      "fietsenstalling",
    ]) {
      expect({ word, found: inDictionary(word) }).toEqual({ word, found: true });
    }
  });

  test("read a word as the reader does: accents dropped, in capitals, ligatures spelt out", () => {
    expect(inDictionary("instantanement")).toBe(true);
    expect(inDictionary("PRESERVATIVES")).toBe(true);
    expect(inDictionary("coeur")).toBe(true);
  });

  test("know no coined name, nor a proper noun the dictionaries spell with a capital", () => {
    for (const word of ["velnora", "equinor", "brevaly", "profitsolv", "london"]) {
      expect({ word, found: inDictionary(word) }).toEqual({ word, found: false });
    }
  });

  test("a word, not a name: the frequency lists for every length, the dictionaries from six letters", () => {
    expect(isCommonWord("sourdough")).toBe(false);
    expect(isWord("sourdough")).toBe(true);
    // Four letters spell a word somewhere in five languages ("luma" is Portuguese): a name may be that short.
    expect(inDictionary("luma")).toBe(true);
    expect(isWord("luma")).toBe(false);
    expect(isWord("velnora")).toBe(false);
  });
});
