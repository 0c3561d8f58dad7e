ALTER TABLE "pages" ADD COLUMN "etag" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "last_modified" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "sitemap_lastmod" timestamp with time zone;