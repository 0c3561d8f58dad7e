CREATE TABLE "suggestion_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"website_id" uuid NOT NULL,
	"suggestion_id" uuid,
	"job_id" uuid,
	"action" text NOT NULL,
	"reason_code" text,
	"reason_text" text,
	"score" real NOT NULL,
	"kinds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"numbered" boolean DEFAULT false NOT NULL,
	"source_url" text NOT NULL,
	"target_url" text NOT NULL,
	"anchor_text" text NOT NULL,
	"edited_anchor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_rules_rule_unique" UNIQUE("website_id","kind","value")
);
--> statement-breakpoint
CREATE TABLE "less_likely_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" uuid NOT NULL,
	"job_id" uuid,
	"suggestion_type" text NOT NULL,
	"source_url" text NOT NULL,
	"target_url" text NOT NULL,
	"anchor_text" text NOT NULL,
	"context" text DEFAULT '' NOT NULL,
	"score" real NOT NULL,
	"confidence" real,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"block_index" integer,
	"anchor_start" integer,
	"anchor_end" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_models" (
	"website_id" uuid PRIMARY KEY NOT NULL,
	"prior" jsonb,
	"learnt" jsonb,
	"promoted" integer DEFAULT 0 NOT NULL,
	"demoted" integer DEFAULT 0 NOT NULL,
	"decisions_at_change" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suggestion_decisions" ADD CONSTRAINT "suggestion_decisions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_decisions" ADD CONSTRAINT "suggestion_decisions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_decisions" ADD CONSTRAINT "suggestion_decisions_job_id_processing_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."processing_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_rules" ADD CONSTRAINT "owner_rules_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "less_likely_suggestions" ADD CONSTRAINT "less_likely_suggestions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "less_likely_suggestions" ADD CONSTRAINT "less_likely_suggestions_job_id_processing_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."processing_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_models" ADD CONSTRAINT "site_models_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suggestion_decisions_website_idx" ON "suggestion_decisions" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE INDEX "owner_rules_website_idx" ON "owner_rules" USING btree ("website_id");--> statement-breakpoint
CREATE INDEX "less_likely_suggestions_source_idx" ON "less_likely_suggestions" USING btree ("website_id","source_url","score" DESC NULLS LAST);