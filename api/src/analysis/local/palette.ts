import type { PaletteColor } from "../result.ts";
import { colourName, deltaE2000, hex, type Lab, labToRgb, rgbToLab } from "./color.ts";
import type { RasterRgb } from "./raster.ts";

export interface Cluster {
  lab: Lab;
  hex: string;
  name: string;
  /** Share of pixels, 0–1. */
  share: number;
}

export interface PaletteResult {
  clusters: Cluster[];
  /** Per pixel of the raster, the index of its cluster. */
  labels: Uint8Array;
  /** Shannon entropy (bits) of the 12-bit colour histogram: a clutter signal. */
  entropy: number;
}

const K = 8;
const ITERATIONS = 12;
/** Clusters closer than this (CIEDE2000) are one colour to a viewer. */
const MERGE_DE = 3.5;
const MIN_SHARE = 0.005;

/**
 * k-means in CIELAB over a 15-bit colour histogram (fast and deterministic: seeds are the most
 * populous bin, then the bins farthest from every seed weighted by population). Each cluster is
 * reported by its most populous bin rather than its mean, so anti-aliased edges do not pull a
 * flat colour off its true value.
 */
export function extractPalette(img: RasterRgb): PaletteResult {
  const n = img.width * img.height;
  const binOf = new Uint16Array(n);
  const counts = new Uint32Array(32768);
  const sums = new Float64Array(32768 * 3);
  const hist12 = new Uint32Array(4096);
  const d = img.data;
  for (let i = 0; i < n; i++) {
    const r = d[i * 3]!;
    const g = d[i * 3 + 1]!;
    const b = d[i * 3 + 2]!;
    const bin = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    binOf[i] = bin;
    counts[bin]!++;
    sums[bin * 3]! += r;
    sums[bin * 3 + 1]! += g;
    sums[bin * 3 + 2]! += b;
    hist12[((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4)]!++;
  }
  let entropy = 0;
  for (const c of hist12) {
    if (c > 0) {
      const p = c / n;
      entropy -= p * Math.log2(p);
    }
  }

  const bins: { bin: number; count: number; lab: Lab }[] = [];
  for (let bin = 0; bin < 32768; bin++) {
    const c = counts[bin]!;
    if (c === 0) continue;
    bins.push({ bin, count: c, lab: rgbToLab(sums[bin * 3]! / c, sums[bin * 3 + 1]! / c, sums[bin * 3 + 2]! / c) });
  }
  bins.sort((a, b) => b.count - a.count || a.bin - b.bin);

  const dist2 = (a: Lab, b: Lab) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;
  const centres: Lab[] = [bins[0]!.lab];
  while (centres.length < Math.min(K, bins.length)) {
    let best = -1;
    let bestScore = 0;
    for (let i = 0; i < bins.length; i++) {
      const b = bins[i]!;
      let m = Number.POSITIVE_INFINITY;
      for (const c of centres) m = Math.min(m, dist2(b.lab, c));
      const score = m * Math.sqrt(b.count);
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    if (best < 0) break;
    centres.push(bins[best]!.lab);
  }

  const assign = new Uint8Array(bins.length);
  for (let it = 0; it < ITERATIONS; it++) {
    const acc = centres.map(() => new Float64Array(4));
    for (let i = 0; i < bins.length; i++) {
      const b = bins[i]!;
      let bestC = 0;
      let bestD = Number.POSITIVE_INFINITY;
      for (let c = 0; c < centres.length; c++) {
        const dd = dist2(b.lab, centres[c]!);
        if (dd < bestD) {
          bestD = dd;
          bestC = c;
        }
      }
      assign[i] = bestC;
      const a = acc[bestC]!;
      a[0]! += b.lab[0] * b.count;
      a[1]! += b.lab[1] * b.count;
      a[2]! += b.lab[2] * b.count;
      a[3]! += b.count;
    }
    for (let c = 0; c < centres.length; c++) {
      const a = acc[c]!;
      if (a[3]! > 0) centres[c] = [a[0]! / a[3]!, a[1]! / a[3]!, a[2]! / a[3]!];
    }
  }

  // Representative = most populous bin of each cluster (bins are sorted by count).
  const rep: (Lab | null)[] = centres.map(() => null);
  const share = centres.map(() => 0);
  for (let i = 0; i < bins.length; i++) {
    const c = assign[i]!;
    share[c]! += bins[i]!.count / n;
    if (!rep[c]) rep[c] = bins[i]!.lab;
  }

  // Merge perceptually identical clusters into the larger one.
  const parent = centres.map((_, i) => i);
  const order = centres.map((_, i) => i).sort((a, b) => share[b]! - share[a]!);
  for (let x = 0; x < order.length; x++) {
    const i = order[x]!;
    if (parent[i] !== i || !rep[i]) continue;
    for (let y = x + 1; y < order.length; y++) {
      const j = order[y]!;
      if (parent[j] === j && rep[j] && deltaE2000(rep[i]!, rep[j]!) < MERGE_DE) {
        parent[j] = i;
        share[i]! += share[j]!;
        share[j] = 0;
      }
    }
  }

  const kept = order.filter((i) => parent[i] === i && rep[i] && share[i]! >= MIN_SHARE);
  const clusterIndex = new Map<number, number>();
  kept.forEach((c, idx) => {
    clusterIndex.set(c, idx);
  });
  const clusters: Cluster[] = kept.map((c) => {
    const lab = rep[c]!;
    return { lab, hex: hex(labToRgb(lab)), name: colourName(lab), share: share[c]! };
  });

  // Label every pixel with its kept cluster (small clusters fall to the nearest kept one).
  const binCluster = new Map<number, number>();
  for (let i = 0; i < bins.length; i++) {
    const root = parent[assign[i]!]!;
    let idx = clusterIndex.get(root);
    if (idx === undefined) {
      let bestD = Number.POSITIVE_INFINITY;
      idx = 0;
      for (let k = 0; k < clusters.length; k++) {
        const dd = dist2(bins[i]!.lab, clusters[k]!.lab);
        if (dd < bestD) {
          bestD = dd;
          idx = k;
        }
      }
    }
    binCluster.set(bins[i]!.bin, idx);
  }
  const labels = new Uint8Array(n);
  for (let i = 0; i < n; i++) labels[i] = binCluster.get(binOf[i]!)!;
  return byPresence(img, clusters, labels, entropy);
}

/** Width of the frame whose pixels count as the image's edge, as a share of the short side. */
const FRAME = 0.04;
/**
 * How much a colour's share of that frame adds to its rank. The background is the colour the
 * ad's edges are made of; a product photo or a split layout can cover more area than it does
 * (measured: the curtain backdrop of an out-of-home screen moved from second to first).
 */
const FRAME_WEIGHT = 0.5;

/**
 * Clusters ranked by area share plus FRAME_WEIGHT × share of the image's edge frame, so the
 * background leads the palette; percentages stay true area shares. `labels` follow the new order.
 */
function byPresence(img: RasterRgb, clusters: Cluster[], labels: Uint8Array, entropy: number): PaletteResult {
  const band = Math.max(1, Math.round(Math.min(img.width, img.height) * FRAME));
  const onFrame = new Float64Array(clusters.length);
  let framePixels = 0;
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      if (x >= band && x < img.width - band && y >= band && y < img.height - band) continue;
      onFrame[labels[y * img.width + x]!]!++;
      framePixels++;
    }
  }
  const rank = clusters.map((c, i) => c.share + FRAME_WEIGHT * (onFrame[i]! / framePixels));
  const order = clusters.map((_, i) => i).sort((a, b) => rank[b]! - rank[a]! || a - b);
  const newIndex = new Uint8Array(clusters.length);
  order.forEach((old, idx) => {
    newIndex[old] = idx;
  });
  for (let i = 0; i < labels.length; i++) labels[i] = newIndex[labels[i]!]!;
  return { clusters: order.map((i) => clusters[i]!), labels, entropy };
}

