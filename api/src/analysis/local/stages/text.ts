import { inListedLanguage } from "../brand-lexicon.ts";
import { readText } from "../ocr/index.ts";
import { cleanWords, dropNumberGraphics, splitRunTogether } from "../text.ts";
import { wholeWords } from "../whole-words.ts";
import { need, type Stage } from "./context.ts";

/**
 * Every line and word on the page in reading order, the detector's text map, and the scripts and
 * language seen (PP-OCRv4, `ocr/`). Words too unsure or too fragmentary to be text, and the bare
 * numbers of a drawn calendar or chart, are dropped; words run together are split, near misses and
 * misread figures repaired (`whole-words.ts`); `lines` keep what the reader read. A page whose
 * Latin words are mostly in no word list (a script the reader does not know) has no language.
 */
export const textStage: Stage = {
  name: "text",
  needs: ["decode"],
  async run(ctx) {
    const { work } = need(ctx, "image");
    const reading = await readText(work);
    const words = wholeWords(splitRunTogether(dropNumberGraphics(cleanWords(reading.words))), work);
    // Latin lookalikes of a script the reader does not know hold stray "o", "no", "da": no language.
    const known = reading.scripts[0] !== "latin" || inListedLanguage(words.map((w) => w.text));
    ctx.text = { ...reading, words, language: known ? reading.language : null };
  },
};
