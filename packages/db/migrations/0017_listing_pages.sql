ALTER TABLE "pages" ADD COLUMN "listing_reason" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "linked_anyway" boolean DEFAULT false NOT NULL;