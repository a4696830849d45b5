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

export type SolveStatus = "optimal" | "feasible" | "infeasible" | "failed";

export interface SolveOutcome {
  status: SolveStatus;
  x: Float64Array | null;
  objective: number;
}

/**
 * A sparse MIP built row by row. Terms with the same column in one row are merged; bounds use
 * ±Infinity for "none".
 */
export class MipBuilder {
  private cost: number[] = [];
  private lower: number[] = [];
  private upper: number[] = [];
  private integrality: (0 | 1)[] = [];
  private rowLower: number[] = [];
  private rowUpper: number[] = [];
  private starts: number[] = [0];
  private indices: number[] = [];
  private values: number[] = [];

  get numCols(): number {
    return this.cost.length;
  }

  addVar(lower: number, upper: number, cost = 0, integer = false): number {
    this.cost.push(cost);
    this.lower.push(lower);
    this.upper.push(upper);
    this.integrality.push(integer ? 1 : 0);
    return this.cost.length - 1;
  }

  addRow(lower: number, upper: number, terms: Iterable<readonly [number, number]>): void {
    const merged = new Map<number, number>();
    for (const [col, coef] of terms) merged.set(col, (merged.get(col) ?? 0) + coef);
    for (const [col, coef] of [...merged].sort((a, b) => a[0] - b[0])) {
      if (coef === 0) continue;
      this.indices.push(col);
      this.values.push(coef);
    }
    this.starts.push(this.indices.length);
    this.rowLower.push(lower);
    this.rowUpper.push(upper);
  }

  solve(highs: Highs, options: Record<string, number | boolean | string>, relax = false): SolveOutcome {
    const model = highs.createModel({
      numCols: this.cost.length,
      numRows: this.rowLower.length,
      colCost: this.cost,
      colLower: this.lower,
      colUpper: this.upper,
      rowLower: this.rowLower,
      rowUpper: this.rowUpper,
      matrix: {
        format: "csr",
        numRows: this.rowLower.length,
        numCols: this.cost.length,
        starts: this.starts,
        indices: this.indices,
        values: this.values,
      },
      ...(relax ? {} : { integrality: this.integrality }),
    });
    try {
      model.options.set({ output_flag: false, ...options });
      const { modelStatus } = model.run();
      const c = highs.constants.modelStatus;
      if (modelStatus === c.optimal) {
        return { status: "optimal", x: model.getSolution().colValue, objective: model.getObjectiveValue() };
      }
      if (modelStatus === c.infeasible) return { status: "infeasible", x: null, objective: Number.NaN };
      // A limit hit with an incumbent still gives a usable, rule-abiding answer.
      if (model.info.get("primal_solution_status") === highs.constants.solutionStatus.feasible) {
        return { status: "feasible", x: model.getSolution().colValue, objective: model.getObjectiveValue() };
      }
      return { status: "failed", x: null, objective: Number.NaN };
    } finally {
      model.dispose();
    }
  }
}
