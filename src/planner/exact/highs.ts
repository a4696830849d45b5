import loadHighs, { type Highs, type InitOptions } from "highs";

// HiGHS (compiled to WebAssembly) loads once per thread and is reused by every solve.

let loading: Promise<Highs> | null = null;

/** Loads the solver on first use; `init` lets a host point it at highs.wasm when bundled. */
export function getHighs(init?: InitOptions): Promise<Highs> {
  if (!loading) {
    loading = loadHighs(init);
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

function mergeTerms(terms: readonly (readonly [number, number])[]): [number, number][] {
  const merged = new Map<number, number>();
  for (const [col, coef] of terms) merged.set(col, (merged.get(col) ?? 0) + coef);
  return [...merged].sort((a, b) => a[0] - b[0]);
}

export type LpStatus = "feasible" | "infeasible" | "unknown";

/** A sparse LP built row by row. Terms with the same column in one row are merged; ±Infinity is "none". */
export class LpBuilder {
  private lower: number[] = [];
  private upper: number[] = [];
  private rowLower: number[] = [];
  private rowUpper: number[] = [];
  private starts: number[] = [0];
  private indices: number[] = [];
  private values: number[] = [];

  addVar(lower: number, upper: number): number {
    this.lower.push(lower);
    this.upper.push(upper);
    return this.lower.length - 1;
  }

  addRow(lower: number, upper: number, list: readonly (readonly [number, number])[]): void {
    // Rows over every candidate come in column order; only the others need merging and sorting.
    // Indexed loops: a refusal builds tens of thousands of terms, and iterators showed in profiles.
    let ordered = true;
    for (let i = 1; i < list.length && ordered; i++) {
      ordered = (list[i] as readonly [number, number])[0] > (list[i - 1] as readonly [number, number])[0];
    }
    const rows = ordered ? list : mergeTerms(list);
    for (let i = 0; i < rows.length; i++) {
      const [col, coef] = rows[i] as readonly [number, number];
      if (coef === 0) continue;
      this.indices.push(col);
      this.values.push(coef);
    }
    this.starts.push(this.indices.length);
    this.rowLower.push(lower);
    this.rowUpper.push(upper);
  }

  /** Whether any point meets every row and bound (a zero objective: only feasibility is asked). */
  solve(highs: Highs, options: Record<string, number | boolean | string>): LpStatus {
    const numCols = this.lower.length;
    const numRows = this.rowLower.length;
    const model = highs.createModel({
      numCols,
      numRows,
      colCost: new Array<number>(numCols).fill(0),
      colLower: this.lower,
      colUpper: this.upper,
      rowLower: this.rowLower,
      rowUpper: this.rowUpper,
      matrix: {
        format: "csr",
        numRows,
        numCols,
        starts: this.starts,
        indices: this.indices,
        values: this.values,
      },
    });
    try {
      model.options.set({ output_flag: false, ...options });
      const { modelStatus } = model.run();
      const c = highs.constants.modelStatus;
      if (modelStatus === c.optimal) return "feasible";
      if (modelStatus === c.infeasible) return "infeasible";
      return "unknown";
    } finally {
      model.dispose();
    }
  }
}
