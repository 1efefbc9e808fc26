ALTER TABLE "uploads" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;