ALTER TABLE "interviews" ADD COLUMN "coached_on_device" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "model_report" jsonb;