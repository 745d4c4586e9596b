ALTER TABLE "alerts" ADD COLUMN "police_reference" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "outcome_note" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "confirmed_missing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "redacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
-- Cases closed before this migration start their redaction clock at their last review.
UPDATE "alerts" SET "closed_at" = coalesce("reviewed_at", "created_at") WHERE "is_active" = false;
