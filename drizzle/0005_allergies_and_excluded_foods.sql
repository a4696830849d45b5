ALTER TABLE "profile" ADD COLUMN "allergies" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "excluded_foods" jsonb DEFAULT '[]'::jsonb NOT NULL;