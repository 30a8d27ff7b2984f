import { Matrix, SingularValueDecomposition } from "ml-matrix";

/**
 * Ridge regression on standardised features, its penalty chosen by generalised cross-validation,
 * and the k-fold cross-validated rank correlation that says whether it predicts anything
 * (docs/custom-models.md). Pure functions over numbers: no database, no HTTP.
 */

/** Penalties tried; GCV picks one per training set (larger shrinks harder towards "no effect"). */
const ALPHAS = [0.1, 0.3, 1, 3, 10, 30, 100, 300];

export interface Scaling {
  means: number[];
  stds: number[];
}

export interface RidgeFit {
  alpha: number;
  intercept: number;
  /** Per standardised feature; 0 for a feature that does not vary in the training set. */
  coefficients: number[];
  scaling: Scaling;
}

/** Means and standard deviations per column, ignoring missing values (null). */
export function scalingOf(rows: (number | null)[][]): Scaling {
  const width = rows[0]?.length ?? 0;
  const means: number[] = [];
  const stds: number[] = [];
  for (let j = 0; j < width; j++) {
    const values = rows.map((r) => r[j]).filter((v): v is number => v !== null && v !== undefined);
    const mean = values.length ? values.reduce((s, v) => s + v, 0) / values.length : 0;
    const variance = values.length ? values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length : 0;
    means.push(mean);
    stds.push(Math.sqrt(variance));
  }
  return { means, stds };
}

/** A row in standard units; a missing value, or a feature that never varies, counts as average (0). */
export function standardise(row: (number | null)[], scaling: Scaling): number[] {
  return row.map((v, j) => {
    const std = scaling.stds[j] ?? 0;
    return v === null || std === 0 ? 0 : (v - (scaling.means[j] ?? 0)) / std;
  });
}

/** Fits ridge on `rows` → `y`, choosing the penalty with the lowest GCV score. */
export function fitRidge(rows: (number | null)[][], y: number[]): RidgeFit {
  const scaling = scalingOf(rows);
  const n = y.length;
  const intercept = y.reduce((s, v) => s + v, 0) / n;
  const x = new Matrix(rows.map((r) => standardise(r, scaling)));
  const yc = Matrix.columnVector(y.map((v) => v - intercept));
  // One SVD serves every penalty: β(α) = V diag(d / (d² + α)) Uᵀ y, trace(H) = Σ d² / (d² + α).
  const svd = new SingularValueDecomposition(x, { autoTranspose: true });
  const d = svd.diagonal;
  const uty = svd.leftSingularVectors.transpose().mmul(yc).to1DArray();
  const v = svd.rightSingularVectors;
  let best: { alpha: number; gcv: number; beta: number[] } | null = null;
  for (const alpha of ALPHAS) {
    const shrunk = d.map((di, i) => (di / (di * di + alpha)) * (uty[i] ?? 0));
    const beta = v.mmul(Matrix.columnVector(shrunk)).to1DArray();
    const fitted = x.mmul(Matrix.columnVector(beta)).to1DArray();
    const rss = fitted.reduce((s, f, i) => s + ((yc.get(i, 0) ?? 0) - f) ** 2, 0);
    const dof = d.reduce((s, di) => s + (di * di) / (di * di + alpha), 0);
    const gcv = (n * rss) / Math.max(1e-9, n - dof) ** 2;
    if (!best || gcv < best.gcv) best = { alpha, gcv, beta };
  }
  const chosen = best ?? { alpha: ALPHAS[0] ?? 1, beta: new Array(scaling.means.length).fill(0) };
  return { alpha: chosen.alpha, intercept, coefficients: chosen.beta, scaling };
}

export function predict(fit: RidgeFit, row: (number | null)[]): number {
  return standardise(row, fit.scaling).reduce((s, z, j) => s + z * (fit.coefficients[j] ?? 0), fit.intercept);
}

/** Ranks from 1, ties sharing their mean rank. */
function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]?.[0] === order[i]?.[0]) j++;
    for (let k = i; k <= j; k++) out[order[k]?.[1] ?? 0] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Spearman's rank correlation; 0 when either side does not vary. */
export function spearman(a: number[], b: number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (ra.length + 1) / 2;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    const x = (ra[i] ?? 0) - mean;
    const y = (rb[i] ?? 0) - mean;
    num += x * y;
    da += x * x;
    db += y * y;
  }
  return da === 0 || db === 0 ? 0 : num / Math.sqrt(da * db);
}

/**
 * How many standard errors a rank correlation of `r` over `n` pairs is above zero, by Fisher's
 * transformation with the Spearman variance 1.06 / (n − 3) (Fieller, Hartley and Pearson, 1957).
 */
export function rankCorrelationZ(r: number, n: number): number {
  const clipped = Math.max(-0.999999, Math.min(0.999999, r));
  return Math.atanh(clipped) * Math.sqrt((n - 3) / 1.06);
}

/** One-sided 5 %: a correlation this many standard errors above zero is better than chance. */
export const BETTER_THAN_CHANCE_Z = 1.645;

export const FOLDS = 5;

/**
 * Out-of-fold predictions: each row is predicted by a model fitted (penalty chosen again) on the
 * other folds only. `fold[i]` says which fold row i is held out in.
 */
export function crossValidate(rows: (number | null)[][], y: number[], fold: number[]) {
  const predictions = new Array<number>(y.length).fill(0);
  for (let k = 0; k < FOLDS; k++) {
    const train = y.map((_, i) => i).filter((i) => fold[i] !== k);
    const test = y.map((_, i) => i).filter((i) => fold[i] === k);
    if (!test.length || train.length < 3) continue;
    const fit = fitRidge(
      train.map((i) => rows[i] ?? []),
      train.map((i) => y[i] ?? 0),
    );
    for (const i of test) predictions[i] = predict(fit, rows[i] ?? []);
  }
  const r = spearman(predictions, y);
  return { predictions, rankCorrelation: r, z: rankCorrelationZ(r, y.length) };
}
