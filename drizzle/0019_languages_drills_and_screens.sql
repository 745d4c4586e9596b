CREATE TABLE "alert_screens" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"radius_km" double precision,
	"language" text DEFAULT 'en' NOT NULL,
	"disabled_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "is_drill" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD COLUMN "provider_device" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "drill_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_screens_token_idx" ON "alert_screens" USING btree ("token_hash");