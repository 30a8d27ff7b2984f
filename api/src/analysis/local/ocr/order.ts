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

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/**
 * Splits items where their projections onto one axis leave a gap of at least `minGap`,
 * returned in axis order.
 */
function splitAt<T extends Placed>(items: T[], axis: "x" | "y", minGap: number): T[][] {
  const lo = (b: Box) => (axis === "x" ? b.x : b.y);
  const hi = (b: Box) => (axis === "x" ? b.x + b.width : b.y + b.height);
  const sorted = [...items].sort((a, b) => lo(a.box) - lo(b.box));
  const groups: T[][] = [];
  let reach = -Infinity;
  for (const it of sorted) {
    if (groups.length === 0 || lo(it.box) - reach >= minGap) groups.push([it]);
    else groups[groups.length - 1]!.push(it);
    reach = Math.max(reach, hi(it.box));
  }
  return groups;
}

/**
 * Recursive XY-cut: a region splits into columns where a vertical gap at least COLUMN_GAP text
 * heights wide runs through all of it, else into bands where a horizontal gap does; a region
 * with neither is one block. Columns are tried first so a two-column layout reads down the left
 * column before the right, while a full-width headline above them is cut off as its own band.
 */
export function layoutBlocks<T extends Placed>(items: T[]): T[][] {
  if (items.length <= 1) return items.length ? [items] : [];
  const h = median(items.map((i) => i.box.height));
  const columns = splitAt(items, "x", h * COLUMN_GAP);
  if (columns.length > 1) return columns.flatMap((c) => layoutBlocks(c));
  const bands = splitAt(items, "y", Math.max(1, h * 0.1));
  if (bands.length > 1) return bands.flatMap((b) => layoutBlocks(b));
  return [items];
}

/**
 * Rows inside a block: items whose vertical extents overlap by at least half the smaller height
 * share a row, read left to right; rows are read top to bottom.
 */
export function rowsOf<T extends Placed>(items: T[]): T[][] {
  const rows: { items: T[]; y0: number; y1: number }[] = [];
  const byCentre = [...items].sort((a, b) => a.box.y + a.box.height / 2 - (b.box.y + b.box.height / 2));
  for (const it of byCentre) {
    const y0 = it.box.y;
    const y1 = it.box.y + it.box.height;
    const row = rows.find((r) => {
      const overlap = Math.min(r.y1, y1) - Math.max(r.y0, y0);
      const smaller = Math.min(r.y1 - r.y0, y1 - y0);
      return overlap >= smaller * 0.5;
    });
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