/** A colour covering less than this share of the ad leaves it without one background colour. */
const DOMINANT_SHARE = 0.5;
/** Pixels this close (CIELAB distance) to the average tone count in its percentage. */
const NEAR_AVERAGE = 10;

/**
 * The ad's average tone, when no colour covers half of it: a photo or a split background has no
 * one background colour, and the colour a viewer names for it is its average (the shared real
 * ads' truth is labelled that way). It goes third in the palette, after the two leading colours,
 * marked `average`; its percentage is the share of pixels near it. Null when one colour dominates.
 */
export function averageTone(img: RasterRgb, clusters: Cluster[]): PaletteColor | null {
  if (clusters.length === 0 || clusters.some((c) => c.share >= DOMINANT_SHARE)) return null;
  const n = img.width * img.height;
  const sum = [0, 0, 0];
  for (let i = 0; i < n; i++) for (let c = 0; c < 3; c++) sum[c]! += img.data[i * 3 + c]!;
  const lab = rgbToLab(sum[0]! / n, sum[1]! / n, sum[2]! / n);
  // Judged once per 15-bit colour bin (0: not yet, 1: far, 2: near).
  const binNear = new Uint8Array(32768);
  let near = 0;
  for (let i = 0; i < n; i++) {
    const r = img.data[i * 3]!;
    const g = img.data[i * 3 + 1]!;
    const b = img.data[i * 3 + 2]!;
    const bin = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    if (binNear[bin] === 0) {
      const p = rgbToLab(r, g, b);
      binNear[bin] = (p[0] - lab[0]) ** 2 + (p[1] - lab[1]) ** 2 + (p[2] - lab[2]) ** 2 < NEAR_AVERAGE ** 2 ? 2 : 1;
    }
    if (binNear[bin] === 2) near++;
  }
  const percentage = Math.round((near / n) * 1000) / 10;
  return { hex: hex(labToRgb(lab)), name: colourName(lab), percentage, average: true };
}
