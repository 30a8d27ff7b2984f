import type { Box, KeyElement } from "../result.ts";
import type { TextMap } from "./ocr/types.ts";
import type { RasterRgb } from "./raster.ts";
import {
  colourContrastMap,
  labGrid,
  normalise,
  promote,
  SALIENCY_SIDE,
  type SaliencyMap,
  smooth,
  spectralResidualMap,
} from "./saliency.ts";

/**
 * How much each cue counts in the predicted-attention map. There is no learned saliency model
 * that ships offline, so the map is a weighted sum of the cues eye-tracking research finds people
 * look at, each scaled to peak at 1 first (docs/analysis.md, "Attention", says why each weight):
 * - spectralResidual: bottom-up pop-out of anything unusual in the image (Hou & Zhang 2007);
 * - colourContrast: whole regions whose colour differs from the page (Achanta et al. 2009);
 * - text: copy draws eyes more than its share of the area (Pieters & Wedel 2004), from the text
 *   detector's per-pixel probability map;
 * - faces: the strongest single cue in free viewing (Cerf et al. 2008), centred on each face;
 * - people: bodies without a visible face, weighted toward the head end of the box;
 * - centre: viewers start at and return to the middle of a frame (Judd et al. 2009).
 * They sum to 1, so a cue's weight is its share of the map when every cue is present.
 */
export const ATTENTION_WEIGHTS = {
  spectralResidual: 0.25,
  colourContrast: 0.15,
  text: 0.2,
  faces: 0.2,
  people: 0.08,
  centre: 0.12,
} as const;

export type AttentionCue = keyof typeof ATTENTION_WEIGHTS;

/** What the other stages found, in work-raster pixels. */
export interface AttentionCues {
  elements: KeyElement[];
  text: TextMap | null;
}

/** Spread of the centre bias, as a share of the frame's side. */
const CENTRE_SIGMA = 0.25;

/** The method string of `attention.method`: the cues and their weights, from the constant. */
export function attentionMethod(): string {
  const parts = Object.entries(ATTENTION_WEIGHTS).map(([cue, w]) => `${cue} ${w}`);
  return `blend of ${parts.join(", ")} (${SALIENCY_SIDE} px grid)`;
}

/** Each cue as an n×n map over the image, 0–1 (all zero when the cue is absent). */
export async function attentionCues(
  img: RasterRgb,
  cues: AttentionCues,
  n = SALIENCY_SIDE,
): Promise<Record<AttentionCue, Float64Array>> {
  const lab = await labGrid(img, n);
  const toGrid = (b: Box) => ({
    x: (b.x / img.width) * n,
    y: (b.y / img.height) * n,
    w: (b.width / img.width) * n,
    h: (b.height / img.height) * n,
  });
  const of = (kind: KeyElement["kind"]) =>
    cues.elements
      .filter((e) => e.kind === kind && e.box)
      .map((e) => ({ box: toGrid(e.box!), weight: e.confidence ?? 1 }));
  // Faces: a blob over each face. People: over the upper part of the body, where the head is.
  const faces = blobs(
    of("face").map(({ box, weight }) => ({
      cx: box.x + box.w / 2,
      cy: box.y + box.h / 2,
      sx: box.w / 2,
      sy: box.h / 2,
      weight,
    })),
    n,
  );
  const people = blobs(
    of("person").map(({ box, weight }) => ({
      cx: box.x + box.w / 2,
      cy: box.y + box.h * 0.25,
      sx: box.w / 2,
      sy: box.h / 3,
      weight,
    })),
    n,
  );
  return {
    spectralResidual: spectralResidualMap(lab, n),
    colourContrast: colourContrastMap(lab, n),
    text: cues.text ? textGrid(cues.text, img, n) : new Float64Array(n * n),
    faces,
    people,
    centre: centreBias(n),
  };
}

export interface AttentionMap extends SaliencyMap {
  /**
   * The spectral-residual pop-out alone. `focus` is read from it: the promoted blend is peaked by
   * construction, and the centre prior is the same for every ad, so only the raw pop-out still
   * tells a flat, low-contrast ad (nothing stands out) from a bold one.
   */
  popout: SaliencyMap;
}

/**
 * The predicted-attention map: the weighted sum of the cues, smoothed, peak 1. Every cue but the
 * centre prior goes through `promote` first, so a cue that lights up everywhere cannot drown
 * one that points at a few places.
 */
export async function attentionMap(img: RasterRgb, cues: AttentionCues, n = SALIENCY_SIDE): Promise<AttentionMap> {
  const maps = await attentionCues(img, cues, n);
  const combined = new Float64Array(n * n);
  for (const [cue, w] of Object.entries(ATTENTION_WEIGHTS) as [AttentionCue, number][]) {
    const m = cue === "centre" ? maps[cue] : promote(maps[cue]);
    for (let k = 0; k < n * n; k++) combined[k]! += w * m[k]!;
  }
  return { map: normalise(smooth(combined, n, 1)), n, popout: { map: maps.spectralResidual, n } };
}

interface Blob {
  cx: number;
  cy: number;
  sx: number;
  sy: number;
  weight: number;
}

/** Gaussian blobs (grid cells), the strongest at each cell, peak 1. */
function blobs(list: Blob[], n: number): Float64Array {
  const out = new Float64Array(n * n);
  for (const b of list) {
    const sx = Math.max(1, b.sx);
    const sy = Math.max(1, b.sy);
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) {
        const dx = (x + 0.5 - b.cx) / sx;
        const dy = (y + 0.5 - b.cy) / sy;
        const v = b.weight * Math.exp(-(dx * dx + dy * dy) / 2);
        if (v > out[y * n + x]!) out[y * n + x] = v;
      }
    }
  }
  return normalise(out);
}

/** The text detector's probability map averaged into grid cells, peak 1. */
function textGrid(map: TextMap, img: RasterRgb, n: number): Float64Array {
  const sum = new Float64Array(n * n);
  const count = new Float64Array(n * n);
  for (let y = 0; y < map.height; y++) {
    const gy = Math.min(n - 1, Math.floor((((y + 0.5) * map.scale) / img.height) * n));
    for (let x = 0; x < map.width; x++) {
      const gx = Math.min(n - 1, Math.floor((((x + 0.5) * map.scale) / img.width) * n));
      sum[gy * n + gx]! += map.data[y * map.width + x]!;
      count[gy * n + gx]!++;
    }
  }
  // A grid cell finer than the map's cells gets the nearest map cell.
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (count[y * n + x]) continue;
      const mx = Math.min(map.width - 1, Math.floor((((x + 0.5) / n) * img.width) / map.scale));
      const my = Math.min(map.height - 1, Math.floor((((y + 0.5) / n) * img.height) / map.scale));
      sum[y * n + x] = map.data[my * map.width + mx]!;
      count[y * n + x] = 1;
    }
  }
  for (let k = 0; k < n * n; k++) sum[k] = sum[k]! / count[k]!;
  return normalise(sum);
}

function centreBias(n: number): Float64Array {
  const out = new Float64Array(n * n);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const dx = (x + 0.5) / n - 0.5;
      const dy = (y + 0.5) / n - 0.5;
      out[y * n + x] = Math.exp(-(dx * dx + dy * dy) / (2 * CENTRE_SIGMA * CENTRE_SIGMA));
    }
  }
  return normalise(out);
}
