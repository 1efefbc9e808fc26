CREATE TABLE "post_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audience" text DEFAULT 'public' NOT NULL,
	"community_id" uuid,
	"poll" jsonb,
	"scheduled_at" timestamp with time zone,
	"publish_failed_at" timestamp with time zone,
	"post_id" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_drafts_state_check" CHECK ("post_drafts"."state" in ('draft', 'scheduled', 'published')),
	CONSTRAINT "post_drafts_scheduled_check" CHECK (("post_drafts"."state" = 'scheduled') <= ("post_drafts"."scheduled_at" is not null)),
	CONSTRAINT "post_drafts_community_check" CHECK (("post_drafts"."audience" = 'community') = ("post_drafts"."community_id" is not null)),
	CONSTRAINT "post_drafts_body_length" CHECK (char_length("post_drafts"."body") <= 5000)
);
--> statement-breakpoint
ALTER TABLE "post_drafts" ADD CONSTRAINT "post_drafts_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_drafts" ADD CONSTRAINT "post_drafts_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_drafts" ADD CONSTRAINT "post_drafts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_drafts_author_updated_idx" ON "post_drafts" USING btree ("author_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "post_drafts"."state" <> 'published';