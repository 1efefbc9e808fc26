CREATE TABLE "communities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"privacy" text NOT NULL,
	"join_question" text DEFAULT '' NOT NULL,
	"cover_url" text,
	"icon_url" text,
	"created_by" text,
	"member_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communities_privacy_check" CHECK ("communities"."privacy" in ('public', 'private')),
	CONSTRAINT "communities_name_length" CHECK (char_length("communities"."name") between 2 and 60 and char_length("communities"."description") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "community_join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "community_join_requests_status_check" CHECK ("community_join_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "community_members" (
	"community_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_members_community_id_user_id_pk" PRIMARY KEY("community_id","user_id"),
	CONSTRAINT "community_members_role_check" CHECK ("community_members"."role" in ('member', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_audience_check";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "community_id" uuid;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_join_requests" ADD CONSTRAINT "community_join_requests_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_join_requests" ADD CONSTRAINT "community_join_requests_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_join_requests" ADD CONSTRAINT "community_join_requests_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "communities_name_lower_key" ON "communities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "communities_created_idx" ON "communities" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "communities_active_idx" ON "communities" USING btree ("last_active_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "community_join_requests_once_key" ON "community_join_requests" USING btree ("community_id","user_id");--> statement-breakpoint
CREATE INDEX "community_join_requests_list_idx" ON "community_join_requests" USING btree ("community_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "community_members_user_idx" ON "community_members" USING btree ("user_id","joined_at" DESC NULLS FIRST,"community_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "community_members_list_idx" ON "community_members" USING btree ("community_id","role","joined_at","user_id");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_notifications_join_request_idx" ON "user_notifications" USING btree (("data"->>'request_id')) WHERE "user_notifications"."type" = 'community_join_request';--> statement-breakpoint
CREATE INDEX "posts_community_created_idx" ON "posts" USING btree ("community_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."community_id" is not null;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_community_check" CHECK (("posts"."audience" = 'community') = ("posts"."community_id" is not null));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_audience_check" CHECK ("posts"."audience" in ('public', 'followers', 'community'));--> statement-breakpoint
-- custom:
-- Discover searches any part of a community's name or description; a trigram index serves
-- `LIKE '%…%'` on that text (pg_trgm is created by 0003_people_search).
CREATE INDEX "communities_search_trgm_idx" ON "communities" USING gin ((lower("name" || ' ' || "description")) gin_trgm_ops);
