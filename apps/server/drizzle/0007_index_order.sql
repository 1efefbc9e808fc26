DROP INDEX "dev_mailbox_messages_created_at_idx";--> statement-breakpoint
DROP INDEX "user_notifications_list_idx";--> statement-breakpoint
DROP INDEX "post_saves_user_created_idx";--> statement-breakpoint
DROP INDEX "posts_author_created_idx";--> statement-breakpoint
DROP INDEX "posts_public_created_idx";--> statement-breakpoint
DROP INDEX "follows_following_created_idx";--> statement-breakpoint
DROP INDEX "follows_follower_created_idx";--> statement-breakpoint
CREATE INDEX "dev_mailbox_messages_created_at_idx" ON "dev_mailbox_messages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_notifications_list_idx" ON "user_notifications" USING btree ("user_id","created_at" DESC NULLS FIRST) WHERE "user_notifications"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "post_saves_user_created_idx" ON "post_saves" USING btree ("user_id","created_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_author_created_idx" ON "posts" USING btree ("author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_public_created_idx" ON "posts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."audience" = 'public';--> statement-breakpoint
CREATE INDEX "follows_following_created_idx" ON "follows" USING btree ("following_id","created_at" DESC NULLS FIRST,"follower_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "follows_follower_created_idx" ON "follows" USING btree ("follower_id","created_at" DESC NULLS FIRST,"following_id" DESC NULLS FIRST);