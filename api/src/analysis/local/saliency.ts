import sharp from "sharp";
import type { Box } from "../result.ts";
import { rgbToLab } from "./color.ts";
import type { RasterRgb } from "./raster.ts";

/** Spectral residual works at a coarse scale by design (Hou & Zhang 2007 use 64 px). */
export const SALIENCY_SIDE = 64;

function fft1d(re: Float64Array, im: Float64Array, inverse: boolean): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const ang = ((inverse ? 2 : -2) * Math.PI) / len;
    const wr = Math.cos(ang);
    const wi = Math.sin(ang);
    for (let i = 0; i < n; i += len) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < len / 2; k++) {
        const a = i + k;
        const b = a + len / 2;
        const tr = re[b]! * cr - im[b]! * ci;
        const ti = re[b]! * ci + im[b]! * cr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
        const ncr = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = ncr;
      }
    }
  }
}

function fft2d(re: Float64Array, im: Float64Array, n: number, inverse: boolean): void {
  const r = new Float64Array(n);
  const i = new Float64Array(n);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      r[x] = re[y * n + x]!;
      i[x] = im[y * n + x]!;
    }
    fft1d(r, i, inverse);
    for (let x = 0; x < n; x++) {
      re[y * n + x] = r[x]!;
      im[y * n + x] = i[x]!;
    }
  }
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < n; y++) {
      r[y] = re[y * n + x]!;
      i[y] = im[y * n + x]!;
    }
    fft1d(r, i, inverse);
    for (let y = 0; y < n; y++) {
      re[y * n + x] = r[y]!;
      im[y * n + x] = i[y]!;
    }
  }
}

function boxBlur(src: Float64Array, n: number, radius: number, wrap: boolean): Float64Array {
  const out = new Float64Array(n * n);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      let s = 0;
      let c = 0;
      for (let dy = -radius; dy <= radius; dy++) {
        for (let dx = -radius; dx <= radius; dx++) {
          let yy = y + dy;
          let xx = x + dx;
          if (wrap) {
            yy = (yy + n) % n;
            xx = (xx + n) % n;
          } else if (yy < 0 || yy >= n || xx < 0 || xx >= n) continue;
          s += src[yy * n + xx]!;
          c++;
        }
      }
      out[y * n + x] = s / c;
    }
  }
  return out;
}

function spectralResidual(channel: Float64Array, n: number): Float64Array {
  const re = Float64Array.from(channel);
  const im = new Float64Array(n * n);
  fft2d(re, im, n, false);
  const logAmp = new Float64Array(n * n);
  const phaseRe = new Float64Array(n * n);
  const phaseIm = new Float64Array(n * n);
  for (let k = 0; k < n * n; k++) {
    const amp = Math.hypot(re[k]!, im[k]!);
    logAmp[k] = Math.log(amp + 1e-9);
    phaseRe[k] = amp > 0 ? re[k]! / amp : 1;
    phaseIm[k] = amp > 0 ? im[k]! / amp : 0;
  }
  const avg = boxBlur(logAmp, n, 1, true);
  for (let k = 0; k < n * n; k++) {
    const m = Math.exp(logAmp[k]! - avg[k]!);
    re[k] = m * phaseRe[k]!;
    im[k] = m * phaseIm[k]!;
  }
  fft2d(re, im, n, true);
  const out = new Float64Array(n * n);
  for (let k = 0; k < n * n; k++) out[k] = re[k]! ** 2 + im[k]! ** 2;
  return out;
}

export interface SaliencyMap {
  /** n×n over the image (stretched to a square), values 0–1, the peak at 1. */
  map: Float64Array;
  n: number;
}

