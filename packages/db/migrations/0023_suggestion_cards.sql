CREATE TABLE "suggestion_cards" (
	"suggestion_id" uuid PRIMARY KEY NOT NULL,
	"website_id" uuid NOT NULL,
	"urls" text NOT NULL,
	"card" text NOT NULL
);
--> statement-breakpoint
-- The review list's read model (issue 30): each suggestion's API object as text, so a page read
-- concatenates stored cards instead of building 50 objects field by field. The text is what the
-- server's JSON.stringify made of the same row before: strings through to_json (the same
-- escapes), numbers as JavaScript writes them, times as toISOString writes them (milliseconds,
-- UTC), an empty title as null. The two equity figures come from the website's analysis in the
-- server, so the card leaves a slot for each: the character U+0001, never raw in JSON text.
CREATE FUNCTION "suggestion_card_text"("value" text) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT coalesce(to_json("value")::text, 'null')
$$;
--> statement-breakpoint
-- A real's text as JavaScript writes the same number: PostgreSQL writes 5e-05 and 1.5e+06 where
-- JavaScript writes 0.00005 and 1500000 (it uses exponents below 1e-7 and from 1e21 only,
-- without padding them), -0 as 0; NaN and the infinities were strings in the row's JSON.
CREATE FUNCTION "suggestion_card_number"("value" text) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT CASE
		WHEN "value" IS NULL THEN 'null'
		WHEN "value" IN ('NaN', 'Infinity', '-Infinity') THEN '"' || "value" || '"'
		WHEN "value" = '-0' THEN '0'
		WHEN strpos("value", 'e') = 0 THEN "value"
		WHEN abs("value"::float8) >= 1e-7 AND abs("value"::float8) < 1e21 THEN "value"::numeric::text
		ELSE regexp_replace("value", 'e([+-])0*', 'e\1')
	END
