DROP INDEX "alert_notifications_due_idx";--> statement-breakpoint
CREATE INDEX "alert_notifications_due_idx" ON "alert_notifications" USING btree ("status","notification_type","next_attempt_at");