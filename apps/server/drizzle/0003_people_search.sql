-- People search matches any part of a name, username, business name or category, or location.
-- A trigram index serves `ILIKE '%…%'` on that text (pg_trgm is a trusted extension since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION aebro_profile_search_text(full_name text, username text, business_name text, business_category text, location text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT lower(coalesce(full_name, '') || ' ' || username || ' ' || coalesce(business_name, '') || ' ' || coalesce(business_category, '') || ' ' || coalesce(location, '')) $$;
--> statement-breakpoint
CREATE INDEX "profiles_search_trgm_idx" ON "profiles" USING gin (aebro_profile_search_text("full_name", "username", "business_name", "business_category", "location") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "profiles_name_order_idx" ON "profiles" (lower(coalesce("full_name", "username")), "id");
