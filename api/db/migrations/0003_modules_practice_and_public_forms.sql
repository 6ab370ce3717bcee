CREATE TABLE "card_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_reviews" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "module_progress" (
	"user_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"studied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_progress_user_id_module_id_question_id_pk" PRIMARY KEY("user_id","module_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "module_progress" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "module_questions" (
	"module_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "module_questions_module_id_question_id_pk" PRIMARY KEY("module_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "module_questions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"default_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "modules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "partnerships" (
	"id" uuid PRIMARY KEY NOT NULL,
	"university_name" text NOT NULL,
	"club_name" text NOT NULL,
	"contact_info" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partnerships" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "practice_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"question_id" text,
	"question" text NOT NULL,
	"response" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_responses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "questioncollection" (
	"id" uuid PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questioncollection" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "waitlist" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"school" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "waitlist" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "card_reviews" ADD CONSTRAINT "card_reviews_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_progress" ADD CONSTRAINT "module_progress_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_questions" ADD CONSTRAINT "module_questions_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_reviews_user_module_idx" ON "card_reviews" USING btree ("user_id","module_id");--> statement-breakpoint
CREATE INDEX "modules_user_idx" ON "modules" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "modules_user_default_key_idx" ON "modules" USING btree ("user_id","default_key");--> statement-breakpoint
CREATE INDEX "practice_responses_user_idx" ON "practice_responses" USING btree ("user_id");