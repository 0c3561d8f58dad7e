CREATE TABLE "suggestion_counts" (
	"website_id" uuid NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "suggestion_counts_website_id_status_pk" PRIMARY KEY("website_id","status")
);
--> statement-breakpoint
ALTER TABLE "suggestion_counts" ADD CONSTRAINT "suggestion_counts_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_suggestions_website_target_list_idx" ON "link_suggestions" USING btree ("website_id","target_url","score" DESC NULLS FIRST,"id");--> statement-breakpoint
-- The counts follow every write to link_suggestions, once per statement (a processing run's
-- 500-row insert updates each count once). Rows are locked in one order to avoid deadlocks.
CREATE FUNCTION "suggestion_counts_add_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "suggestion_counts" ("website_id", "status", "n")
	SELECT "website_id", "status", count(*)::int FROM "inserted_rows"
	GROUP BY "website_id", "status" ORDER BY "website_id", "status"
	ON CONFLICT ("website_id", "status") DO UPDATE SET "n" = "suggestion_counts"."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A delete only lowers counts that exist: when a website is deleted, its counts may go first.
CREATE FUNCTION "suggestion_counts_remove_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "suggestion_counts" AS "counts" SET "n" = "counts"."n" - "gone"."n"
	FROM (
		SELECT "website_id", "status", count(*)::int AS "n" FROM "deleted_rows"
		GROUP BY "website_id", "status" ORDER BY "website_id", "status"
	) AS "gone"
	WHERE "counts"."website_id" = "gone"."website_id" AND "counts"."status" = "gone"."status";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "suggestion_counts_move_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "suggestion_counts" ("website_id", "status", "n")
	SELECT "website_id", "status", sum("n")::int FROM (
		SELECT "website_id", "status", -1 AS "n" FROM "old_rows"
		UNION ALL
		SELECT "website_id", "status", 1 AS "n" FROM "new_rows"
	) AS "moves"
	GROUP BY "website_id", "status" HAVING sum("n") <> 0 ORDER BY "website_id", "status"
	ON CONFLICT ("website_id", "status") DO UPDATE SET "n" = "suggestion_counts"."n" + excluded."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "link_suggestions_count_inserted" AFTER INSERT ON "link_suggestions"
	REFERENCING NEW TABLE AS "inserted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "suggestion_counts_add_inserted"();
--> statement-breakpoint
CREATE TRIGGER "link_suggestions_count_deleted" AFTER DELETE ON "link_suggestions"
	REFERENCING OLD TABLE AS "deleted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "suggestion_counts_remove_deleted"();
--> statement-breakpoint
CREATE TRIGGER "link_suggestions_count_updated" AFTER UPDATE ON "link_suggestions"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "suggestion_counts_move_updated"();
--> statement-breakpoint
INSERT INTO "suggestion_counts" ("website_id", "status", "n")
SELECT "website_id", "status", count(*)::int FROM "link_suggestions" GROUP BY "website_id", "status";
