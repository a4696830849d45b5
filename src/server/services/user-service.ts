import { eq } from "drizzle-orm";
import { cookingSchema } from "../../shared/cooking";
import { allergiesSchema, nameSchema, type ProfileInput } from "../../shared/profile";
import type { UserRecord } from "../../shared/user-api";
import type { SessionUser } from "../app-types";
import type { AppDb } from "../db/database";
import { profile } from "../db/schema";
import { AppError } from "../http/app-error";

type ProfileRow = typeof profile.$inferSelect;

function toRecord(row: ProfileRow): UserRecord {
  return {
    uid: row.userId,
    email: row.email,
    name: row.name,
    age: row.age,
    gender: row.gender,
    height_cm: row.heightCm,
    weight_kg: row.weightKg,
    activity_level: row.activityLevel,
    country_region: row.countryRegion,
    food_preference: row.foodPreference,
    health_conditions: row.healthConditions,
    foods_to_include: row.foodsToInclude,
    // Read through the schema, so a value the list no longer holds is dropped rather than planned on.
    allergies: allergiesSchema.catch([]).parse(row.allergies),
    excluded_foods: row.excludedFoods,
    units: row.units === "imperial" ? "imperial" : "metric",
    // Read through the schema: settings no longer valid fall back to the defaults, never to a crash.
    cooking: cookingSchema
      .nullable()
      .catch(null)
      .parse(row.cooking ?? null),
  };
}

export async function findUserRecord(db: AppDb, userId: string): Promise<UserRecord | null> {
  const [row] = await db.select().from(profile).where(eq(profile.userId, userId)).limit(1);
  return row ? toRecord(row) : null;
}

export async function getUserRecord(db: AppDb, userId: string): Promise<UserRecord> {
  const record = await findUserRecord(db, userId);
  if (!record) throw new AppError("not_found", "No user record yet");
  return record;
}

/**
 * Creates the caller's record if it is missing; a second call returns the same record. The name is
 * the first of the given one and the account's that the profile's own schema accepts.
 */
export async function createUserRecord(db: AppDb, user: SessionUser, name: string | undefined) {
  const displayName =
    [name, user.name].map((n) => nameSchema.safeParse(n)).find((r) => r.success)?.data ?? "User";
  await db
    .insert(profile)
    .values({ userId: user.id, email: user.email, name: displayName })
    .onConflictDoNothing({ target: profile.userId });
  return getUserRecord(db, user.id);
}

export async function updateProfile(db: AppDb, user: SessionUser, input: ProfileInput): Promise<UserRecord> {
  const values = {
    name: input.name,
    age: input.age,
    gender: input.gender,
    heightCm: input.height_cm,
    weightKg: input.weight_kg,
    activityLevel: input.activity_level,
    countryRegion: input.country_region,
    foodPreference: input.food_preference,
    healthConditions: input.health_conditions,
    foodsToInclude: input.foods_to_include,
    ...(input.allergies !== undefined && { allergies: input.allergies }),
    ...(input.excluded_foods !== undefined && { excludedFoods: input.excluded_foods }),
    ...(input.cooking !== undefined && { cooking: input.cooking }),
    units: input.units,
    updatedAt: new Date(),
  };
  await db
    .insert(profile)
    .values({ userId: user.id, email: user.email, ...values })
    .onConflictDoUpdate({ target: profile.userId, set: values });
  return getUserRecord(db, user.id);
}
