import sharp from "sharp";

/**
 * Finds a logo image in an ad by masked normalised cross-correlation of their grey levels, over a
 * range of sizes. The engine's own reading finds where a logo's *text* is; a logo that is a mark
 * (or text the OCR misreads) is found here instead. Correlation ignores brightness and contrast,
 * so a logo on another background tone or slightly recompressed still matches; the logo's
 * transparent pixels are left out of the comparison, so its background does not have to match.
 */

/** The ad is searched at this size (long side, px): enough for a logo a tenth of its width. */
const AD_SIDE = 200;
/** Logo widths tried, as a share of the ad's width: 6 % to 54 % in steps of 1.2×. */
const SCALES = Array.from({ length: 13 }, (_, i) => 0.06 * 1.2 ** i);
/**
 * A correlation this high, in the logo's colours, is the logo: the rendered fixtures' logo scores
 * 0.85 once downscaled and recompressed; shapes that only share its light-and-dark pattern fail
 * the colour gate.
 */
export const LOGO_MATCH_THRESHOLD = 0.75;
/** Mean RGB difference above which a correlated shape is not in the logo's colours. */
const MAX_COLOUR_GAP = 40;
/** Templates or windows flatter than this (grey-level standard deviation) carry no shape. */
const FLAT = 4;

export interface Grey {
  width: number;
  height: number;
  /** Grey level per pixel (Rec. 601 luma). */
  pixels: Float32Array;
  /** R, G, B per pixel. */
  rgb: Uint8Array;
  /** 1 where the pixel takes part (opaque), 0 elsewhere; null: every pixel does. */
  mask: Uint8Array | null;
}

async function grey(
  input: Uint8Array,
  box: { width: number; height: number; fit: "inside" | "fill" },
  withMask: boolean,
): Promise<Grey> {
  const { data, info } = await sharp(input).resize(box).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const n = info.width * info.height;
  const pixels = new Float32Array(n);
  const rgb = new Uint8Array(n * 3);
  const mask = withMask ? new Uint8Array(n) : null;
  for (let i = 0; i < n; i++) {
    const o = i * 4;
    rgb[i * 3] = data[o] ?? 0;
    rgb[i * 3 + 1] = data[o + 1] ?? 0;
    rgb[i * 3 + 2] = data[o + 2] ?? 0;
    pixels[i] = 0.299 * (data[o] ?? 0) + 0.587 * (data[o + 1] ?? 0) + 0.114 * (data[o + 2] ?? 0);
    if (mask) mask[i] = (data[o + 3] ?? 0) >= 128 ? 1 : 0;
  }
  return { width: info.width, height: info.height, pixels, rgb, mask };
}

/** The ad prepared once for several logos. */
export function prepareAd(bytes: Uint8Array): Promise<Grey> {
  return grey(bytes, { width: AD_SIDE, height: AD_SIDE, fit: "inside" }, false);
}

/**
 * Mean absolute RGB difference (0–255) between the logo's opaque pixels and the ad under them:
 * a logo appears in its own colours, while a shape that merely has the same light-and-dark
 * pattern (a text edge, a button) does not.
 */
function colourGap(ad: Grey, t: Grey, idx: Int32Array, x: number, y: number): number {
  let sum = 0;
  for (let k = 0; k < idx.length; k++) {
    const i = idx[k] ?? 0;
    const a = ((y + Math.floor(i / t.width)) * ad.width + x + (i % t.width)) * 3;
    const b = i * 3;
    sum +=
      Math.abs((ad.rgb[a] ?? 0) - (t.rgb[b] ?? 0)) +
      Math.abs((ad.rgb[a + 1] ?? 0) - (t.rgb[b + 1] ?? 0)) +
      Math.abs((ad.rgb[a + 2] ?? 0) - (t.rgb[b + 2] ?? 0));
  }
  return sum / (3 * idx.length);
}

/** Masked NCC of `t` placed at (x, y) in `ad`. */
function correlate(ad: Grey, t: Grey, idx: Int32Array, tc: Float32Array, tNorm: number, x: number, y: number): number {
  let sum = 0;
  let sum2 = 0;
  let cross = 0;
  for (let k = 0; k < idx.length; k++) {
    const i = idx[k] ?? 0;
    const v = ad.pixels[(y + Math.floor(i / t.width)) * ad.width + x + (i % t.width)] ?? 0;
    sum += v;
    sum2 += v * v;
    cross += v * (tc[k] ?? 0);
  }
  const n = idx.length;
  const variance = sum2 - (sum * sum) / n;
  if (variance <= FLAT * FLAT * n) return 0;
  return cross / Math.sqrt(variance * tNorm);
}

/** The best correlation of the logo anywhere in the ad at any of the sizes tried (0–1). */
export async function matchLogo(ad: Grey, logo: Uint8Array): Promise<number> {
  const meta = await sharp(logo).metadata();
  const aspect = (meta.height ?? 1) / (meta.width ?? 1);
  let best = 0;
  for (const scale of SCALES) {
    const w = Math.round(ad.width * scale);
    const h = Math.round(w * aspect);
    if (w < 8 || h < 6 || w > ad.width || h > ad.height) continue;
    const t = await grey(logo, { width: w, height: h, fit: "fill" }, true);
    const idx: number[] = [];
    t.mask?.forEach((m, i) => {
      if (m) idx.push(i);
    });
    if (idx.length < 24) continue;
    const mean = idx.reduce((s, i) => s + (t.pixels[i] ?? 0), 0) / idx.length;
    const tc = Float32Array.from(idx, (i) => (t.pixels[i] ?? 0) - mean);
    const tNorm = tc.reduce((s, v) => s + v * v, 0);
    if (tNorm <= FLAT * FLAT * idx.length) continue;
    const positions = Int32Array.from(idx);
    // A coarse pass every 2 px, then every position around the best of it.
    let top = { score: -1, x: 0, y: 0 };
    for (let y = 0; y + h <= ad.height; y += 2) {
      for (let x = 0; x + w <= ad.width; x += 2) {
        const s = correlate(ad, t, positions, tc, tNorm, x, y);
        if (s > top.score && s >= LOGO_MATCH_THRESHOLD * 0.8 && colourGap(ad, t, positions, x, y) <= MAX_COLOUR_GAP) {
          top = { score: s, x, y };
        }
      }
    }
    if (top.score < 0) continue;
    for (let y = Math.max(0, top.y - 2); y <= Math.min(ad.height - h, top.y + 2); y++) {
      for (let x = Math.max(0, top.x - 2); x <= Math.min(ad.width - w, top.x + 2); x++) {
        const s = correlate(ad, t, positions, tc, tNorm, x, y);
        if (s > best && colourGap(ad, t, positions, x, y) <= MAX_COLOUR_GAP) best = s;
      }
    }
    best = Math.max(best, top.score);
  }
  return Math.max(0, Math.min(1, best));
}
