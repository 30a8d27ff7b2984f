import { ocrPage, preparePage } from "../ocr.ts";
import { cleanWords } from "../text.ts";
import { need, type Stage } from "./context.ts";

/** Every word on the page, read by Tesseract on its own thread while other stages run here. */
export const textStage: Stage = {
  name: "text",
  needs: ["decode"],
  async run(ctx) {
    const { work } = need(ctx, "image");
    ctx.text = { words: cleanWords(await ocrPage(await preparePage(work))) };
  },
};
