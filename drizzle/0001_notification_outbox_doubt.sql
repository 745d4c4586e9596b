ALTER TABLE "alert_notifications" ADD COLUMN "uncertain_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD COLUMN "transport" text;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD COLUMN "body" text;