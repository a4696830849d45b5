CREATE TABLE "plan_share" (
	"token" text PRIMARY KEY NOT NULL,
	"plan_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"include_profile" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_share_plan_id_unique" UNIQUE("plan_id")
);
--> statement-breakpoint
CREATE TABLE "shopping_tick" (
	"plan_id" uuid NOT NULL,
	"item" text NOT NULL,
	"ticked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_tick_plan_id_item_pk" PRIMARY KEY("plan_id","item")
);
--> statement-breakpoint
ALTER TABLE "meal_plan" ADD COLUMN "plan_request" jsonb;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "units" text DEFAULT 'metric' NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_share" ADD CONSTRAINT "plan_share_plan_id_meal_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."meal_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_share" ADD CONSTRAINT "plan_share_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_tick" ADD CONSTRAINT "shopping_tick_plan_id_meal_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."meal_plan"("id") ON DELETE cascade ON UPDATE no action;