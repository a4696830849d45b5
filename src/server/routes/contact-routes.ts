import { Hono } from "hono";
import { contactRequestSchema } from "../../shared/contact-api";
import type { AppDeps, AppEnv } from "../app-types";
import { clientAddress } from "../http/client-address";
import { consumeRateLimit, type RateLimitRule } from "../http/rate-limit";
import { parseJsonBody } from "../http/validate";
import { receiveContactMessage } from "../services/contact-service";

/** Five messages per address per ten minutes: plenty for a person, little for a flood. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { name: "contact", max: 5, windowMs: 10 * 60_000 };

export function contactRoutes({ database, config }: AppDeps) {
  const app = new Hono<AppEnv>();
  // No sign-in: anyone may write to us (docs/product/contact-messages.md).
  app.post("/", async (c) => {
    await consumeRateLimit(database.db, CONTACT_RATE_LIMIT, clientAddress(c, config.trustProxy));
    const input = await parseJsonBody(c, contactRequestSchema);
    await receiveContactMessage(database.db, input);
    return c.json({ received: true as const }, 201);
  });
  return app;
}
