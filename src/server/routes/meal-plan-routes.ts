import { Hono } from "hono";
import { generatePlanRequestSchema, planListQuerySchema } from "../../shared/meal-plan-api";
import type { AppDeps, AppEnv } from "../app-types";
import { requireSession } from "../auth/session";
import { consumeRateLimit } from "../http/rate-limit";
import { parseJsonBody, parseWith } from "../http/validate";
import { PdfCache } from "../pdf/pdf-cache";
import { createMealPlan, findPlanForUser, findPlanPage } from "../services/meal-plan-service";
import { activatePlan, deletePlan } from "../services/plan-history-service";
import { createPlanPdf, preparePlanPdf } from "../services/plan-pdf-service";
import { planWorkQuota } from "../services/plan-quota";

export function mealPlanRoutes({ auth, database, config, planRunner }: AppDeps) {
  const { db } = database;
  const quota = planWorkQuota(config);
  // Drawn PDFs by plan version, for the life of this server (src/server/pdf/pdf-cache.ts).
  const pdfCache = new PdfCache();
  const app = new Hono<AppEnv>();
  app.use(requireSession(auth));

  app.get("/", async (c) => {
    const query = parseWith(planListQuerySchema, c.req.query());
    return c.json(await findPlanPage(db, c.get("user").id, query));
  });

  app.post("/generate", async (c) => {
    await consumeRateLimit(db, quota.generate, c.get("user").id);
    const body = await parseJsonBody(c, generatePlanRequestSchema);
    const plan = await createMealPlan(
      { db, runner: planRunner, freePlansPerMonth: config.freePlansPerMonth },
      c.get("user"),
      body,
    );
    return c.json(plan, 201);
  });

  app.get("/:id", async (c) => c.json(await findPlanForUser(db, c.get("user").id, c.req.param("id"))));

  // docs/product/plans-over-time.md: any plan can be made the active one again, or deleted.
  app.put("/:id/active", async (c) => c.json(await activatePlan(db, c.get("user"), c.req.param("id"))));

  app.delete("/:id", async (c) => {
    await deletePlan(db, c.get("user"), c.req.param("id"));
    return c.body(null, 204);
  });

  app.post("/:id/pdf", async (c) => c.json(await preparePlanPdf(db, c.get("user"), c.req.param("id"))));

  app.get("/:id/pdf/file", async (c) => {
    await consumeRateLimit(db, quota.pdf, c.get("user").id);
    const { bytes, filename } = await createPlanPdf(
      { db, runner: planRunner, cache: pdfCache },
      c.get("user"),
      c.req.param("id"),
      config.baseUrl,
    );
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    });
  });
  return app;
}
