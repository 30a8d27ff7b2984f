import type { RasterRgb } from "../local/raster.ts";
import type { Box } from "../result.ts";

/**
 * Whether a detected face or person is photographed or drawn. The detectors fire on flat vector
 * figures (the people of a social-post illustration, a mascot) as readily as on photos: the face
 * mesh scores a drawn face 0.9–1.0. What differs is shading. A photographed body is lit, so
 * almost every small patch of it varies a little in brightness (skin, folds, hair); a drawn one
 * is flat fills meeting at hard edges, so its patches are either uniform or an edge.
 *
 * The box's luminance is averaged down to about 128 px tall (never enlarged) and passed through
 * a 3×3 median, which removes JPEG noise (it would make a compressed illustration look shaded)
 * but keeps a photo's shading, which changes monotonically across a few pixels. Then each 4×4
 * patch's luminance range is read: under FLAT_RANGE it is a fill, over EDGE_RANGE an edge, in
 * between shading.
 */
const FLAT_RANGE = 6;
const EDGE_RANGE = 40;
const PATCH = 4;
const TARGET_HEIGHT = 128;
/**
 * Measured on the faces and people the detector reports (score ≥ 0.4): photographs (faces,
 * people from behind, on plain walls, in 90 px banners) 0.35–0.79 of their patches shaded, the
 * lowest where a dark flat backdrop fills much of the box; flat illustrations 0.02–0.30,
 * including the same saved as JPEG at quality 75.
 */
export const MIN_SHADED = 0.33;
/** Below this many patches the share says nothing either way. */
const MIN_PATCHES = 12;

/** The box's luminance, averaged over k×k blocks (by default down to about TARGET_HEIGHT rows). */
function boxLuma(img: RasterRgb, box: Box, blocks?: number): { luma: Float32Array; w: number; h: number } {
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(img.width, Math.ceil(box.x + box.width));
  const y1 = Math.min(img.height, Math.ceil(box.y + box.height));
  const k = blocks ?? Math.max(1, Math.floor((y1 - y0) / TARGET_HEIGHT));
  const w = Math.max(0, Math.floor((x1 - x0) / k));
  const h = Math.max(0, Math.floor((y1 - y0) / k));
  const luma = new Float32Array(w * h);
  const d = img.data;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = 0; dy < k; dy++) {
        let i = ((y0 + y * k + dy) * img.width + x0 + x * k) * 3;
        for (let dx = 0; dx < k; dx++, i += 3) sum += 0.2126 * d[i]! + 0.7152 * d[i + 1]! + 0.0722 * d[i + 2]!;
      }
      luma[y * w + x] = sum / (k * k);
    }
  }
  return { luma, w, h };
}

/** Sorting-network pairs whose last compare leaves the median of nine in place 4 (Paeth's 19 exchanges). */
const MEDIAN9 = [
  1, 2, 4, 5, 7, 8, 0, 1, 3, 4, 6, 7, 1, 2, 4, 5, 7, 8, 0, 3, 5, 8, 4, 7, 3, 6, 1, 4, 2, 5, 4, 7, 4, 2, 6, 4, 4, 2,
];

/** The 3×3 median of each inner pixel (border pixels kept); a network of exchanges instead of a sort per pixel. */
function median3(src: Float32Array, w: number, h: number): Float32Array {
  const out = src.slice();
  const win = new Float32Array(9);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      let n = 0;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) win[n++] = src[(y + dy) * w + x + dx]!;
      for (let e = 0; e < MEDIAN9.length; e += 2) {
        const a = win[MEDIAN9[e]!]!;
        const b = win[MEDIAN9[e + 1]!]!;
        if (a > b) {
          win[MEDIAN9[e]!] = b;
          win[MEDIAN9[e + 1]!] = a;
        }
      }
      out[y * w + x] = win[4]!;
    }
  }
  return out;
}

