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
  /** n×n, values 0–1, summing over the image to the attention distribution. */
  map: Float64Array;
  n: number;
}

/**
 * Spectral-residual saliency on the three CIELAB channels (so colour pop-out counts, not only
 * luminance), smoothed and weighted by a mild centre bias, as eye-tracking on ads shows.
 */
export async function saliency(img: RasterRgb): Promise<SaliencyMap> {
  const n = SALIENCY_SIDE;
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
  const sl = spectralResidual(L, n);
  const sa = spectralResidual(A, n);
  const sb = spectralResidual(B, n);
  let combined: Float64Array = new Float64Array(n * n);
  for (let k = 0; k < n * n; k++) combined[k] = sl[k]! + 0.5 * (sa[k]! + sb[k]!);
  combined = boxBlur(boxBlur(combined, n, 2, false), n, 2, false);
  let max = 0;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const dx = (x + 0.5) / n - 0.5;
      const dy = (y + 0.5) / n - 0.5;
      const bias = 0.6 + 0.4 * Math.exp(-(dx * dx + dy * dy) / 0.18);
      const v = combined[y * n + x]! * bias;
      combined[y * n + x] = v;
      if (v > max) max = v;
    }
  }
  for (let k = 0; k < n * n; k++) combined[k] = max > 0 ? combined[k]! / max : 0;
  return { map: combined, n };
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

/** A colour-mapped RGBA overlay (transparent where attention is low) at the image's size. */
export async function heatmapPng(s: SaliencyMap, width: number, height: number): Promise<Uint8Array> {
  const { n, map } = s;
  const rgba = Buffer.alloc(n * n * 4);
  for (let k = 0; k < n * n; k++) {
    const v = map[k]!;
    // Blue → green → yellow → red, the convention of eye-tracking heatmaps.
    const r = Math.round(255 * Math.min(1, Math.max(0, 2 * v - 0.5) * 1.4));
    const g = Math.round(255 * Math.min(1, v < 0.6 ? v / 0.6 : (1 - v) / 0.4 + 0.3));
    const b = Math.round(255 * Math.max(0, 1 - 2 * v));
    rgba[k * 4] = r;
    rgba[k * 4 + 1] = g;
    rgba[k * 4 + 2] = b;
    rgba[k * 4 + 3] = Math.round(200 * Math.min(1, v * 1.3));
  }
  const png = await sharp(rgba, { raw: { width: n, height: n, channels: 4 } })
    .resize(width, height, { fit: "fill", kernel: "cubic" })
    .png({ compressionLevel: 2 })
    .toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.length);
}
