/**
 * A small histogram gradient-boosted regression tree ensemble (Huber loss) over typed arrays.
 * Features are numbers with NaN for "unknown"; each feature is cut into at most 255 quantile
 * bins once, so growing a node is one pass over its rows per feature. Missing values always
 * sit in bin 0, i.e. on the left of every split, and prediction follows the same rule.
 * Why our own: ~13,000 rows x ~20 features trains in seconds, serialises to plain JSON and
 * predicts in microseconds; no native dependency to build on the 2-core machine.
 */
import { mulberry32 } from "~/lib/seeded-random";

export interface GbmParams {
  trees: number;
  depth: number;
  learningRate: number;
  /** Fewest rows in a leaf. */
  minLeaf: number;
  /** L2 penalty on leaf values (XGBoost's lambda). */
  lambda: number;
  /** Share of rows each tree sees (stochastic boosting). */
  subsample: number;
  maxBins: number;
  seed: number;
  /** Residuals beyond this pull no harder (Huber loss): mispriced listings do not bend the trees. */
  huber: number;
}

export const DEFAULT_GBM: GbmParams = { trees: 300, depth: 5, learningRate: 0.06, minLeaf: 8, lambda: 2, subsample: 0.8, maxBins: 128, seed: 7, huber: 0.3 };

/** Flat tree: node i is a leaf when feature[i] < 0 (value[i] is its output). */
export interface GbmTree {
  feature: number[];
  threshold: number[];
  left: number[];
  right: number[];
  value: number[];
}

export interface GbmModel {
  base: number;
  trees: GbmTree[];
}

/** Rows x features, row-major: x[row * features + f]. */
export interface Matrix {
  rows: number;
  features: number;
  x: Float64Array;
}

/** Sorted cut points per feature: bin(v) = 1 + (number of cuts below v); NaN is bin 0. */
function cutPoints(m: Matrix, f: number, maxBins: number): Float64Array {
  const values: number[] = [];
  for (let i = 0; i < m.rows; i++) {
    const v = m.x[i * m.features + f]!;
    if (v === v) values.push(v);
  }
  values.sort((a, b) => a - b);
  const unique: number[] = [];
  for (const v of values) if (unique.length === 0 || unique[unique.length - 1] !== v) unique.push(v);
  if (unique.length <= maxBins - 1) return Float64Array.from(unique);
  const cuts: number[] = [];
  for (let b = 1; b < maxBins - 1; b++) {
    const v = values[Math.floor((b * values.length) / (maxBins - 1))]!;
    if (cuts.length === 0 || cuts[cuts.length - 1]! < v) cuts.push(v);
  }
  return Float64Array.from(cuts);
}