/** Whether the PATCH×PATCH patch at (px, py) varies in brightness as shading does: more than a fill, less than an edge. */
function patchShaded(luma: Float32Array, w: number, px: number, py: number): boolean {
  let min = 255;
  let max = 0;
  for (let dy = 0; dy < PATCH; dy++) {
    for (let dx = 0; dx < PATCH; dx++) {
      const v = luma[(py + dy) * w + px + dx]!;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  return max - min >= FLAT_RANGE && max - min <= EDGE_RANGE;
}

/** Share (0–1) of the box's patches that are shaded rather than flat or an edge; null when too small to tell. */
export function shadedShare(img: RasterRgb, box: Box): number | null {
  const { luma: raw, w, h } = boxLuma(img, box);
  const luma = median3(raw, w, h);
  let patches = 0;
  let shaded = 0;
  for (let py = 0; py + PATCH <= h; py += PATCH) {
    for (let px = 0; px + PATCH <= w; px += PATCH) {
      patches++;
      if (patchShaded(luma, w, px, py)) shaded++;
    }
  }
  return patches < MIN_PATCHES ? null : shaded / patches;
}

/** Long side, in pixels, of the luminance copy `photographedRegion` reads. */
const REGION_SIDE = 256;
/** Windows `photographedRegion` slides, as a share of the copy's short side. */
const REGION_WINDOW = 0.2;

/**
 * The part of the image that could hold a photographed person, or null when none can. A window
 * of about a fifth of the short side is photo-like when it has at least half the shaded share a
 * photographed face or person shows (`MIN_SHADED`); the region is the bounding box of the
 * patches in such windows that are shaded together with most of their neighbours (a photo's
 * patches come in unbroken runs, the anti-aliased edges of type beside it in single files),
 * grown by half a window on each side so a body whose flat clothing reads as fill stays whole;
 * when no patch is, it is the photo-like windows themselves. Flat artwork (vector banners, type
 * on fills, illustrations) has no photo-like window, and on it every face or person the
 * detectors could report would be rejected as drawn, so they need not run; where a photo fills
 * only part of an ad, they need only look there. Gradients count as flat; photos, however
 * small, as shaded.
 */
export function photographedRegion(img: RasterRgb): Box | null {
  const full = { x: 0, y: 0, width: img.width, height: img.height };
  const k = Math.max(1, Math.floor(Math.max(img.width, img.height) / REGION_SIDE));
  const { luma: raw, w, h } = boxLuma(img, full, k);
  const luma = median3(raw, w, h);
  const gw = Math.floor(w / PATCH);
  const gh = Math.floor(h / PATCH);
  if (gw < 1 || gh < 1) return full;
  // Integral image of shaded patches, so every window's count is four lookups.
  const shaded = new Uint8Array(gw * gh);
  const sum = new Int32Array((gw + 1) * (gh + 1));
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      shaded[gy * gw + gx] = patchShaded(luma, w, gx * PATCH, gy * PATCH) ? 1 : 0;
      sum[(gy + 1) * (gw + 1) + gx + 1] =
        shaded[gy * gw + gx]! +
        sum[gy * (gw + 1) + gx + 1]! +
        sum[(gy + 1) * (gw + 1) + gx]! -
        sum[gy * (gw + 1) + gx]!;
    }
  }
  const win = Math.max(2, Math.min(gw, gh, Math.round(Math.min(gw, gh) * REGION_WINDOW)));
  const need = (MIN_SHADED / 2) * win * win;
  const at = (y: number, x: number) => sum[y * (gw + 1) + x]!;
  // Patches inside some window that shades like a photo: a window straddling a photo's edge
  // qualifies on the photo's patches, not on the flat page beside it.
  const inPhoto = new Uint8Array(gw * gh);
  const windows = { x0: gw, y0: gh, x1: 0, y1: 0 };
  for (let gy = 0; gy + win <= gh; gy++) {
    for (let gx = 0; gx + win <= gw; gx++) {
      if (at(gy + win, gx + win) - at(gy, gx + win) - at(gy + win, gx) + at(gy, gx) < need) continue;
      for (let y = gy; y < gy + win; y++) inPhoto.fill(1, y * gw + gx, y * gw + gx + win);
      windows.x0 = Math.min(windows.x0, gx);
      windows.y0 = Math.min(windows.y0, gy);
      windows.x1 = Math.max(windows.x1, gx + win);
      windows.y1 = Math.max(windows.y1, gy + win);
    }
  }
  if (windows.x1 === 0) return null;
  let x0 = gw;
  let y0 = gh;
  let x1 = 0;
  let y1 = 0;
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      if (!inPhoto[gy * gw + gx] || !denselyShaded(shaded, gw, gh, gx, gy)) continue;
      x0 = Math.min(x0, gx);
      y0 = Math.min(y0, gy);
      x1 = Math.max(x1, gx + 1);
      y1 = Math.max(y1, gy + 1);
    }
  }
  // Shading scattered through the windows with no unbroken run anywhere: the windows themselves.
  let margin = Math.ceil(win / 2);
  if (x1 <= x0) {
    ({ x0, y0, x1, y1 } = windows);
    margin = 0;
  }
  // Patches to image pixels with the margin; the last patch row or column reaches the edge.
  const px = PATCH * k;
  const left = Math.max(0, (x0 - margin) * px);
  const top = Math.max(0, (y0 - margin) * px);
  const right = x1 + margin >= gw ? img.width : Math.min(img.width, (x1 + margin) * px);
  const bottom = y1 + margin >= gh ? img.height : Math.min(img.height, (y1 + margin) * px);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * Whether a patch and most of its eight neighbours are shaded: a photo's patches come in
 * unbroken runs, the anti-aliased edges of type or of a drawn shape beside it in single files.
 */
function denselyShaded(shaded: Uint8Array, gw: number, gh: number, gx: number, gy: number): boolean {
  if (!shaded[gy * gw + gx]) return false;
  let n = 0;
  for (let y = Math.max(0, gy - 1); y <= Math.min(gh - 1, gy + 1); y++)
    for (let x = Math.max(0, gx - 1); x <= Math.min(gw - 1, gx + 1); x++) n += shaded[y * gw + x]!;
  return n >= 5;
}

/** A detection counts as a photographed human unless its box is big enough to tell and looks drawn. */
export function looksPhotographed(img: RasterRgb, box: Box): boolean {
  const share = shadedShare(img, box);
  return share === null || share >= MIN_SHADED;
}
