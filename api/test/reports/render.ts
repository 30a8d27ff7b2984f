import { createCanvas } from "@napi-rs/canvas";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import sharp from "sharp";
import { readText } from "../../src/analysis/local/ocr/index.ts";
import { decode } from "../../src/analysis/local/raster.ts";

/** pdf.js draws the 14 standard PDF fonts from these files; without them it guesses metrics. */
const STANDARD_FONTS = new URL("standard_fonts/", import.meta.resolve("pdfjs-dist/package.json")).pathname;

/** Opens a PDF; `close` ends pdf.js's worker for it. */
async function open(pdf: Uint8Array) {
  const task = getDocument({ data: pdf.slice(), standardFontDataUrl: STANDARD_FONTS });
  const doc = await task.promise;
  return Object.assign(doc, { close: () => task.destroy() });
}

/** Page `n` of a PDF drawn as a PNG at `scale` × 72 dpi on white, as a reader shows it. */
export async function renderPage(pdf: Uint8Array, n = 1, scale = 2): Promise<Uint8Array> {
  const doc = await open(pdf);
  try {
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext("2d");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    return new Uint8Array(await canvas.encode("png"));
  } finally {
    await doc.close();
  }
}

export async function pageCount(pdf: Uint8Array): Promise<number> {
  const doc = await open(pdf);
  const n = doc.numPages;
  await doc.close();
  return n;
}

/** All text of a PDF as its reader extracts it (small print included, where OCR would struggle). */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await open(pdf);
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ("str" in item) parts.push(item.str);
  }
  await doc.close();
  return parts.join(" ");
}

/** The words the repo's own OCR (PP-OCR) reads on a rendered page, lower-cased. */
export async function ocrWords(png: Uint8Array): Promise<string[]> {
  const reading = await readText((await decode(png)).work);
  return reading.words.map((w) => w.text.toLowerCase());
}

/** Share of pixels that are not near-white: a blank page is 0. */
export async function inkShare(png: Uint8Array): Promise<number> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let i = 0; i < data.length; i++) if ((data[i] ?? 255) < 200) ink++;
  return ink / (info.width * info.height);
}

/** The mean colour of a rectangle of a PNG. */
export async function meanColour(png: Uint8Array, box: { left: number; top: number; width: number; height: number }) {
  const { data, info } = await sharp(png).extract(box).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sums: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < data.length; i += info.channels) {
    sums[0] += data[i] ?? 0;
    sums[1] += data[i + 1] ?? 0;
    sums[2] += data[i + 2] ?? 0;
  }
  const n = info.width * info.height;
  return sums.map((sum) => Math.round(sum / n));
}
