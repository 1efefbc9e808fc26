CREATE TABLE "user_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb NOT NULL,
	"actor_id" text NOT NULL,
	"subject_id" text DEFAULT '' NOT NULL,
	"read_at" timestamp with time zone,
	"cleared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"push_delivery_status" text DEFAULT 'pending' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_notifications_list_idx" ON "user_notifications" USING btree ("user_id","created_at" DESC NULLS LAST) WHERE "user_notifications"."cleared_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_notifications_unread_once_key" ON "user_notifications" USING btree ("user_id","actor_id","type","subject_id") WHERE "user_notifications"."read_at" is null and "user_notifications"."cleared_at" is null;