DROP INDEX "link_suggestions_website_status_idx";--> statement-breakpoint
DROP INDEX "link_suggestions_website_source_idx";--> statement-breakpoint
CREATE INDEX "link_suggestions_website_list_idx" ON "link_suggestions" USING btree ("website_id","source_url","score" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "link_suggestions_website_status_list_idx" ON "link_suggestions" USING btree ("website_id","status","source_url","score" DESC NULLS FIRST,"id");