/** The image as n×n CIELAB cells (L*, a*, b* planes). */
export async function labGrid(img: RasterRgb, n: number): Promise<[Float64Array, Float64Array, Float64Array]> {
  const { data } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
    .resize(n, n, { fit: "fill" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const L = new Float64Array(n * n);
  const A = new Float64Array(n * n);
  const B = new Float64Array(n * n);
  for (let k = 0; k < n * n; k++) {
    const [l, a, b] = rgbToLab(data[k * 3]!, data[k * 3 + 1]!, data[k * 3 + 2]!);
    L[k] = l;
    A[k] = a;
    B[k] = b;
  }
  return [L, A, B];
}

/** Scales a map in place so its peak is 1 (an all-zero map stays zero). */
export function normalise(map: Float64Array): Float64Array {
  let max = 0;
  for (const v of map) if (v > max) max = v;
  if (max > 0) for (let k = 0; k < map.length; k++) map[k] = map[k]! / max;
  return map;
}

/** Two passes of a radius-r box blur: close to a Gaussian, and cheap at 64². */
export function smooth(map: Float64Array, n: number, radius: number): Float64Array {
  return boxBlur(boxBlur(map, n, radius, false), n, radius, false);
}

/**
 * Spectral residual (Hou & Zhang 2007) on the L*, a*, b* planes, so colour pop-out counts and
 * not only luminance; smoothed, peak 1.
 */
export function spectralResidualMap([L, A, B]: [Float64Array, Float64Array, Float64Array], n: number): Float64Array {
  const sl = spectralResidual(L, n);
  const sa = spectralResidual(A, n);
  const sb = spectralResidual(B, n);
  const combined = new Float64Array(n * n);
  for (let k = 0; k < n * n; k++) combined[k] = sl[k]! + 0.5 * (sa[k]! + sb[k]!);
  return normalise(smooth(combined, n, 2));
}

/** A colour this far (CIE76 ΔE) from the image's mean counts fully as contrast; nearer ones in proportion. */
const FULL_CONTRAST_DE = 40;

/**
 * Colour contrast as frequency-tuned saliency (Achanta et al. 2009): how far each (slightly
 * blurred) cell's CIELAB colour is from the image's mean colour. Whole objects that differ from
 * the page light up evenly, where the spectral residual favours their edges. On an absolute
 * scale (ΔE / 40, at most 1), so a page of near-identical colours has no contrast to amplify.
 */
export function colourContrastMap([L, A, B]: [Float64Array, Float64Array, Float64Array], n: number): Float64Array {
  const mean = [L, A, B].map((c) => c.reduce((s, v) => s + v, 0) / (n * n));
  const [bl, ba, bb] = [L, A, B].map((c) => boxBlur(c, n, 1, false));
  const out = new Float64Array(n * n);
  for (let k = 0; k < n * n; k++) {
    out[k] = Math.min(1, Math.hypot(bl![k]! - mean[0]!, ba![k]! - mean[1]!, bb![k]! - mean[2]!) / FULL_CONTRAST_DE);
  }
  return out;
}

/**
 * Itti, Koch & Niebur's (1998) map normalisation, simplified: scaled to peak 1, only the activity
 * above the map's own mean kept, and that scaled by (1 − mean). A map with a few strong spots
 * keeps them; one that is busy everywhere (a textured photo's pop-out, an all-text page) says
 * little about where eyes go first and is damped toward zero.
 */
export function promote(map: Float64Array): Float64Array {
  let max = 0;
  for (const v of map) if (v > max) max = v;
  const out = new Float64Array(map.length);
  if (max === 0) return out;
  let mean = 0;
  for (const v of map) mean += v / max;
  mean /= map.length;
  for (let k = 0; k < map.length; k++) out[k] = Math.max(0, map[k]! / max - mean) * (1 - mean);
  return out;
}

/** 0–1: how much of all attention the most salient 10 % of the image holds, rescaled. */
export function focusScore(s: SaliencyMap): number {
  const values = Array.from(s.map).sort((a, b) => b - a);
  const total = values.reduce((a, b) => a + b, 0);
  if (total === 0) return 0;
  const top = values.slice(0, Math.ceil(values.length * 0.1)).reduce((a, b) => a + b, 0) / total;
  return Math.max(0, Math.min(1, (top - 0.1) / 0.9));
}

/** Share of attention inside a box given in work-raster pixels. */
export function attentionShare(s: SaliencyMap, box: Box, workW: number, workH: number): number {
  const { n, map } = s;
  let total = 0;
  let inside = 0;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const v = map[y * n + x]!;
      total += v;
      const px = ((x + 0.5) / n) * workW;
      const py = ((y + 0.5) / n) * workH;
      if (px >= box.x && px <= box.x + box.width && py >= box.y && py <= box.y + box.height) inside += v;
    }
  }
  return total > 0 ? inside / total : 0;
}

