import sharp from "sharp";
import type { AnalysisResult, Basis, Box, CtaMeasure, EmotionMeasure, KeyElement } from "../result.ts";
import { advise } from "./advice.ts";
import { clarity, edgeDensity } from "./clarity.ts";
import { hex } from "./color.ts";
import type { Detections } from "./detect.ts";
import { colourEmotions, toneOf } from "./emotions.ts";
import { ocrLine, ocrPage, preparePage, type RawWord } from "./ocr.ts";
import { extractPalette } from "./palette.ts";
import { adTypeOf, placements } from "./placement.ts";
import { decode, greyOf, type RasterRgb, resizeRgb } from "./raster.ts";
import { findButtons, measureContrast } from "./regions.ts";
import { attentionShare, focusScore, heatmapPng, peak, saliency } from "./saliency.ts";
import { effectiveness, scoreBreakdown } from "./score.ts";
import { centreInside, cleanWords, looksLikeCta, looksLikeWordmark, type Phrase, phrases } from "./text.ts";

export const LOCAL_ENGINE_VERSION = "1.0.0";
export const LOCAL_MODEL = "adlens-local (tesseract.js eng best_int, spectral-residual saliency, CIELAB k-means)";

export interface LocalOutput {
  result: AnalysisResult;
  heatmapPng: Uint8Array;
  /** A downscaled JPEG for a vision model, when asked for. */
  modelImage: Uint8Array | null;
}

export interface LocalOptions {
  detect?: (img: RasterRgb) => Promise<Detections>;
  modelImage?: boolean;
}

const PALETTE_SIDE = 320;
const EDGE_SIDE = 256;

function fitSide(w: number, h: number, side: number): [number, number] {
  const s = side / Math.max(w, h);
  return [Math.max(1, Math.round(w * s)), Math.max(1, Math.round(h * s))];
}

/** The inside of a button, clear of its (often rounded, anti-aliased) edge. */
function inner(b: Box): Box {
  const dy = b.height * 0.15;
  const dx = Math.min(b.width * 0.2, b.height * 0.3);
  return { x: b.x + dx, y: b.y + dy, width: b.width - 2 * dx, height: b.height - 2 * dy };
}

