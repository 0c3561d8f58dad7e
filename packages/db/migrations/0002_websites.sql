CREATE TABLE "discovery_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" uuid NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" uuid NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"title" text,
	"http_status" integer,
	"content_hash" text,
	"word_count" integer,
	"page_text" jsonb,
	"crawled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_website_url_unique" UNIQUE("website_id","url")
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"sitemap_status" text DEFAULT 'pending' NOT NULL,
	"discovery_method" text,
	"discovery_reason" text,
	"last_extraction_at" timestamp with time zone,
	"urls_selected_at" timestamp with time zone,
	"crawl_status" text DEFAULT 'idle' NOT NULL,
	"crawl_progress" integer DEFAULT 0 NOT NULL,
	"crawl_reason" text,
	"last_crawled_at" timestamp with time zone,
	"crawl_depth" integer DEFAULT 3 NOT NULL,
	"crawl_frequency" text DEFAULT 'daily' NOT NULL,
	"robots_txt_respected" boolean DEFAULT true NOT NULL,
	"max_pages" integer DEFAULT 1000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "websites_owner_url_unique" UNIQUE("owner_id","url")
);
--> statement-breakpoint
ALTER TABLE "discovery_log" ADD CONSTRAINT "discovery_log_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discovery_log_website_idx" ON "discovery_log" USING btree ("website_id","id");--> statement-breakpoint
CREATE INDEX "pages_website_position_idx" ON "pages" USING btree ("website_id","position");--> statement-breakpoint
CREATE INDEX "websites_owner_idx" ON "websites" USING btree ("owner_id");