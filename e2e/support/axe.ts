import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core (WCAG 2.1 A and AA rules) in the page; returns serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  return (await runAxe(page))
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(describeViolation);
}

/** Every WCAG 2.1 A and AA violation axe-core finds in the page, whatever its impact. */
export async function a11yViolations(page: Page): Promise<string[]> {
  return (await runAxe(page)).map(describeViolation);
}

const describeViolation = (v: AxeViolation) =>
  `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`;

async function runAxe(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations;
  });
  return violations;
}
