import type { Box } from "../../result.ts";

/** Anything with a box: detected text regions, when ordering them. */
export interface Placed {
  box: Box;
}

export interface Row<T extends Placed> {
  items: T[];
  /** Layout block, numbered in reading order. */
  block: number;
}

/** Gap, in median text heights, that separates two columns. */
const COLUMN_GAP = 1.2;
/** Gap, in median text heights, that separates two bands; less is the leading inside a paragraph. */
const BAND_GAP = 0.5;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/**
 * Splits items in two at the widest gap their projections onto one axis leave, when that gap is
 * at least `minGap`; null when there is none.
 */
function splitAt<T extends Placed>(items: T[], axis: "x" | "y", minGap: number): [T[], T[]] | null {
  const lo = (b: Box) => (axis === "x" ? b.x : b.y);
  const hi = (b: Box) => (axis === "x" ? b.x + b.width : b.y + b.height);
  const sorted = [...items].sort((a, b) => lo(a.box) - lo(b.box));
  let reach = hi(sorted[0]!.box);
  let best = { gap: minGap, at: -1 };
  for (let i = 1; i < sorted.length; i++) {
    const gap = lo(sorted[i]!.box) - reach;
    if (gap >= best.gap) best = { gap, at: i };
    reach = Math.max(reach, hi(sorted[i]!.box));
  }
  return best.at < 0 ? null : [sorted.slice(0, best.at), sorted.slice(best.at)];
}

/**
 * Recursive XY-cut: a region splits into columns at the widest vertical gap, at least
 * COLUMN_GAP text heights wide, that runs through all of it, else into bands at the widest
 * horizontal gap of at least BAND_GAP heights; a region with neither is one block, read in rows. Columns are tried first so a two-column
 * layout reads down the left column before the right; cutting at the widest gap only (not at
 * every gap) lets a full-width headline above the columns come off first without slicing the
 * columns into rows.
 */
export function layoutBlocks<T extends Placed>(items: T[]): T[][] {
  if (items.length <= 1) return items.length ? [items] : [];
  const h = median(items.map((i) => i.box.height));
  const cut = splitAt(items, "x", h * COLUMN_GAP) ?? splitAt(items, "y", Math.max(1, h * BAND_GAP));
  return cut ? cut.flatMap((part) => layoutBlocks(part)) : [items];
}

/**
 * Rows inside a block: items whose vertical extents overlap by at least half the smaller height
 * share a row (the row overlapped most, when several are), read left to right; rows are read top
 * to bottom.
 */
export function rowsOf<T extends Placed>(items: T[]): T[][] {
  const rows: { items: T[]; y0: number; y1: number }[] = [];
  const byCentre = [...items].sort((a, b) => a.box.y + a.box.height / 2 - (b.box.y + b.box.height / 2));
  for (const it of byCentre) {
    const y0 = it.box.y;
    const y1 = it.box.y + it.box.height;
    // The row it overlaps most (as a share of the smaller height): a small logo beside the top of a
    // large headline word must not draw the word out of the headline's row.
    const share = (r: { y0: number; y1: number }) =>
      (Math.min(r.y1, y1) - Math.max(r.y0, y0)) / Math.max(1, Math.min(r.y1 - r.y0, y1 - y0));
    const row = rows.filter((r) => share(r) >= 0.5).sort((a, b) => share(b) - share(a))[0];
    if (row) {
      row.items.push(it);
      row.y0 = Math.min(row.y0, y0);
      row.y1 = Math.max(row.y1, y1);
    } else rows.push({ items: [it], y0, y1 });
  }
  return rows.sort((a, b) => a.y0 - b.y0).map((r) => r.items.sort((a, b) => a.box.x - b.box.x));
}

/** Items in reading order, grouped into rows, each row tagged with its layout block. */
export function readingOrder<T extends Placed>(items: T[]): Row<T>[] {
  return layoutBlocks(items).flatMap((block, i) => rowsOf(block).map((row) => ({ items: row, block: i })));
}