/** The local, offline, deterministic analysis of one image. */
export async function analyzeLocal(bytes: Uint8Array, options: LocalOptions = {}): Promise<LocalOutput> {
  const started = performance.now();
  const img = await decode(bytes);
  const work = img.work;
  const toOrig = img.scale;
  const orig = (b: Box): Box => ({
    x: Math.round(b.x * toOrig),
    y: Math.round(b.y * toOrig),
    width: Math.round(b.width * toOrig),
    height: Math.round(b.height * toOrig),
  });

  const [pw, ph] = fitSide(work.width, work.height, Math.min(PALETTE_SIDE, Math.max(work.width, work.height)));
  const [ew, eh] = fitSide(work.width, work.height, Math.min(EDGE_SIDE, Math.max(work.width, work.height)));
  // The page goes to Tesseract's own thread first; detection and saliency then keep this
  // thread busy while it reads, instead of delaying the hand-over.
  const pageWordsRead = ocrPage(await preparePage(work));
  const [small, edgeRaster, pageWords, sal, detections] = await Promise.all([
    resizeRgb(work, pw, ph, "nearest"),
    resizeRgb(work, ew, eh),
    pageWordsRead,
    saliency(work),
    options.detect ? options.detect(work) : Promise.resolve(null),
  ]);
  const pal = extractPalette(small);
  let words = cleanWords(pageWords);

  // Text on buttons is often light-on-dark, which a page-level OCR pass misses: read each button.
  const buttons = findButtons(pal, pw, ph, work.width / pw);
  // The better of the two readings (page pass or the button on its own) wins.
  for (const [i, b] of buttons.entries()) {
    const m = measureContrast(work, b.box);
    const read = cleanWords(await ocrLine(work, inner(b.box), m?.textIsLighter ?? false));
    const onPage = words.filter((w) => centreInside(w.box, b.box));
    const mean = (ws: RawWord[]) => (ws.length ? ws.reduce((s, w) => s + w.confidence, 0) / ws.length : 0);
    if (read.length === 0 || mean(read) * read.length <= mean(onPage) * onPage.length) continue;
    words = words.filter((w) => !onPage.includes(w));
    words.push(...read.map((w): RawWord => ({ ...w, line: 100_000 + i })));
  }

  const all = phrases(words).sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
  const onButton = (p: Phrase) => buttons.some((b) => centreInside(p.box, b.box));
  const ctaRank = (p: Phrase) => {
    const verb = looksLikeCta(p.text);
    if (onButton(p) && p.words.length <= 4) return verb ? 3 : 2;
    return verb ? 1 : 0;
  };
  const ctaPhrase = all
    .filter((p) => ctaRank(p) > 0)
    .sort((a, b) => ctaRank(b) - ctaRank(a) || b.size - a.size || a.box.y - b.box.y)[0];
  const rest = all.filter((p) => p !== ctaPhrase);
  const headlinePhrase =
    [...rest]
      .filter((p) => p.text.length >= 4 && !looksLikeWordmark(p, null))
      .sort((a, b) => b.size - a.size || a.box.y - b.box.y)[0] ??
    [...rest].sort((a, b) => b.size - a.size || a.box.y - b.box.y)[0] ??
    null;
  const brandPhrase = rest
    .filter((p) => p !== headlinePhrase && looksLikeWordmark(p, headlinePhrase ?? null))
    .sort((a, b) => b.size - a.size || a.box.y - b.box.y)[0];
  const brandName = brandPhrase ? brandPhrase.text.replace(/[®™©]/g, "").trim() : null;

  let cta: CtaMeasure | null = null;
  if (ctaPhrase) {
    const button = buttons.find((b) => centreInside(ctaPhrase.box, b.box));
    const m = measureContrast(work, button ? inner(button.box) : ctaPhrase.box);
    cta = {
      text: ctaPhrase.text,
      box: orig(button?.box ?? ctaPhrase.box),
      contrast: m?.ratio ?? null,
      textColor: m ? hex(m.text) : null,
      backgroundColor: m ? hex(m.background) : null,
      button: Boolean(button),
    };
  }
  const headlineContrast = headlinePhrase ? (measureContrast(work, headlinePhrase.box)?.ratio ?? null) : null;

  const workArea = work.width * work.height;
  const coverage = (100 * words.reduce((s, w) => s + w.box.width * w.box.height, 0)) / workArea;
  const palette = pal.clusters.map((c) => ({ hex: c.hex, name: c.name, percentage: Math.round(c.share * 1000) / 10 }));

  const attention = {
    focus: Math.round(focusScore(sal) * 100) / 100,
    cta_share: ctaPhrase
      ? Math.round(
          attentionShare(sal, cta?.button ? buttonBox(buttons, ctaPhrase) : ctaPhrase.box, work.width, work.height) *
            1000,
        ) / 1000
      : null,
    headline_share: headlinePhrase
      ? Math.round(attentionShare(sal, headlinePhrase.box, work.width, work.height) * 1000) / 1000
      : null,
    peak: (() => {
      const p = peak(sal);
      return { x: Math.round(p.x * img.width), y: Math.round(p.y * img.height) };
    })(),
    method: "spectral residual (CIELAB, 64 px) with centre bias",
  };

  const fits = placements(
    img.width,
    img.height,
    words.map((w) => orig(w.box)),
  );
  const clarityMeasure = clarity({
    wordCount: words.length,
    textCoverage: coverage,
    headlineContrast,
    edgeDensity: edgeDensity(greyOf(edgeRaster), ew, eh),
    colorEntropy: pal.entropy,
  });
  const tone = toneOf(pal.clusters);
  const emotionDetails: EmotionMeasure[] = [...(detections?.emotions ?? []), ...colourEmotions(tone)];
  const headline = headlinePhrase
    ? { text: headlinePhrase.text, box: orig(headlinePhrase.box), contrast: headlineContrast }
    : null;

  const breakdown = scoreBreakdown({
    cta,
    headline: headline ? { ...headline, heightShare: headlinePhrase!.size / work.height } : null,
    clarity: clarityMeasure,
    attention,
    palette,
    placements: fits,
    brandName,
  });
  const advice = advise({
    width: img.width,
    height: img.height,
    cta,
    headline,
    clarity: clarityMeasure,
    attention,
    placements: fits,
    brandName,
    faces: detections?.faces ?? 0,
  });

  const keyElements: KeyElement[] = [];
  if (headline) keyElements.push(textElement(`Headline: ${headline.text}`, "text", headline.box, headlinePhrase!));
  if (cta) keyElements.push(textElement(`Call to action: ${cta.text}`, "cta", cta.box, ctaPhrase!));
  if (brandPhrase) keyElements.push(textElement(`Wordmark: ${brandName}`, "logo", orig(brandPhrase.box), brandPhrase));
  for (const d of detections?.elements ?? []) keyElements.push({ ...d, box: d.box ? orig(d.box) : null });

  const basis: Record<string, Basis> = {
    effectivenessScore: "measured",
    messageClarity: "measured",
    brandName: brandName ? "measured" : "absent",
    adType: "measured",
    colorScheme: "measured",
    emotions: "measured",
    targetAudience: "absent",
    call_to_action: cta ? "measured" : "absent",
    keyElements: "measured",
    recommendations: "measured",
    textContent: words.length > 0 ? "measured" : "absent",
    overallMessage: "absent",
  };

  const result: AnalysisResult = {
    effectivenessScore: effectiveness(breakdown),
    messageClarity: clarityMeasure.score,
    brandName,
    adType: adTypeOf(fits, { width: img.width, height: img.height, hasCta: cta !== null }),
    colorScheme: palette.map((p) => p.hex),
    emotions: [...new Set(emotionDetails.map((e) => e.emotion))].slice(0, 4),
    targetAudience: null,
    call_to_action: cta?.text ?? null,
    keyElements,
    recommendations: advice.recommendations,
    textContent: all.map((p) => p.text).join("\n"),
    strengths: advice.strengths,
    overallMessage: null,
    palette,
    text: {
      words: words.map((w) => ({ text: w.text, confidence: Math.round(w.confidence), box: orig(w.box) })),
      wordCount: words.length,
      coverage: Math.round(coverage * 10) / 10,
      headline,
    },
    cta,
    attention,
    placements: fits,
    size: { width: img.width, height: img.height },
    clarity: clarityMeasure,
    tone,
    emotionDetails,
    detection: detections?.status ?? {
      status: "unavailable",
      model: null,
      detail: "No people/object detector is loaded; keyElements lists only measured text elements",
    },
    scoreBreakdown: breakdown,
    basis,
    engine: { provider: "local", model: LOCAL_MODEL, version: LOCAL_ENGINE_VERSION, duration_ms: 0 },
  };
  const [heat, modelImage] = await Promise.all([
    heatmapPng(sal, img.width, img.height),
    options.modelImage ? jpegForModel(work) : Promise.resolve(null),
  ]);
  result.engine = { ...result.engine!, duration_ms: Math.round(performance.now() - started) };
  return { result, heatmapPng: heat, modelImage };
}

function buttonBox(buttons: { box: Box }[], p: Phrase): Box {
  return buttons.find((b) => centreInside(p.box, b.box))?.box ?? p.box;
}

function textElement(label: string, kind: KeyElement["kind"], box: Box, p: Phrase): KeyElement {
  return { label, kind, box, confidence: Math.round(p.confidence) / 100, basis: "measured" };
}

async function jpegForModel(work: RasterRgb): Promise<Uint8Array> {
  const [w, h] = fitSide(work.width, work.height, Math.min(1024, Math.max(work.width, work.height)));
  const buf = await sharp(work.data, { raw: { width: work.width, height: work.height, channels: 3 } })
    .resize(w, h)
    .jpeg({ quality: 82 })
    .toBuffer();
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.length);
}
