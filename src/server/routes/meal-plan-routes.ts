import { Hono } from "hono";
import { generatePlanRequestSchema } from "../../shared/meal-plan-api";
import type { AppDeps, AppEnv } from "../app-types";
import { requireSession } from "../auth/session";
import { parseJsonBody } from "../http/validate";
import { createMealPlan, findPlansForUser } from "../services/meal-plan-service";
import { createPlanPdf, preparePlanPdf } from "../services/plan-pdf-service";

export function mealPlanRoutes({ auth, database, config, planRunner }: AppDeps) {
  const { db } = database;
  const app = new Hono<AppEnv>();
  app.use(requireSession(auth));

  app.get("/", async (c) => c.json(await findPlansForUser(db, c.get("user").id)));

  app.post("/generate", async (c) => {
    const body = await parseJsonBody(c, generatePlanRequestSchema);
    const plan = await createMealPlan(
      { db, runner: planRunner, freePlansPerMonth: config.freePlansPerMonth },
      c.get("user"),
      body,
    );
    return c.json(plan, 201);
  });

  app.post("/:id/pdf", async (c) => c.json(await preparePlanPdf(db, c.get("user"), c.req.param("id"))));

  app.get("/:id/pdf/file", async (c) => {
    const { bytes, filename } = await createPlanPdf(db, c.get("user"), c.req.param("id"), config.baseUrl);
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    });
  });
  return app;
}
