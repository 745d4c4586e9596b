ALTER TABLE "sightings" ADD COLUMN "source" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "sightings" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD COLUMN "urgency" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "alert_notifications" SET "urgency" = 0 WHERE "kind" = 'resolved' AND "status" IN ('queued', 'sending');--> statement-breakpoint
UPDATE "alert_notifications" n SET "urgency" = 2 FROM "alerts" a WHERE a."id" = n."alert_id" AND a."high_priority" AND n."kind" = 'alert' AND n."status" IN ('queued', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "sightings_provider_message_idx" ON "sightings" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "alert_notifications_claim_idx" ON "alert_notifications" USING btree ("notification_type","urgency" DESC NULLS LAST,"recipient_distance","id") WHERE "alert_notifications"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "alert_notifications_texted_idx" ON "alert_notifications" USING btree ("subscriber_id","sent_at") WHERE "alert_notifications"."sent_at" is not null and "alert_notifications"."notification_type" in ('sms', 'whatsapp');