import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Cooking } from "../../shared/cooking";
import type { MealsAtHome } from "../../shared/household";

// Better Auth's models: the property names are the library's field names; columns are snake_case.

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable("verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// Shared by every app instance, so rate limits hold when the app is scaled out.
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// The app's own counters (contact form, subscriptions). Not in rate_limit: Better Auth prunes that
// table of every row older than its longest window (60 s), which would reset a ten-minute window.
export const appRateLimit = pgTable("app_rate_limit", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
});

/** The user's profile record: one row per account, created by POST /api/users or auto-create. */
export const profile = pgTable("profile", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  age: integer("age"),
  gender: text("gender"),
  heightCm: real("height_cm"),
  weightKg: real("weight_kg"),
  activityLevel: text("activity_level"),
  countryRegion: text("country_region"),
  foodPreference: text("food_preference"),
  healthConditions: jsonb("health_conditions").$type<string[]>().notNull().default([]),
  foodsToInclude: jsonb("foods_to_include").$type<string[]>().notNull().default([]),
  /** Allergen groups (src/shared/allergens) and typed foods the person does not eat: hard rules. */
  allergies: jsonb("allergies").$type<string[]>().notNull().default([]),
  excludedFoods: jsonb("excluded_foods").$type<string[]>().notNull().default([]),
  /** Cooking settings (src/shared/cooking.ts); null until the person chooses, when the defaults apply. */
  cooking: jsonb("cooking").$type<Cooking>(),
  /** "metric" or "imperial": how amounts are shown; body figures are always stored metric. */
  units: text("units").notNull().default("metric"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const mealPlan = pgTable(
  "meal_plan",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    isActive: boolean("is_active").notNull().default(true),
    planData: jsonb("plan_data").notNull(),
    /**
     * The engine request the plan was built from, so a meal can be swapped under the same rules
     * (docs/product/plan-changes.md).
     */
    planRequest: jsonb("plan_request"),
    /**
     * What the plan list shows, copied from plan_data whenever it is written, so listing plans never
     * reads (and decompresses) each plan's whole week (src/server/db/plan-summary.ts).
     */
    weekStart: date("week_start", { mode: "string" }).notNull(),
    fitnessGoal: text("fitness_goal").notNull(),
    cuisine: text("cuisine").notNull(),
    totalDailyCalories: integer("total_daily_calories").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("meal_plan_user_created_idx").on(t.userId, t.createdAt),
    // The database itself guarantees at most one active plan per user.
    uniqueIndex("meal_plan_one_active_per_user").on(t.userId).where(sql`${t.isActive}`),
  ],
);

/**
 * Messages from the public contact form (docs/product/contact-messages.md), read by operators with
 * `npm run contact:list`.
 */
export const contactMessage = pgTable(
  "contact_message",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    category: text("category"),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_message_created_idx").on(t.createdAt)],
);

/**
 * Blog subscribers (docs/product/blog-subscriptions.md), exported by operators with
 * `npm run subscribers:export`.
 */
export const subscription = pgTable("subscription", {
  email: text("email").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** docs/product/sharing.md: a plan's read-only public link. Deleting the row is how sharing stops. */
export const planShare = pgTable("plan_share", {
  token: text("token").primaryKey(),
  planId: uuid("plan_id")
    .notNull()
    .unique()
    .references(() => mealPlan.id, { onDelete: "cascade" }),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  /** The owner's choice to show their name, body figures and health conditions on the shared page. */
  includeProfile: boolean("include_profile").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Shopping-list items ticked off, per plan, so every device of the owner agrees. */
export const shoppingTick = pgTable(
  "shopping_tick",
  {
    planId: uuid("plan_id")
      .notNull()
      .references(() => mealPlan.id, { onDelete: "cascade" }),
    item: text("item").notNull(),
    tickedAt: timestamp("ticked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.item] })],
);

/**
 * E-mail kept instead of sent (docs/product/account.md): every message while no SMTP_URL is set, and
 * any message the SMTP server refused, for the operator to read with `npm run mail:outbox`. A deleted
 * account's messages go with it; messages older than 30 days are removed as new ones are kept.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    /** What the message is for: "password_reset" or "email_change" (src/server/mail/mail-messages.ts). */
    kind: text("kind").notNull(),
    /** Why it was kept: "no_smtp" (outbox mode) or "send_failed" (the SMTP server refused it). */
    reason: text("reason").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt)],
);

/**
 * The people a user plans for besides themselves (docs/product/household.md): at most five per user,
 * with the profile's fields, a goal and the meals they eat at home. They go with the account.
 */
export const householdMember = pgTable(
  "household_member",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    age: integer("age").notNull(),
    gender: text("gender").notNull(),
    heightCm: real("height_cm").notNull(),
    weightKg: real("weight_kg").notNull(),
    activityLevel: text("activity_level").notNull(),
    diet: text("diet").notNull(),
    healthConditions: jsonb("health_conditions").$type<string[]>().notNull().default([]),
    allergies: jsonb("allergies").$type<string[]>().notNull().default([]),
    excludedFoods: jsonb("excluded_foods").$type<string[]>().notNull().default([]),
    fitnessGoal: text("fitness_goal").notNull(),
    mealsAtHome: jsonb("meals_at_home").$type<MealsAtHome>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("household_member_user_created_idx").on(t.userId, t.createdAt)],
);
