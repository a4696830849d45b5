import { Hono } from "hono";
import { memberInputSchema } from "../../shared/household";
import type { AppDeps, AppEnv } from "../app-types";
import { requireSession } from "../auth/session";
import { parseJsonBody } from "../http/validate";
import { addMember, getMember, membersPage, removeMember, updateMember } from "../services/household-service";

// /api/household/members (docs/product/household.md): the caller's own members only; who the caller
// is comes from the session, never from the body or the path.

export function householdRoutes({ auth, database }: AppDeps) {
  const { db } = database;
  const app = new Hono<AppEnv>();
  app.use(requireSession(auth));

  app.get("/members", async (c) => c.json(await membersPage(db, c.get("user").id)));

  app.post("/members", async (c) => {
    const input = await parseJsonBody(c, memberInputSchema);
    return c.json(await addMember(db, c.get("user").id, input), 201);
  });

  app.get("/members/:id", async (c) => c.json(await getMember(db, c.get("user").id, c.req.param("id"))));

  app.put("/members/:id", async (c) => {
    const input = await parseJsonBody(c, memberInputSchema);
    return c.json(await updateMember(db, c.get("user").id, c.req.param("id"), input));
  });

  app.delete("/members/:id", async (c) => {
    await removeMember(db, c.get("user").id, c.req.param("id"));
    return c.body(null, 204);
  });
  return app;
}
