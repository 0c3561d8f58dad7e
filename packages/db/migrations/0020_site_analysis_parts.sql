CREATE TABLE "site_analysis_parts" (
	"website_id" uuid NOT NULL,
	"generation" integer NOT NULL,
	"section" text NOT NULL,
	"chunk" integer NOT NULL,
	"data" json NOT NULL,
	CONSTRAINT "site_analysis_parts_website_id_generation_section_chunk_pk" PRIMARY KEY("website_id","generation","section","chunk")
);
--> statement-breakpoint
ALTER TABLE "site_analyses" ADD COLUMN "generation" integer;--> statement-breakpoint
ALTER TABLE "site_analysis_parts" ADD CONSTRAINT "site_analysis_parts_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;