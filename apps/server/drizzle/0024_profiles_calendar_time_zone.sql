ALTER TABLE "profiles" ADD COLUMN "calendar_preference" text DEFAULT 'gregorian' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_calendar_check" CHECK ("profiles"."calendar_preference" in ('gregorian', 'ethiopian', 'both'));