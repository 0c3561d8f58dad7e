CREATE TABLE "search_console_connections" (
	"website_id" uuid PRIMARY KEY NOT NULL,
	"pending_nonce" text,
	"refresh_token_ciphertext" text,
	"property" text,
	"connected_at" timestamp with time zone,
	"import_status" text DEFAULT 'idle' NOT NULL,
	"steps_done" integer DEFAULT 0 NOT NULL,
	"steps_total" integer DEFAULT 0 NOT NULL,
	"rows_imported" integer DEFAULT 0 NOT NULL,
	"data_through" date,
	"last_imported_at" timestamp with time zone,
	"import_error" text
);
--> statement-breakpoint
CREATE TABLE "search_console_page_days" (
	"website_id" uuid NOT NULL,
	"day" date NOT NULL,
	"page" text NOT NULL,
	"clicks" integer NOT NULL,
	"impressions" integer NOT NULL,
	"position" real NOT NULL,
	CONSTRAINT "search_console_page_days_website_id_day_page_pk" PRIMARY KEY("website_id","day","page")
);
--> statement-breakpoint
CREATE TABLE "search_console_page_queries" (
	"website_id" uuid NOT NULL,
	"month" date NOT NULL,
	"page" text NOT NULL,
	"query" text NOT NULL,
	"clicks" integer NOT NULL,
	"impressions" integer NOT NULL,
	"position" real NOT NULL,
	CONSTRAINT "search_console_page_queries_website_id_month_page_query_pk" PRIMARY KEY("website_id","month","page","query")
);
--> statement-breakpoint
ALTER TABLE "search_console_connections" ADD CONSTRAINT "search_console_connections_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_console_page_days" ADD CONSTRAINT "search_console_page_days_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_console_page_queries" ADD CONSTRAINT "search_console_page_queries_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_console_page_queries_page_idx" ON "search_console_page_queries" USING btree ("website_id","page");