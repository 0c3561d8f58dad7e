-- Every write to what the review list shows (suggestions, their pages' titles, the site
-- analysis, the website itself) announces the website on channel "website_changed" once per
-- statement, when its transaction commits (PostgreSQL folds equal notices of one transaction
-- into one). API processes drop the answers they keep for that website (answer-cache.ts).
CREATE FUNCTION "notify_website_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('website_changed', "website_id"::text)
		FROM (SELECT DISTINCT "website_id" FROM "old_rows") AS "changed";
	ELSE
		PERFORM pg_notify('website_changed', "website_id"::text)
		FROM (SELECT DISTINCT "website_id" FROM "new_rows") AS "changed";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notify_website_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('website_changed', "id"::text) FROM "old_rows";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "link_suggestions_notify_inserted" AFTER INSERT ON "link_suggestions"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_website_changed"();
--> statement-breakpoint
CREATE TRIGGER "link_suggestions_notify_updated" AFTER UPDATE ON "link_suggestions"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_website_changed"();
--> statement-breakpoint
CREATE TRIGGER "link_suggestions_notify_deleted" AFTER DELETE ON "link_suggestions"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_website_changed"();
--> statement-breakpoint
CREATE TRIGGER "pages_notify_inserted" AFTER INSERT ON "pages"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_website_changed"();
--> statement-breakpoint
CREATE TRIGGER "pages_notify_updated" AFTER UPDATE ON "pages"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_website_changed"();
--> statement-breakpoint
CREATE TRIGGER "pages_notify_deleted" AFTER DELETE ON "pages"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_website_changed"();
--> statement-breakpoint
CREATE TRIGGER "site_analyses_notify_inserted" AFTER INSERT ON "site_analyses"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_website_changed"();
--> statement-breakpoint
CREATE TRIGGER "site_analyses_notify_updated" AFTER UPDATE ON "site_analyses"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_website_changed"();
--> statement-breakpoint
CREATE TRIGGER "site_analyses_notify_deleted" AFTER DELETE ON "site_analyses"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_website_changed"();
--> statement-breakpoint
CREATE TRIGGER "websites_notify_deleted" AFTER DELETE ON "websites"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_website_deleted"();
