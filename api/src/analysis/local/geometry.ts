import type { Box } from "../result.ts";

/** The smallest box around all of `boxes`. */
export function union(boxes: Box[]): Box {
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.width));
  const y1 = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** Whether the centre of `b` lies inside `outer`. */
export function centreInside(b: Box, outer: Box): boolean {
  const cx = b.x + b.width / 2;
  const cy = b.y + b.height / 2;
  return cx >= outer.x && cx <= outer.x + outer.width && cy >= outer.y && cy <= outer.y + outer.height;
}

/** `b` lies inside `outer`: its centre in it, and no side longer than `outer`'s times `slack`. */
export function within(b: Box, outer: Box, slack = 1): boolean {
  return centreInside(b, outer) && b.width <= outer.width * slack && b.height <= outer.height * slack;
}
