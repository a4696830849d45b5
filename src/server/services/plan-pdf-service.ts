import { planDataSchema } from "../../shared/plan-data";
import type { SessionUser } from "../app-types";
import type { AppDb } from "../db/database";
import { AppError } from "../http/app-error";
import { type PdfCache, type PdfKeyParts, pdfCacheKey } from "../pdf/pdf-cache";
import { findPlanForUser } from "./meal-plan-service";
import type { PlanRunner } from "./plan-runner";
import { findShare } from "./plan-share-service";
import { findUserRecord } from "./user-service";

export function planPdfFilename(weekStart: string): string {
  return `nutriweek-meal-plan-${weekStart}.pdf`;
}

/** docs/product/plan-pdf.md: where the caller can fetch the PDF; another user's plan is simply not found. */
export async function preparePlanPdf(db: AppDb, user: SessionUser, planId: string) {
  const plan = await findPlanForUser(db, user.id, planId);
  return { url: `/api/meal-plans/${plan.id}/pdf/file`, filename: planPdfFilename(plan.plan_data.week_start) };
}

/** The PDF in the owner's units, with the share link's QR code and address while the plan is shared. */
export async function createPlanPdf(
  { db, runner, cache }: { db: AppDb; runner: PlanRunner; cache: PdfCache },
  user: SessionUser,
  planId: string,
  baseUrl: string,
) {
  const plan = await findPlanForUser(db, user.id, planId);
  const [record, share] = await Promise.all([
    findUserRecord(db, user.id),
    findShare(db, user, planId, baseUrl),
  ]);
  const bytes = await printPlan(
    { runner, cache },
    {
      planId: plan.id,
      planData: plan.plan_data,
      name: record?.name ?? user.name ?? "you",
      opts: { units: record?.units ?? "metric", shareUrl: share?.url },
    },
  );
  return { bytes, filename: planPdfFilename(plan.plan_data.week_start) };
}

/**
 * The PDF of one version of a plan: from the cache when this plan, name and options were drawn
 * before (src/server/pdf/pdf-cache.ts), otherwise drawn on a PDF thread and kept.
 */
export function printPlan(
  { runner, cache }: { runner: PlanRunner; cache: PdfCache },
  parts: PdfKeyParts,
): Promise<Uint8Array> {
  return cache.get(pdfCacheKey(parts), async () => {
    const parsed = planDataSchema.safeParse(parts.planData);
    if (!parsed.success) throw new AppError("unprocessable", "This plan's data cannot be printed");
    return runner.renderPdf(parsed.data, parts.name, parts.opts);
  });
}
