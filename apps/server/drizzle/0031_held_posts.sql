ALTER TABLE "posts" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "posts_held_idx" ON "posts" USING btree ("held_at") WHERE "posts"."held_at" is not null;