CREATE TABLE "search_area_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"circle_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"radius_km" double precision NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"lease_until" timestamp with time zone,
	"ran_at" timestamp with time zone,
	"by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_circles" (
	"id" serial PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"source" text NOT NULL,
	"sighting_id" integer,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_km" double precision NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriber_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"label" text NOT NULL,
	"location" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "travel_mode" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "area_state" text;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD COLUMN "step_id" integer;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD COLUMN "sighting_id" integer;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD COLUMN "silent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "quiet_start_minute" smallint;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "quiet_end_minute" smallint;--> statement-breakpoint
ALTER TABLE "search_area_steps" ADD CONSTRAINT "search_area_steps_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_area_steps" ADD CONSTRAINT "search_area_steps_circle_id_search_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."search_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_area_steps" ADD CONSTRAINT "search_area_steps_by_staff_id_admin_users_id_fk" FOREIGN KEY ("by_staff_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_circles" ADD CONSTRAINT "search_circles_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_circles" ADD CONSTRAINT "search_circles_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriber_places" ADD CONSTRAINT "subscriber_places_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_area_steps_seq_idx" ON "search_area_steps" USING btree ("alert_id","seq");--> statement-breakpoint
CREATE INDEX "search_area_steps_due_idx" ON "search_area_steps" USING btree ("due_at") WHERE "search_area_steps"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "search_circles_alert_idx" ON "search_circles" USING btree ("alert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_circles_sighting_idx" ON "search_circles" USING btree ("sighting_id");--> statement-breakpoint
CREATE INDEX "subscriber_places_subscriber_idx" ON "subscriber_places" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "subscriber_places_coords_idx" ON "subscriber_places" USING btree ("latitude","longitude");--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_step_id_search_area_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."search_area_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE set null ON UPDATE no action;