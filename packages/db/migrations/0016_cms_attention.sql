ALTER TABLE "cms_connections" ADD COLUMN "attention_message" text;--> statement-breakpoint
ALTER TABLE "cms_connections" ADD COLUMN "max_links_per_post" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_connections" ADD COLUMN "max_links_per_paragraph" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_connections" ADD COLUMN "open_in_new_tab" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_connections" ADD COLUMN "nofollow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_connections" ADD COLUMN "relative_urls" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_apply_runs" ADD COLUMN "already_linked" integer DEFAULT 0 NOT NULL;