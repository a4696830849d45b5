// Checks every food's per-100 g values against the reference rows it names.
// Usage: npm run audit:foods -- DIR   (DIR holds usda-sr28/foods.csv and ifct2017-foods.csv)
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parse } from "csv-parse/sync";
import { DEFAULT_LIBRARY, type Food } from "../src/planner/index";
import {
  auditFoods,
  formatMismatch,
  indexRows,
  type Mismatch,
  type ReferenceRow,
  type ReferenceTables,
} from "./audit-foods-lib";

const USDA_FILE = path.join("usda-sr28", "foods.csv");
const IFCT_FILE = "ifct2017-foods.csv";

export class UsageError extends Error {}

function readCsv(file: string): ReferenceRow[] {
  // Keys like "01001" must stay strings, so no cast option.
  return parse(readFileSync(file, "utf8"), { columns: true, skip_empty_lines: true, bom: true });
}

export function loadReference(dir: string): ReferenceTables {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`not a directory: ${dir}`);
  for (const file of [USDA_FILE, IFCT_FILE]) {
    if (!existsSync(path.join(dir, file))) throw new UsageError(`missing ${file} in ${dir}`);
  }
  return {
    usda: indexRows(readCsv(path.join(dir, USDA_FILE)), "ndb_no"),
    ifct: indexRows(readCsv(path.join(dir, IFCT_FILE)), "code"),
  };
}

export interface AuditResult {
  mismatches: Mismatch[];
  summary: string;
}

export function auditDirectory(dir: string, foods: readonly Food[] = DEFAULT_LIBRARY.foods): AuditResult {
  const mismatches = auditFoods(foods, loadReference(dir));
  return {
    mismatches,
    summary: `audited ${foods.length} foods (per-100 g values and allergen groups) against ${dir}: ${mismatches.length} mismatches`,
  };
}

function main(argv: readonly string[]): number {
  const args = argv.filter((a) => a !== "--");
  const dir = args[0];
  if (args.length !== 1 || dir === undefined) {
    console.error(
      "usage: npm run audit:foods -- DIR  (DIR holds usda-sr28/foods.csv and ifct2017-foods.csv)",
    );
    return 2;
  }
  let result: AuditResult;
  try {
    result = auditDirectory(dir);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`audit:foods: ${error.message}`);
      return 2;
    }
    throw error;
  }
  for (const m of result.mismatches) console.log(formatMismatch(m));
  console.log(result.summary);
  return result.mismatches.length === 0 ? 0 : 1;
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  process.exitCode = main(process.argv.slice(2));
}
