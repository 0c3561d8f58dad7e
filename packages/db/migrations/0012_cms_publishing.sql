CREATE TABLE "cms_connections" (
	"website_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"site_url" text NOT NULL,
	"username" text NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_publications" (
	"suggestion_id" uuid PRIMARY KEY NOT NULL,
	"website_id" uuid NOT NULL,
	"state" text NOT NULL,
	"message" text,
	"post_id" integer,
	"post_type" text,
	"applied_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_apply_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" uuid NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"suggestion_ids" jsonb NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"applied" integer DEFAULT 0 NOT NULL,
	"needs_review" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cms_connections" ADD CONSTRAINT "cms_connections_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_publications" ADD CONSTRAINT "cms_publications_suggestion_id_link_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."link_suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_publications" ADD CONSTRAINT "cms_publications_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_apply_runs" ADD CONSTRAINT "cms_apply_runs_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_publications_website_idx" ON "cms_publications" USING btree ("website_id","state");--> statement-breakpoint
CREATE INDEX "cms_apply_runs_website_idx" ON "cms_apply_runs" USING btree ("website_id","created_at");