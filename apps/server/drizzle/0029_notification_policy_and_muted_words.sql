CREATE TABLE "notification_policies" (
	"user_id" text PRIMARY KEY NOT NULL,
	"not_following" text DEFAULT 'accept' NOT NULL,
	"not_followers" text DEFAULT 'accept' NOT NULL,
	"new_accounts" text DEFAULT 'accept' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "muted_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"phrase" text NOT NULL,
	"whole_word" boolean DEFAULT true NOT NULL,
	"patterns" text[] NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "muted_words_phrase_length" CHECK (char_length("muted_words"."phrase") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "conversation_members" DROP CONSTRAINT "conversation_members_state_check";--> statement-breakpoint
ALTER TABLE "user_notifications" ADD COLUMN "filtered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (aebro_search_text(body)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_policies" ADD CONSTRAINT "notification_policies_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "muted_words" ADD CONSTRAINT "muted_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "muted_words_user_idx" ON "muted_words" USING btree ("user_id","expires_at");--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_state_check" CHECK ("conversation_members"."state" in ('accepted', 'request', 'filtered', 'declined'));