$$;
--> statement-breakpoint
CREATE FUNCTION "suggestion_card_time"("value" timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT '"' || to_char("value" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
$$;
--> statement-breakpoint
-- Reasons are an array of strings (the schema's type); jsonb's own text puts spaces after commas.
-- These functions are STABLE, as what they call is, so that the planner inlines them.
CREATE FUNCTION "suggestion_card"("s" "link_suggestions", "source_title" text, "target_title" text)
RETURNS text LANGUAGE sql STABLE AS $$
	SELECT '{"uuid":"' || "s"."id"
		|| '","status":' || suggestion_card_text("s"."status")
		|| ',"suggestion_type":' || suggestion_card_text("s"."suggestion_type")
		|| ',"source_url":' || suggestion_card_text("s"."source_url")
		|| ',"target_url":' || suggestion_card_text("s"."target_url")
		|| ',"source_title":' || suggestion_card_text(nullif("source_title", ''))
		|| ',"target_title":' || suggestion_card_text(nullif("target_title", ''))
		|| ',"anchor_text":' || suggestion_card_text("s"."anchor_text")
		|| ',"context":' || suggestion_card_text("s"."context")
		|| ',"generated_passage":' || suggestion_card_text("s"."generated_passage")
		|| ',"passage_placement":' || suggestion_card_text("s"."passage_placement")
		|| ',"anchor_source":' || suggestion_card_text("s"."anchor_source")
		|| ',"score":' || suggestion_card_number("s"."score"::text)
		|| ',"confidence":' || suggestion_card_number("s"."confidence"::text)
		|| ',"reasons":' || array_to_json(ARRAY(SELECT jsonb_array_elements_text("s"."reasons")))::text
		|| ',"rejection_reason":' || suggestion_card_text("s"."rejection_reason")
		|| ',"target_equity":' || chr(1)
		|| ',"estimated_equity_gain":' || chr(1)
		|| ',"created_at":' || suggestion_card_time("s"."created_at")
		|| ',"updated_at":' || suggestion_card_time("s"."updated_at")
		|| '}'
$$;
--> statement-breakpoint
CREATE FUNCTION "suggestion_card_urls"("s" "link_suggestions") RETURNS text LANGUAGE sql STABLE AS $$
	SELECT '[' || to_json("s"."source_url")::text || ',' || to_json("s"."target_url")::text || ']'
$$;
--> statement-breakpoint
-- Cards follow every write to link_suggestions, once per statement (a processing run's insert of
-- 200 rows is one more statement, not 200; a foreign key would delete them one at a time). Each
-- title is looked up by the pages' index: joined, the planner hashes all of a website's pages for
-- every 200 suggestions.
CREATE FUNCTION "suggestion_cards_add_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "suggestion_cards" ("suggestion_id", "website_id", "urls", "card")
	SELECT "s"."id", "s"."website_id", suggestion_card_urls("s"),
		suggestion_card("s",
		(SELECT "title" FROM "pages" WHERE "pages"."website_id" = "s"."website_id" AND "pages"."url" = "s"."source_url"),
		(SELECT "title" FROM "pages" WHERE "pages"."website_id" = "s"."website_id" AND "pages"."url" = "s"."target_url"))
	FROM "inserted_rows" AS "s";
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose card shows a changed column are written again: a new search priority or a
-- link seen live changes no card.
CREATE FUNCTION "suggestion_cards_move_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "suggestion_cards" AS "cards"
	SET "website_id" = "s"."website_id", "urls" = suggestion_card_urls("s"),
		"card" = suggestion_card("s",
		(SELECT "title" FROM "pages" WHERE "pages"."website_id" = "s"."website_id" AND "pages"."url" = "s"."source_url"),
		(SELECT "title" FROM "pages" WHERE "pages"."website_id" = "s"."website_id" AND "pages"."url" = "s"."target_url"))
	FROM "new_rows" AS "s"
	JOIN "old_rows" AS "o" ON "o"."id" = "s"."id"
	WHERE "cards"."suggestion_id" = "s"."id"
		AND ("s"."website_id", "s"."status", "s"."suggestion_type", "s"."source_url", "s"."target_url",
			"s"."anchor_text", "s"."context", "s"."generated_passage", "s"."passage_placement",
			"s"."anchor_source", "s"."score", "s"."confidence", "s"."reasons", "s"."rejection_reason",
			"s"."created_at", "s"."updated_at")
		IS DISTINCT FROM ("o"."website_id", "o"."status", "o"."suggestion_type", "o"."source_url",
			"o"."target_url", "o"."anchor_text", "o"."context", "o"."generated_passage",
			"o"."passage_placement", "o"."anchor_source", "o"."score", "o"."confidence", "o"."reasons",
			"o"."rejection_reason", "o"."created_at", "o"."updated_at");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "suggestion_cards_remove_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "suggestion_cards" WHERE "suggestion_id" IN (SELECT "id" FROM "deleted_rows");
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A DELETE: TRUNCATE of suggestion_cards itself fails when the same command truncates it too.
CREATE FUNCTION "suggestion_cards_remove_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "suggestion_cards";
	RETURN NULL;
END $$;
--> statement-breakpoint
-- The cards of the suggestions from or to these pages (website and URL, pairwise) take their
-- pages' titles as they are now.
CREATE FUNCTION "suggestion_cards_retitle"("page_website_ids" uuid[], "page_urls" text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	IF "page_urls" IS NULL THEN
		RETURN;
	END IF;
	UPDATE "suggestion_cards" AS "cards"
	SET "card" = suggestion_card("s",
		(SELECT "title" FROM "pages" WHERE "pages"."website_id" = "s"."website_id" AND "pages"."url" = "s"."source_url"),
		(SELECT "title" FROM "pages" WHERE "pages"."website_id" = "s"."website_id" AND "pages"."url" = "s"."target_url"))
	FROM (
		SELECT "s"."id" FROM unnest("page_website_ids", "page_urls") AS "p" ("website_id", "url")
		JOIN "link_suggestions" AS "s" ON "s"."website_id" = "p"."website_id" AND "s"."source_url" = "p"."url"
		UNION
		SELECT "s"."id" FROM unnest("page_website_ids", "page_urls") AS "p" ("website_id", "url")
		JOIN "link_suggestions" AS "s" ON "s"."website_id" = "p"."website_id" AND "s"."target_url" = "p"."url"
	) AS "hit"
	JOIN "link_suggestions" AS "s" ON "s"."id" = "hit"."id"
	WHERE "cards"."suggestion_id" = "s"."id";
END $$;
--> statement-breakpoint
-- Pages come and go in batches (discovery, a website's deletion, whose suggestions go too: its
-- pages are skipped once the website is gone): once per statement, for those with a title. A
-- title changes one page at a time (a crawl): the trigger's WHEN spares every other update of
-- a page the call.
CREATE FUNCTION "suggestion_cards_retitle_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM suggestion_cards_retitle(array_agg("website_id"), array_agg("url"))
	FROM "new_rows" WHERE "title" <> '';
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "suggestion_cards_retitle_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM suggestion_cards_retitle(array_agg("website_id"), array_agg("url"))
	FROM "old_rows" WHERE "title" <> ''
		AND EXISTS (SELECT 1 FROM "websites" WHERE "websites"."id" = "old_rows"."website_id");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "suggestion_cards_retitle_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM suggestion_cards_retitle(ARRAY[OLD."website_id", NEW."website_id"], ARRAY[OLD."url", NEW."url"]);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "link_suggestions_card_inserted" AFTER INSERT ON "link_suggestions"
	REFERENCING NEW TABLE AS "inserted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "suggestion_cards_add_inserted"();
--> statement-breakpoint
CREATE TRIGGER "link_suggestions_card_updated" AFTER UPDATE ON "link_suggestions"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "suggestion_cards_move_updated"();
--> statement-breakpoint
CREATE TRIGGER "link_suggestions_card_deleted" AFTER DELETE ON "link_suggestions"
	REFERENCING OLD TABLE AS "deleted_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "suggestion_cards_remove_deleted"();
--> statement-breakpoint
CREATE TRIGGER "link_suggestions_card_truncated" AFTER TRUNCATE ON "link_suggestions"
	FOR EACH STATEMENT EXECUTE FUNCTION "suggestion_cards_remove_truncated"();
--> statement-breakpoint
CREATE TRIGGER "pages_card_titles_inserted" AFTER INSERT ON "pages"
	REFERENCING NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "suggestion_cards_retitle_inserted"();
--> statement-breakpoint
CREATE TRIGGER "pages_card_titles_deleted" AFTER DELETE ON "pages"
	REFERENCING OLD TABLE AS "old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "suggestion_cards_retitle_deleted"();
--> statement-breakpoint
CREATE TRIGGER "pages_card_titles_updated" AFTER UPDATE OF "title", "url" ON "pages"
	FOR EACH ROW WHEN (OLD."title" IS DISTINCT FROM NEW."title" OR OLD."url" IS DISTINCT FROM NEW."url")
	EXECUTE FUNCTION "suggestion_cards_retitle_updated"();
--> statement-breakpoint
INSERT INTO "suggestion_cards" ("suggestion_id", "website_id", "urls", "card")
SELECT "s"."id", "s"."website_id", suggestion_card_urls("s"),
	suggestion_card("s", "source"."title", "target"."title")
FROM "link_suggestions" AS "s"
LEFT JOIN "pages" AS "source" ON "source"."website_id" = "s"."website_id" AND "source"."url" = "s"."source_url"
LEFT JOIN "pages" AS "target" ON "target"."website_id" = "s"."website_id" AND "target"."url" = "s"."target_url";
