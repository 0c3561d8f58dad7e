CREATE TABLE "cms_post_locks" (
	"website_id" uuid NOT NULL,
	"post_key" text NOT NULL,
	"holder" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cms_post_locks_website_id_post_key_pk" PRIMARY KEY("website_id","post_key")
);
--> statement-breakpoint
ALTER TABLE "cms_post_locks" ADD CONSTRAINT "cms_post_locks_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;