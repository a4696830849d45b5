import { planDataSchema } from "../../shared/plan-data";
import type { SessionUser } from "../app-types";
import type { AppDb } from "../db/database";
import { AppError } from "../http/app-error";
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
  { db, runner }: { db: AppDb; runner: PlanRunner },
  user: SessionUser,
  planId: string,
  baseUrl: string,
) {
  const plan = await findPlanForUser(db, user.id, planId);
  const parsed = planDataSchema.safeParse(plan.plan_data);
  if (!parsed.success) throw new AppError("unprocessable", "This plan's data cannot be printed");
  const record = await findUserRecord(db, user.id);
  const share = await findShare(db, user, planId, baseUrl);
  const bytes = await runner.renderPdf(parsed.data, record?.name ?? user.name ?? "you", {
    units: record?.units ?? "metric",
    shareUrl: share?.url,
  });
  return { bytes, filename: planPdfFilename(parsed.data.week_start) };
}
