import { z } from "zod";
import type { PlanData } from "./plan-data";
import { safeString } from "./text";

// docs/product/sharing.md: a plan's read-only public link, and what the page behind it may show.

export const sharePlanRequestSchema = z.object({
  /** Show the owner's name, body figures and health conditions on the shared page. */
  include_profile: z.boolean().default(false),
});
export type SharePlanRequest = z.input<typeof sharePlanRequestSchema>;

export interface PlanShare {
  token: string;
  /** The public address: `${BASE_URL}/shared/${token}`. */
  url: string;
  include_profile: boolean;
}

/** Only when the owner opted in. */
export interface SharedProfile {
  name: string;
  age: number | null;
  height_cm: number | null;
  weight_kg: number | null;
  health_conditions: string[];
}

export interface SharedPlan {
  plan_data: PlanData;
  shared_at: string;
  profile?: SharedProfile;
}

/** Share tokens are 32 url-safe characters; anything else cannot exist. */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/);

// Shopping-list ticks, kept per plan on the server so every device agrees.
export const shoppingTickRequestSchema = z.object({
  item: safeString({ error: "Name the item" }).trim().min(1, { message: "Name the item" }).max(120),
  ticked: z.boolean(),
});
export type ShoppingTickRequest = z.infer<typeof shoppingTickRequestSchema>;
export interface ShoppingTicks {
  items: string[];
}
