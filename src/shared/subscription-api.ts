import { z } from "zod";
import { safeString } from "./text";

// The blog's subscribe box (docs/product/blog-subscriptions.md): one schema for the form and the
// server.

export const subscriptionRequestSchema = z.object({
  email: safeString({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Email must be at most 254 characters")
    .pipe(z.email("Please enter a valid email address"))
    .transform((e) => e.toLowerCase()),
});
export type SubscriptionRequest = z.input<typeof subscriptionRequestSchema>;
