CREATE TABLE "police_confirmation_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safe_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"message" text,
	"contact" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "intake" jsonb;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "police_confirmation" jsonb;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "police_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "police_confirmed_by_id" integer;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "sharing_policy" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "verify_code" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "photo_hash" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "photo_reused_from_alert_id" integer;--> statement-breakpoint
ALTER TABLE "police_confirmation_links" ADD CONSTRAINT "police_confirmation_links_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safe_requests" ADD CONSTRAINT "safe_requests_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safe_requests" ADD CONSTRAINT "safe_requests_reviewed_by_id_admin_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safe_requests_status_idx" ON "safe_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_police_confirmed_by_id_admin_users_id_fk" FOREIGN KEY ("police_confirmed_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_verify_code_idx" ON "alerts" USING btree ("verify_code");