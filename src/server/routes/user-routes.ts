import { type Context, Hono } from "hono";
import { settingsRequestSchema } from "../../shared/account";
import { createUserRequestSchema, updateProfileRequestSchema } from "../../shared/user-api";
import type { AppDeps, AppEnv } from "../app-types";
import { assertSelf, requireSession } from "../auth/session";
import { parseJsonBody } from "../http/validate";
import { exportAccount, updateSettings } from "../services/account-service";
import { createUserRecord, getUserRecord, updateProfile } from "../services/user-service";

export function userRoutes({ auth, config, database }: AppDeps) {
  const { db } = database;
  const app = new Hono<AppEnv>();
  app.use(requireSession(auth));

  app.get("/", async (c) => c.json(await getUserRecord(db, c.get("user").id)));

  app.put("/profile", async (c) => {
    const user = c.get("user");
    const { uid, ...input } = await parseJsonBody(c, updateProfileRequestSchema);
    assertSelf(user, uid);
    return c.json(await updateProfile(db, user, input));
  });

  // The settings page: any of name, units, allergies, excluded foods, cooking (docs/product/account.md).
  app.patch("/settings", async (c) => {
    const input = await parseJsonBody(c, settingsRequestSchema);
    return c.json(await updateSettings(db, c.get("user"), input));
  });

  // Everything the account holds, as a file to keep (docs/product/account.md).
  app.get("/export", async (c) => {
    const data = await exportAccount(db, c.get("user"), config.baseUrl);
    const day = data.exported_at.slice(0, 10);
    c.header("Content-Disposition", `attachment; filename="nutriweek-export-${day}.json"`);
    return c.json(data);
  });

  const create = async (c: Context<AppEnv>) => {
    const user = c.get("user");
    const body = await parseJsonBody(c, createUserRequestSchema);
    assertSelf(user, body.uid);
    return c.json(await createUserRecord(db, user, body.name), 201);
  };
  app.post("/", create);
  app.post("/auto-create", create);

  app.get("/:uid", async (c) => {
    const user = c.get("user");
    assertSelf(user, c.req.param("uid"));
    return c.json(await getUserRecord(db, user.id));
  });
  return app;
}
