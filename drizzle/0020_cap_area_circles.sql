ALTER TABLE "cap_messages" ADD COLUMN "circles" jsonb;--> statement-breakpoint
ALTER TABLE "cap_messages" ADD COLUMN "level" text;