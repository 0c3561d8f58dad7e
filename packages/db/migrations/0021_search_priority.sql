DROP INDEX "link_suggestions_website_status_list_idx";--> statement-breakpoint
ALTER TABLE "link_suggestions" ADD COLUMN "search_priority" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "link_suggestions" ADD COLUMN "target_striking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "link_suggestions_website_priority_list_idx" ON "link_suggestions" USING btree ("website_id","search_priority" DESC NULLS FIRST,"source_url","score" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "link_suggestions_website_striking_list_idx" ON "link_suggestions" USING btree ("website_id","search_priority" DESC NULLS FIRST,"source_url","score" DESC NULLS FIRST,"id") WHERE "link_suggestions"."target_striking";--> statement-breakpoint
CREATE INDEX "link_suggestions_website_status_list_idx" ON "link_suggestions" USING btree ("website_id","status","search_priority" DESC NULLS FIRST,"source_url","score" DESC NULLS FIRST,"id");