DROP INDEX "chat_messages_alert_created_idx";--> statement-breakpoint
CREATE INDEX "chat_messages_alert_id_idx" ON "chat_messages" USING btree ("alert_id","id");