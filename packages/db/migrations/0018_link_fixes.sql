CREATE TABLE "link_fixes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_url" text NOT NULL,
	"target_url" text NOT NULL,
	"anchor_text" text NOT NULL,
	"fix_url" text NOT NULL,
	"state" text DEFAULT 'approved' NOT NULL,
	"message" text,
	"post_id" integer,
	"post_type" text,
	"written_href" text,
	"previous_href" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_fixes_link_unique" UNIQUE("website_id","source_url","target_url","anchor_text")
);
--> statement-breakpoint
ALTER TABLE "link_fixes" ADD CONSTRAINT "link_fixes_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_fixes_website_idx" ON "link_fixes" USING btree ("website_id","created_at");