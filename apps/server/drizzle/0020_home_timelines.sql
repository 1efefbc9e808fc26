CREATE TABLE "home_timeline_states" (
	"user_id" text PRIMARY KEY NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	"floor_at" timestamp with time zone,
	"floor_id" uuid
);
--> statement-breakpoint
CREATE TABLE "home_timeline_wide_authors" (
	"author_id" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_timelines" (
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"post_id" uuid NOT NULL,
	CONSTRAINT "home_timelines_user_id_created_at_post_id_pk" PRIMARY KEY("user_id","created_at","post_id")
);
--> statement-breakpoint
ALTER TABLE "home_timeline_states" ADD CONSTRAINT "home_timeline_states_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_timeline_wide_authors" ADD CONSTRAINT "home_timeline_wide_authors_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_timelines" ADD CONSTRAINT "home_timelines_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;