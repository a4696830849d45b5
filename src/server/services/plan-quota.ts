import type { Config } from "../config";
import type { RateLimitRule } from "../http/rate-limit";

/**
 * Per-user limits on the calls that occupy a plan worker, separate from the monthly free-plan allowance
 * (docs/product/free-plan-allowance.md): a person makes a few plans and PDFs a minute, a script makes
 * hundreds. Swapping lists and re-solves single meals, so it may run more often.
 */
export function planWorkQuota(config: Pick<Config, "planCallsPerMinute">) {
  const max = config.planCallsPerMinute;
  return {
    generate: { name: "generate", max, windowMs: 60_000 },
    pdf: { name: "pdf", max, windowMs: 60_000 },
    swap: { name: "swap", max: max * 3, windowMs: 60_000 },
  } satisfies Record<string, RateLimitRule>;
}
