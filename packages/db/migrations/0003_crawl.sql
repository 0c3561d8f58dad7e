CREATE TABLE "page_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" uuid NOT NULL,
	"source_page_id" uuid NOT NULL,
	"target_url" text NOT NULL,
	"anchor_text" text NOT NULL,
	"placement" text NOT NULL,
	"is_internal" boolean NOT NULL,
	"nofollow" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "content_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "page_links" ADD CONSTRAINT "page_links_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_links" ADD CONSTRAINT "page_links_source_page_id_pages_id_fk" FOREIGN KEY ("source_page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_links_source_idx" ON "page_links" USING btree ("source_page_id");--> statement-breakpoint
CREATE INDEX "page_links_website_target_idx" ON "page_links" USING btree ("website_id","target_url");