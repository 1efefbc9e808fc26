-- One notification per recipient, actor, type and subject: a repeat refreshes it instead of adding
-- another. Earlier repeats (after the first was read) are folded into the newest one.
DELETE FROM "user_notifications" n USING "user_notifications" newer
WHERE n."user_id" = newer."user_id" AND n."actor_id" = newer."actor_id" AND n."type" = newer."type"
  AND n."subject_id" = newer."subject_id"
  AND (n."created_at", n."id") < (newer."created_at", newer."id");--> statement-breakpoint
DROP INDEX "user_notifications_unread_once_key";--> statement-breakpoint
CREATE UNIQUE INDEX "user_notifications_once_key" ON "user_notifications" USING btree ("user_id","actor_id","type","subject_id");--> statement-breakpoint
-- People search matches a location only on public profiles (a private profile hides it from
-- strangers); the trigram index follows the new expression.
DROP INDEX "profiles_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "profiles_search_trgm_idx" ON "profiles" USING gin (aebro_profile_search_text("full_name", "username", "business_name", "business_category", CASE WHEN "public_profile" THEN "location" END) gin_trgm_ops);
