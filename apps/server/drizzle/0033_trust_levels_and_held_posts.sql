CREATE TABLE "trust_levels" (
	"user_id" text PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"set_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trust_levels_level_check" CHECK ("trust_levels"."level" in ('new', 'member', 'regular', 'leader'))
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trust_levels" ADD CONSTRAINT "trust_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_levels" ADD CONSTRAINT "trust_levels_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_created_by_idx" ON "conversations" USING btree ("created_by","created_at") WHERE "conversations"."kind" = 'direct';--> statement-breakpoint
CREATE INDEX "post_comments_author_created_idx" ON "post_comments" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "posts_held_idx" ON "posts" USING btree ("held_at") WHERE "posts"."held_at" is not null;