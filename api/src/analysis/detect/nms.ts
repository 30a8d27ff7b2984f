/**
 * Greedy non-maximum suppression as tfjs's `image.nonMaxSuppression` does it, which Human ran
 * after both of its detectors: strongest first, a box dropped when its overlap (IoU) with one
 * already kept reaches `iou`. The caller passes the boxes ([x1, y1, x2, y2], float32 as the graphs
 * computed them) sorted by score, ties in the order tfjs would visit them: the lower index first.
 * Returns the kept boxes' indices in that order.
 */
export function suppress(boxes: Float32Array, maxFound: number, iou: number): number[] {
  const kept: number[] = [];
  for (let i = 0; i < boxes.length / 4 && kept.length < maxFound; i++)
    if (kept.every((j) => overlap(boxes, i, j) < iou)) kept.push(i);
  return kept;
}

function overlap(boxes: Float32Array, i: number, j: number): number {
  const [ax1, ay1, ax2, ay2] = corners(boxes, i);
  const [bx1, by1, bx2, by2] = corners(boxes, j);
  const areaA = (ay2 - ay1) * (ax2 - ax1);
  const areaB = (by2 - by1) * (bx2 - bx1);
  if (areaA <= 0 || areaB <= 0) return 0;
  const inter =
    Math.max(Math.min(ay2, by2) - Math.max(ay1, by1), 0) * Math.max(Math.min(ax2, bx2) - Math.max(ax1, bx1), 0);
  return inter / (areaA + areaB - inter);
}

/** A box's corners ordered, as tfjs orders them before measuring overlap. */
function corners(boxes: Float32Array, i: number): [number, number, number, number] {
  const x1 = boxes[i * 4]!;
  const y1 = boxes[i * 4 + 1]!;
  const x2 = boxes[i * 4 + 2]!;
  const y2 = boxes[i * 4 + 3]!;
  return [Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)];
}
