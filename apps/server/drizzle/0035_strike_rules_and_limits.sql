ALTER TABLE "strikes" DROP CONSTRAINT "strikes_action_check";--> statement-breakpoint
ALTER TABLE "strikes" ADD COLUMN "rule_number" integer;--> statement-breakpoint
ALTER TABLE "strikes" ADD COLUMN "rule_title" text;--> statement-breakpoint
ALTER TABLE "strikes" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "strikes" ADD COLUMN "trust_level_from" text;--> statement-breakpoint
ALTER TABLE "strikes" ADD COLUMN "trust_level_to" text;--> statement-breakpoint
ALTER TABLE "strikes" ADD CONSTRAINT "strikes_action_check" CHECK ("strikes"."action" in ('warn', 'remove', 'suspend', 'ban', 'remove_member', 'limit'));