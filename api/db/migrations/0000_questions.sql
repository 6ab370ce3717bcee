CREATE TABLE "questions" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"difficulty" text NOT NULL,
	"question" text NOT NULL,
	"variants" jsonb NOT NULL,
	"industry_groups" jsonb NOT NULL,
	"firms" jsonb NOT NULL,
	"key_points" jsonb NOT NULL,
	"answer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" ENABLE ROW LEVEL SECURITY;