ALTER TABLE "meal_plan" ADD COLUMN "week_start" date;--> statement-breakpoint
ALTER TABLE "meal_plan" ADD COLUMN "fitness_goal" text;--> statement-breakpoint
ALTER TABLE "meal_plan" ADD COLUMN "cuisine" text;--> statement-breakpoint
ALTER TABLE "meal_plan" ADD COLUMN "total_daily_calories" integer;--> statement-breakpoint
UPDATE "meal_plan" SET "week_start" = ("plan_data"->>'week_start')::date, "fitness_goal" = "plan_data"->'goals'->>'fitness_goal', "cuisine" = "plan_data"->'goals'->>'cuisine', "total_daily_calories" = round(("plan_data"->>'total_daily_calories')::numeric)::integer;--> statement-breakpoint
ALTER TABLE "meal_plan" ALTER COLUMN "week_start" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_plan" ALTER COLUMN "fitness_goal" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_plan" ALTER COLUMN "cuisine" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_plan" ALTER COLUMN "total_daily_calories" SET NOT NULL;
