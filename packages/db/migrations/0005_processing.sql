CREATE TABLE "link_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" uuid NOT NULL,
	"job_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"suggestion_type" text NOT NULL,
	"source_url" text NOT NULL,
	"target_url" text NOT NULL,
	"anchor_text" text NOT NULL,
	"context" text DEFAULT '' NOT NULL,
	"generated_passage" text,
	"passage_placement" text,
	"anchor_source" text NOT NULL,
	"score" real DEFAULT 0 NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"block_index" integer,
	"anchor_start" integer,
	"anchor_end" integer,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "processing_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"website_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"stage" text DEFAULT 'initializing' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"stage_progress" real DEFAULT 0 NOT NULL,
	"urls" jsonb NOT NULL,
	"urls_requested" integer NOT NULL,
	"urls_skipped" integer DEFAULT 0 NOT NULL,
	"processed_urls" integer DEFAULT 0 NOT NULL,
	"credits_consumed" integer DEFAULT 0 NOT NULL,
	"credits_refunded" integer DEFAULT 0 NOT NULL,
	"options" jsonb NOT NULL,
	"estimated_seconds_remaining" integer,
	"error" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "processing_jobs_idempotency_unique" UNIQUE("owner_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "analyzed_hash" text;--> statement-breakpoint
ALTER TABLE "link_suggestions" ADD CONSTRAINT "link_suggestions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_suggestions" ADD CONSTRAINT "link_suggestions_job_id_processing_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."processing_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_jobs" ADD CONSTRAINT "processing_jobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_jobs" ADD CONSTRAINT "processing_jobs_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_suggestions_website_status_idx" ON "link_suggestions" USING btree ("website_id","status");--> statement-breakpoint
CREATE INDEX "link_suggestions_website_source_idx" ON "link_suggestions" USING btree ("website_id","source_url");--> statement-breakpoint
CREATE INDEX "processing_jobs_website_idx" ON "processing_jobs" USING btree ("website_id","created_at");