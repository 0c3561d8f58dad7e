ALTER TABLE "websites" ADD COLUMN "target_precision" double precision DEFAULT 0.6 NOT NULL;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "link_quality" jsonb;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "link_quality_measured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "link_suggestions" ADD COLUMN "confidence" real;