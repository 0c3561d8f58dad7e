CREATE TABLE "page_embeddings" (
	"website_id" uuid NOT NULL,
	"content_hash" text NOT NULL,
	"model" text NOT NULL,
	"vector" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_embeddings_website_id_model_content_hash_pk" PRIMARY KEY("website_id","model","content_hash")
);
--> statement-breakpoint
ALTER TABLE "page_embeddings" ADD CONSTRAINT "page_embeddings_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;