export function peak(s: SaliencyMap): { x: number; y: number } {
  let best = 0;
  for (let k = 1; k < s.map.length; k++) if (s.map[k]! > s.map[best]!) best = k;
  return { x: ((best % s.n) + 0.5) / s.n, y: (Math.floor(best / s.n) + 0.5) / s.n };
}

/**
 * Long side of the heatmap overlay at most. The map is a 64-cell grid, so a larger PNG carries no
 * more information; clients stretch the overlay over the image (the web app draws it at 100 %
 * of the image box), and at 1080 px the resize and PNG encode alone cost ~50 ms of CPU and
 * ~2 MB of storage per analysis.
 */
export const HEATMAP_SIDE = 512;

/** The overlay's colour for each attention level 0–255: blue → green → yellow → red, as eye-tracking heatmaps are drawn, more opaque where attention is high. */
const HEAT_COLOURS = (() => {
  const lut = new Uint8Array(256 * 4);
  for (let level = 0; level < 256; level++) {
    const v = level / 255;
    lut[level * 4] = Math.round(255 * Math.min(1, Math.max(0, 2 * v - 0.5) * 1.4));
    lut[level * 4 + 1] = Math.round(255 * Math.min(1, v < 0.6 ? v / 0.6 : (1 - v) / 0.4 + 0.3));
    lut[level * 4 + 2] = Math.round(255 * Math.max(0, 1 - 2 * v));
    lut[level * 4 + 3] = Math.round(200 * Math.min(1, v * 1.3));
  }
  return lut;
})();

/**
 * A colour-mapped RGBA overlay (transparent where attention is low) with the image's aspect
 * ratio, `HEATMAP_SIDE` px on the long side at most (the image's own size when smaller). The
 * attention level is enlarged (one channel, cubic) and then coloured, rather than four colour
 * channels enlarged: a quarter of the resampling (measured: 21 → 12 ms of CPU for a 1080 px ad), and
 * every pixel's colour is one of the scale's.
 */
export async function heatmapPng(s: SaliencyMap, width: number, height: number): Promise<Uint8Array> {
  const { n, map } = s;
  const levels = Buffer.alloc(n * n);
  for (let k = 0; k < n * n; k++) levels[k] = Math.round(255 * Math.min(1, Math.max(0, map[k]!)));
  const scale = Math.min(1, HEATMAP_SIDE / Math.max(width, height));
  const { data, info } = await sharp(levels, { raw: { width: n, height: n, channels: 1 } })
    .resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), {
      fit: "fill",
      kernel: "cubic",
    })
    // Raw single-channel input comes back as three identical channels unless asked for one.
    .toColourspace("b-w")
    .raw()
    .toBuffer({ resolveWithObject: true });
  // One 32-bit word per RGBA pixel, copied from the scale (same byte order both ways).
  const colours = new Uint32Array(HEAT_COLOURS.buffer);
  const pixels = new Uint32Array(info.width * info.height);
  for (let i = 0; i < pixels.length; i++) pixels[i] = colours[data[i]!]!;
  const png = await sharp(new Uint8Array(pixels.buffer), {
    raw: { width: info.width, height: info.height, channels: 4 },
  })
    .png({ compressionLevel: 2 })
    .toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.length);
}
