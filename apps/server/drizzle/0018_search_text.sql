ALTER TABLE "communities" ADD COLUMN "search_text" text GENERATED ALWAYS AS (aebro_search_text(name || ' ' || description)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (aebro_search_text(body)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (aebro_search_text(aebro_profile_search_text(full_name, username, business_name, business_category, CASE WHEN public_profile THEN location END))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "communities_search_text_trgm_idx" ON "communities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_search_trgm_idx" ON "posts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_search_text_trgm_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops);