import path from "node:path";
import sharp from "sharp";
import { createWorker, OEM, PSM, type Worker } from "tesseract.js";
import type { Box } from "../result.ts";
import type { RasterRgb } from "./raster.ts";

export interface RawWord {
  text: string;
  confidence: number;
  /** In work-raster pixels. */
  box: Box;
  /** Index of the Tesseract line it belongs to. */
  line: number;
  /** Followed by an arrow or chevron glyph on the same line (set by `cleanWords`). */
  arrow?: boolean;
}

/** Pixels Tesseract reads per page: big enough for small print, small enough to be fast. */
const OCR_PIXELS = 800 * 800;
/** Small banners are enlarged (up to this factor) so their text reaches a readable pixel height. */
const MAX_UPSCALE = 3;

const LANG_DIR = path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");

/**
 * Tesseract workers (each its own thread) created on first use and kept warm, one per page
 * segmentation mode so a job never needs a setParameters round trip first: `recognize` is then
 * posted at once, and Tesseract reads while this thread runs saliency and detection. The
 * traineddata comes from the installed @tesseract.js-data/eng package and is never cached or fetched.
 */
const workers = new Map<PSM, Promise<Worker>>();

function tesseract(psm: PSM): Promise<Worker> {
  let worker = workers.get(psm);
  if (!worker) {
    worker = createWorker("eng", OEM.LSTM_ONLY, {
      langPath: LANG_DIR,
      gzip: true,
      cacheMethod: "none",
      logger: () => {},
      errorHandler: () => {},
    }).then(async (w) => {
      await w.setParameters({ tessedit_pageseg_mode: psm, user_defined_dpi: "150" });
      return w;
    });
    workers.set(psm, worker);
  }
  return worker;
}

export async function closeOcr(): Promise<void> {
  const all = [...workers.values()];
  workers.clear();
  await Promise.all(all.map(async (w) => (await w).terminate()));
}

async function recognise(png: Buffer, psm: PSM): Promise<RawWord[]> {
  const w = await tesseract(psm);
  const { data } = await w.recognize(png, {}, { blocks: true, text: false });
  const words: RawWord[] = [];
  let line = 0;
  for (const block of data.blocks ?? []) {
    for (const para of block.paragraphs) {
      for (const l of para.lines) {
        for (const word of l.words) {
          words.push({
            text: word.text,
            confidence: word.confidence,
            box: {
              x: word.bbox.x0,
              y: word.bbox.y0,
              width: word.bbox.x1 - word.bbox.x0,
              height: word.bbox.y1 - word.bbox.y0,
            },
            line,
          });
        }
        line++;
      }
    }
  }
  return words;
}

function greyPng(img: RasterRgb, left: number, top: number, width: number, height: number, scale: number) {
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
    .extract({ left, top, width, height })
    .resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), { fit: "fill" })
    .greyscale();
}

export interface PageOcrInput {
  png: Buffer;
  scale: number;
}

/** The page as Tesseract should see it: greyscale, sized so small print stays readable. */
export async function preparePage(img: RasterRgb): Promise<PageOcrInput> {
  const scale = Math.min(MAX_UPSCALE, Math.sqrt(OCR_PIXELS / (img.width * img.height)));
  const png = await greyPng(img, 0, 0, img.width, img.height, scale).png({ compressionLevel: 1 }).toBuffer();
  return { png, scale };
}

/** Reads every word of a prepared page; boxes come back in work-raster pixels. */
export async function ocrPage({ png, scale }: PageOcrInput): Promise<RawWord[]> {
  const words = await recognise(png, PSM.AUTO);
  return words.map((w) => ({ ...w, box: scaleBox(w.box, 1 / scale, 0, 0) }));
}

/**
 * Reads one line of text inside a box (a button). The crop is contrast-stretched and, when the
 * text is lighter than its background, inverted: Tesseract reads dark-on-light far better.
 */
export async function ocrLine(img: RasterRgb, box: Box, textIsLighter: boolean): Promise<RawWord[]> {
  const left = Math.max(0, Math.floor(box.x));
  const top = Math.max(0, Math.floor(box.y));
  const width = Math.min(img.width - left, Math.ceil(box.width));
  const height = Math.min(img.height - top, Math.ceil(box.height));
  if (width < 4 || height < 4) return [];
  const scale = Math.min(6, Math.max(1, 64 / height));
  const { data, info } = await greyPng(img, left, top, width, height, scale)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Stretch the crop to full range and make the text dark: Tesseract reads dark-on-light best.
  const sorted = Uint8Array.from(data).sort();
  const lo = sorted[Math.floor(sorted.length * 0.02)]!;
  const hi = sorted[Math.floor(sorted.length * 0.98)]!;
  const span = Math.max(1, hi - lo);
  // A margin of background lets Tesseract find the baseline of text that fills the crop.
  const margin = Math.round(16 * scale);
  const W = info.width + 2 * margin;
  const H = info.height + 2 * margin;
  const out = Buffer.alloc(W * H, 255);
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const v = Math.max(0, Math.min(255, ((data[y * info.width + x]! - lo) * 255) / span));
      out[(y + margin) * W + x + margin] = textIsLighter ? 255 - v : v;
    }
  }
  const png = await sharp(out, { raw: { width: W, height: H, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const words = await recognise(png, PSM.SINGLE_LINE);
  return words.map((w) => ({ ...w, box: scaleBox(w.box, 1 / scale, left - margin / scale, top - margin / scale) }));
}

function scaleBox(b: Box, s: number, dx: number, dy: number): Box {
  return { x: b.x * s + dx, y: b.y * s + dy, width: b.width * s, height: b.height * s };
}
