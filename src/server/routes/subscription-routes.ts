import { Hono } from "hono";
import { subscriptionRequestSchema } from "../../shared/subscription-api";
import type { AppDeps, AppEnv } from "../app-types";
import { clientAddress } from "../http/client-address";
import { consumeRateLimit, type RateLimitRule } from "../http/rate-limit";
import { parseJsonBody } from "../http/validate";
import { subscribeToBlog } from "../services/subscription-service";

/** Ten sign-ups per address per ten minutes. */
export const SUBSCRIPTION_RATE_LIMIT: RateLimitRule = {
  name: "subscription",
  max: 10,
  windowMs: 10 * 60_000,
};

export function subscriptionRoutes({ database, config }: AppDeps) {
  const app = new Hono<AppEnv>();
  // No sign-in; the answer is the same whether the address was new or already on the list.
  app.post("/", async (c) => {
    await consumeRateLimit(database.db, SUBSCRIPTION_RATE_LIMIT, clientAddress(c, config.trustProxy));
    const { email } = await parseJsonBody(c, subscriptionRequestSchema);
    await subscribeToBlog(database.db, email);
    return c.json({ subscribed: true as const });
  });
  return app;
}
