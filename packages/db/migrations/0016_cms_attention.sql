ALTER TABLE "cms_connections" ADD COLUMN "attention_message" text;--> statement-breakpoint
ALTER TABLE "cms_apply_runs" ADD COLUMN "already_linked" integer DEFAULT 0 NOT NULL;