import { Hono } from "hono";
import type { AuthMethods } from "../../shared/auth";
import type { AppDeps, AppEnv } from "../app-types";

// docs/product/sign-in-methods.md: what the client may offer. Public, and the same for everyone.
export function configRoutes({ config }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get("/auth-methods", (c) => {
    const methods: AuthMethods = { email: true, google: Boolean(config.google) };
    c.header("Cache-Control", "public, max-age=300");
    return c.json(methods);
  });
  return app;
}
