-- Issue 13: accounts made before names and pictures were checked may hold what the forms refuse now.
-- Names are clipped to 100 characters and pictures that are not http(s) addresses are dropped, so no
-- account or profile holds a value its schema would refuse.
UPDATE "user" SET "name" = left("name", 100) WHERE char_length("name") > 100;--> statement-breakpoint
UPDATE "user" SET "image" = NULL WHERE "image" IS NOT NULL AND ("image" !~* '^https?://[^[:space:]]+$' OR char_length("image") > 2048);--> statement-breakpoint
UPDATE "profile" SET "name" = left("name", 100) WHERE char_length("name") > 100;
