import { and, asc, count, eq, sql } from "drizzle-orm";
import type { HouseholdEater } from "../../planner";
import {
  allMealsAtHome,
  HOUSEHOLD_MAX_MEMBERS,
  type HouseholdMember,
  type HouseholdMembersPage,
  type MemberInput,
  mealsAtHomeSchema,
} from "../../shared/household";
import { allergiesSchema, fitnessGoalSchema } from "../../shared/profile";
import { isUuid } from "../../shared/text";
import type { AppDb } from "../db/database";
import { householdMember, user } from "../db/schema";
import { AppError } from "../http/app-error";

// A user's household members (docs/product/household.md): at most HOUSEHOLD_MAX_MEMBERS, each seen and
// changed only by the user who added them; another user's member is answered as not found.

type MemberRow = typeof householdMember.$inferSelect;

function toMember(row: MemberRow): HouseholdMember {
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    gender: row.gender as HouseholdMember["gender"],
    height_cm: row.heightCm,
    weight_kg: row.weightKg,
    activity_level: row.activityLevel as HouseholdMember["activity_level"],
    diet: row.diet as HouseholdMember["diet"],
    health_conditions: row.healthConditions,
    // Read through the schemas, so a value a list no longer holds falls back rather than failing a plan.
    allergies: allergiesSchema.catch([]).parse(row.allergies),
    excluded_foods: row.excludedFoods,
    fitness_goal: fitnessGoalSchema.catch("maintain").parse(row.fitnessGoal),
    meals_at_home: mealsAtHomeSchema.catch(allMealsAtHome).parse(row.mealsAtHome),
    created_at: row.createdAt.toISOString(),
  };
}

const columns = (input: MemberInput) => ({
  name: input.name,
  age: input.age,
  gender: input.gender,
  heightCm: input.height_cm,
  weightKg: input.weight_kg,
  activityLevel: input.activity_level,
  diet: input.diet,
  healthConditions: input.health_conditions,
  allergies: input.allergies,
  excludedFoods: input.excluded_foods,
  fitnessGoal: input.fitness_goal,
  mealsAtHome: input.meals_at_home,
});

const notFound = () => new AppError("not_found", "Household member not found");

export async function listMembers(db: AppDb, userId: string): Promise<HouseholdMember[]> {
  const rows = await db
    .select()
    .from(householdMember)
    .where(eq(householdMember.userId, userId))
    .orderBy(asc(householdMember.createdAt), asc(householdMember.id));
  return rows.map(toMember);
}

export async function membersPage(db: AppDb, userId: string): Promise<HouseholdMembersPage> {
  return { members: await listMembers(db, userId), max_members: HOUSEHOLD_MAX_MEMBERS };
}

export async function getMember(db: AppDb, userId: string, id: string): Promise<HouseholdMember> {
  // An id that is not a UUID cannot name a row: answered like any other unknown member.
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(householdMember)
    .where(and(eq(householdMember.id, id), eq(householdMember.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  return toMember(row);
}

/** Adds a member; a sixth is refused. The user's row is locked so two adds at once cannot both pass. */
export async function addMember(db: AppDb, userId: string, input: MemberInput): Promise<HouseholdMember> {
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${user} where ${user.id} = ${userId} for update`);
    const [held] = await tx
      .select({ n: count() })
      .from(householdMember)
      .where(eq(householdMember.userId, userId));
    if ((held?.n ?? 0) >= HOUSEHOLD_MAX_MEMBERS) {
      throw new AppError(
        "conflict",
        `A household has at most ${HOUSEHOLD_MAX_MEMBERS} members besides you: remove one to add another`,
      );
    }
    const [inserted] = await tx
      .insert(householdMember)
      .values({ userId, ...columns(input) })
      .returning();
    return inserted;
  });
  if (!row) throw new Error("The new household member was not stored");
  return toMember(row);
}

/** Replaces a member's fields (PUT): every field is given, as when adding. */
export async function updateMember(
  db: AppDb,
  userId: string,
  id: string,
  input: MemberInput,
): Promise<HouseholdMember> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .update(householdMember)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(and(eq(householdMember.id, id), eq(householdMember.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return toMember(row);
}

export async function removeMember(db: AppDb, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const gone = await db
    .delete(householdMember)
    .where(and(eq(householdMember.id, id), eq(householdMember.userId, userId)))
    .returning({ id: householdMember.id });
  if (gone.length === 0) throw notFound();
}

/** A member as the engine plans them (buildHouseholdPlan in src/planner). */
export function toHouseholdEater(member: HouseholdMember): HouseholdEater {
  return {
    member_id: member.id,
    name: member.name,
    age: member.age,
    gender: member.gender,
    height_cm: member.height_cm,
    weight_kg: member.weight_kg,
    activity_level: member.activity_level,
    diet: member.diet,
    health_conditions: member.health_conditions,
    allergies: member.allergies,
    excluded_foods: member.excluded_foods,
    fitness_goal: member.fitness_goal,
    meals_at_home: member.meals_at_home,
  };
}

/** The members a household plan is made for; asking for one without members is the caller's mistake. */
export async function householdEaters(db: AppDb, userId: string): Promise<HouseholdEater[]> {
  const members = await listMembers(db, userId);
  if (members.length === 0) {
    throw new AppError(
      "validation",
      "You have no household members yet: add them in Settings, or make the plan just for you",
      { fields: { household: ["Add a household member first"] } },
    );
  }
  return members.map(toHouseholdEater);
}
