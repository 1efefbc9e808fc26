CREATE TABLE "event_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organiser_id" text NOT NULL,
	"recurrence" jsonb NOT NULL,
	"first_starts_at" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"time_zone" text NOT NULL,
	"materialised_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_series_duration_check" CHECK ("event_series"."duration_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "occurrence_date" date;--> statement-breakpoint
ALTER TABLE "event_series" ADD CONSTRAINT "event_series_organiser_id_profiles_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_series_organiser_idx" ON "event_series" USING btree ("organiser_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."event_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_series_occurrence_key" ON "events" USING btree ("series_id","occurrence_date");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_occurrence_check" CHECK (("events"."series_id" is null) = ("events"."occurrence_date" is null));