function binOf(cuts: Float64Array, v: number): number {
  if (v !== v) return 0;
  let lo = 0;
  let hi = cuts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cuts[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo + 1;
}

interface Split {
  feature: number;
  bin: number;
  gain: number;
}

/** Best split of one node's rows, from per-feature histograms of gradient sums and counts. */
function bestSplit(rows: Int32Array, grad: Float64Array, bins: Uint8Array[], nBins: number[], p: GbmParams): Split | null {
  let best: Split | null = null;
  let total = 0;
  for (let k = 0; k < rows.length; k++) total += grad[rows[k]!]!;
  const n = rows.length;
  const parent = (total * total) / (n + p.lambda);
  for (let f = 0; f < bins.length; f++) {
    const nb = nBins[f]!;
    const sum = new Float64Array(nb);
    const count = new Int32Array(nb);
    const col = bins[f]!;
    for (let k = 0; k < n; k++) {
      const r = rows[k]!;
      const b = col[r]!;
      sum[b] += grad[r]!;
      count[b]++;
    }
    let gl = 0;
    let nl = 0;
    for (let b = 0; b < nb - 1; b++) {
      gl += sum[b]!;
      nl += count[b]!;
      const nr = n - nl;
      if (nl < p.minLeaf) continue;
      if (nr < p.minLeaf) break;
      const gr = total - gl;
      const gain = (gl * gl) / (nl + p.lambda) + (gr * gr) / (nr + p.lambda) - parent;
      if (gain > 1e-9 && (!best || gain > best.gain)) best = { feature: f, bin: b, gain };
    }
  }
  return best;
}

/** `pause` is offered before each node: a deep tree on many rows is tens of milliseconds of CPU. */
async function growTree(
  rows: Int32Array, grad: Float64Array, bins: Uint8Array[], nBins: number[], cuts: Float64Array[], p: GbmParams,
  pause: () => Promise<void> | undefined,
): Promise<GbmTree> {
  const tree: GbmTree = { feature: [], threshold: [], left: [], right: [], value: [] };
  const grow = async (nodeRows: Int32Array, depth: number): Promise<number> => {
    await pause();
    const id = tree.feature.length;
    tree.feature.push(-1);
    tree.threshold.push(0);
    tree.left.push(-1);
    tree.right.push(-1);
    let g = 0;
    for (let k = 0; k < nodeRows.length; k++) g += grad[nodeRows[k]!]!;
    tree.value.push((p.learningRate * g) / (nodeRows.length + p.lambda));
    if (depth >= p.depth || nodeRows.length < 2 * p.minLeaf) return id;
    const split = bestSplit(nodeRows, grad, bins, nBins, p);
    if (!split) return id;
    const col = bins[split.feature]!;
    let nl = 0;
    for (let k = 0; k < nodeRows.length; k++) if (col[nodeRows[k]!]! <= split.bin) nl++;
    const leftRows = new Int32Array(nl);
    const rightRows = new Int32Array(nodeRows.length - nl);
    let a = 0;
    let b = 0;
    for (let k = 0; k < nodeRows.length; k++) {
      const r = nodeRows[k]!;
      if (col[r]! <= split.bin) leftRows[a++] = r;
      else rightRows[b++] = r;
    }
    tree.feature[id] = split.feature;
    // Bin 0 (missing) alone on the left: any real value goes right (-Infinity is not JSON).
    tree.threshold[id] = split.bin === 0 ? -Number.MAX_VALUE : cuts[split.feature]![split.bin - 1]!;
    tree.left[id] = await grow(leftRows, depth + 1);
    tree.right[id] = await grow(rightRows, depth + 1);
    return id;
  };
  await grow(rows, 0);
  return tree;
}

export function predictTree(tree: GbmTree, x: ArrayLike<number>, offset = 0): number {
  let node = 0;
  while (tree.feature[node]! >= 0) {
    const v = x[offset + tree.feature[node]!]!;
    node = v !== v || v <= tree.threshold[node]! ? tree.left[node]! : tree.right[node]!;
  }
  return tree.value[node]!;
}

export function predictGbm(model: GbmModel, x: ArrayLike<number>, offset = 0): number {
  let y = model.base;
  for (const tree of model.trees) y += predictTree(tree, x, offset);
  return y;
}

/**
 * A fitted model's trees laid end to end in typed arrays, for rating many cars: the same sums
 * as predictGbm, about three times faster than walking 300 trees of JSON arrays (a partner's
 * row is rated in every app process, three model evaluations each).
 */
export class PackedGbm {
  private readonly feature: Int32Array;
  private readonly threshold: Float64Array;
  /** Children as absolute node numbers; a leaf's value in `value`. */
  private readonly left: Int32Array;
  private readonly right: Int32Array;
  private readonly value: Float64Array;
  private readonly roots: Int32Array;

  constructor(private readonly model: GbmModel) {
    const nodes = model.trees.reduce((n, tree) => n + tree.feature.length, 0);
    this.feature = new Int32Array(nodes);
    this.threshold = new Float64Array(nodes);
    this.left = new Int32Array(nodes);
    this.right = new Int32Array(nodes);
    this.value = new Float64Array(nodes);
    this.roots = new Int32Array(model.trees.length);
    let at = 0;
    model.trees.forEach((tree, t) => {
      this.roots[t] = at;
      for (let i = 0; i < tree.feature.length; i++) {
        this.feature[at + i] = tree.feature[i]!;
        this.threshold[at + i] = tree.threshold[i]!;
        this.left[at + i] = at + tree.left[i]!;
        this.right[at + i] = at + tree.right[i]!;
        this.value[at + i] = tree.value[i]!;
      }
      at += tree.feature.length;
    });
  }

  predict(x: Float64Array): number {
    const { feature, threshold, left, right, value, roots } = this;
    let y = this.model.base;
    for (let t = 0; t < roots.length; t++) {
      let node = roots[t]!;
      while (feature[node]! >= 0) {
        const v = x[feature[node]!]!;
        node = v !== v || v <= threshold[node]! ? left[node]! : right[node]!;
      }
      y += value[node]!;
    }
    return y;
  }
}

/**
 * Fits y from m. `pause` is offered before every node of every tree (it decides whether to
 * give way), so a server can train between requests instead of holding the event loop.
 */
export async function fitGbm(m: Matrix, y: Float64Array, params: Partial<GbmParams> = {}, pause?: () => Promise<void> | undefined): Promise<GbmModel> {
  const p = { ...DEFAULT_GBM, ...params };
  const cuts: Float64Array[] = [];
  const bins: Uint8Array[] = [];
  const nBins: number[] = [];
  for (let f = 0; f < m.features; f++) {
    await pause?.();
    const c = cutPoints(m, f, p.maxBins);
    const col = new Uint8Array(m.rows);
    for (let i = 0; i < m.rows; i++) col[i] = binOf(c, m.x[i * m.features + f]!);
    cuts.push(c);
    bins.push(col);
    nBins.push(c.length + 2);
  }
  let base = 0;
  for (let i = 0; i < m.rows; i++) base += y[i]!;
  base /= Math.max(1, m.rows);
  const pred = new Float64Array(m.rows).fill(base);
  const grad = new Float64Array(m.rows);
  const random = mulberry32(p.seed);
  const trees: GbmTree[] = [];
  for (let t = 0; t < p.trees; t++) {
    for (let i = 0; i < m.rows; i++) grad[i] = Math.max(-p.huber, Math.min(p.huber, y[i]! - pred[i]!));
    const picked: number[] = [];
    for (let i = 0; i < m.rows; i++) if (p.subsample >= 1 || random() < p.subsample) picked.push(i);
    const tree = await growTree(Int32Array.from(picked), grad, bins, nBins, cuts, p, pause ?? (() => undefined));
    trees.push(tree);
    for (let i = 0; i < m.rows; i++) pred[i] += predictTree(tree, m.x, i * m.features);
  }
  return { base, trees };
}
