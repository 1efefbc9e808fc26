CREATE TABLE "blocked_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_domains_domain_unique" UNIQUE("domain"),
	CONSTRAINT "blocked_domains_domain_length" CHECK (char_length("blocked_domains"."domain") <= 253)
);
--> statement-breakpoint
CREATE TABLE "hold_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid,
	"phrase" text NOT NULL,
	"whole_word" boolean DEFAULT true NOT NULL,
	"patterns" text[] NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hold_words_scope_phrase" UNIQUE NULLS NOT DISTINCT("community_id","phrase"),
	CONSTRAINT "hold_words_phrase_length" CHECK (char_length("hold_words"."phrase") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "blocked_domains" ADD CONSTRAINT "blocked_domains_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_words" ADD CONSTRAINT "hold_words_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_words" ADD CONSTRAINT "hold_words_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hold_words_community_idx" ON "hold_words" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "post_comments_held_idx" ON "post_comments" USING btree ("held_at") WHERE "post_comments"."held_at" is not null;